/**
 * The browser bundle runs on Preact's React-compatible layer (see index.ts).
 * Preact runs effects, and the effect cleanups of unmounted components, after
 * the next frame; React runs those of a click or key press before the next
 * event. DocSearch relies on React's order: its shortcut listener is renewed
 * in an effect when the modal opens or closes, and its modal puts the scroll
 * position back in a cleanup, which must come before a followed link scrolls
 * to its section. So effects run as soon as a render has finished.
 */
import {options} from 'preact';

(options as {requestAnimationFrame?: (flush: () => void) => void}).requestAnimationFrame = (flush) => queueMicrotask(flush);
