/**
 * What the browser bundle needs to behave as it does on React, now that it
 * runs on Preact's React-compatible layer (see index.ts).
 */
import {options} from 'preact';

/**
 * Preact runs effects, and the effect cleanups of unmounted components, after
 * the next frame; React runs those of a click or key press before the next
 * event. DocSearch relies on React's order (its shortcut listener is renewed
 * in an effect when the modal opens or closes), so effects run as soon as a
 * render has finished. Those of the first render (hydration) run in a task of
 * their own, as React's do: they re-render the app once it knows it is in the
 * browser, and in the same task as hydrating, that made one task that blocked
 * the main thread for longer.
 */
let firstRenderDone = false;
(options as {requestAnimationFrame?: (flush: () => void) => void}).requestAnimationFrame = (flush) => {
  if (firstRenderDone) {
    queueMicrotask(flush);
    return;
  }
  firstRenderDone = true;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    flush();
  };
  channel.port2.postMessage(null);
};

/**
 * React's server renderer puts its resource hints (a preload of the navbar
 * logo) at the start of the page markup, inside the root Preact hydrates.
 * Preact does not expect them there and moved every part of the page in
 * front of them, laying the whole page out again. They belong in <head>; by
 * now the browser has acted on them.
 */
if (typeof document !== 'undefined') {
  document.querySelectorAll('#__docusaurus > link').forEach((hint) => document.head.appendChild(hint));
}
