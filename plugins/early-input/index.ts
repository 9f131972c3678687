/**
 * Input a reader gives between the first paint and the moment the page's
 * scripts have made it interactive is kept, not lost: a small inline script in
 * the head (hashed into the Content-Security-Policy like every inline script,
 * plugins/content-security-policy) takes clicks on the colour-mode toggle, the
 * announcement bar's close button, the search button and a sidebar category's
 * caret, and Ctrl+K, ⌘K and `/`, and replays them, in order, once the page has
 * hydrated (deferred blocks included, src/components/HydrateLater). Each is
 * replayed once; after that the script steps aside. Links are never taken: a
 * click on a link just follows it.
 *
 * The colour toggle is disabled in the server's markup, and a disabled button
 * gets no click event, so for a disabled control the press (pointerdown) is
 * what is taken.
 */
import type {Plugin} from '@docusaurus/types';

/** The controls whose early clicks are kept; links are left alone. */
export const EARLY_CONTROLS = [
  '.DocSearch-Button',
  '.theme-announcement-bar button.close',
  '.theme-doc-sidebar-menu button.menu__caret',
  '.navbar button[class*="toggleButton"]',
].join(',');

/** Plain JavaScript in a string: it goes into the HTML as is, whatever compiles this file. */
export const EARLY_INPUT_SCRIPT = `(function () {
  var root = document.documentElement;
  var queue = [];
  var done = false;
  // A disabled control taken on its press: the click that may still end that press is not a second one.
  var pressed = null;
  function ready() {
    return root.getAttribute('data-has-hydrated') === 'true' && !root.hasAttribute('data-hydrating-blocks');
  }
  function control(target) {
    return target && target.closest ? target.closest(${JSON.stringify(EARLY_CONTROLS)}) : null;
  }
  function take(event, item) {
    event.preventDefault();
    event.stopPropagation();
    queue.push(item);
  }
  function onPointerDown(event) {
    if (done) return;
    var element = control(event.target);
    if (element && element.disabled) {
      take(event, {element: element});
      pressed = element;
    }
  }
  function onPointerUp() {
    if (pressed) setTimeout(function () {
      pressed = null;
      stepAside();
    }, 0);
  }
  function onClick(event) {
    var element = control(event.target);
    if (pressed && element === pressed) {
      event.preventDefault();
      event.stopPropagation();
      pressed = null;
      stepAside();
      return;
    }
    if (!done && element) take(event, {element: element});
  }
  function onKeyDown(event) {
    if (done) return;
    var key = (event.key || '').toLowerCase();
    var target = event.target;
    var typing = target && (target.isContentEditable || /^(input|textarea|select)$/i.test(target.tagName || ''));
    var shortcut = (event.ctrlKey || event.metaKey) && key === 'k';
    var slash = key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (shortcut || slash) take(event, {key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey});
  }
  function stepAside() {
    if (!done || pressed) return;
    removeEventListener('pointerdown', onPointerDown, true);
    removeEventListener('pointerup', onPointerUp, true);
    removeEventListener('click', onClick, true);
    removeEventListener('keydown', onKeyDown, true);
  }
  var observer = new MutationObserver(function () {
    if (ready()) replay();
  });
  function replay() {
    if (done) return;
    done = true;
    observer.disconnect();
    queue.forEach(function (item) {
      if (item.element) {
        if (item.element.isConnected) item.element.click();
      } else {
        dispatchEvent(new KeyboardEvent('keydown', {key: item.key, ctrlKey: item.ctrlKey, metaKey: item.metaKey, bubbles: true, cancelable: true}));
      }
    });
    stepAside();
  }
  addEventListener('pointerdown', onPointerDown, true);
  addEventListener('pointerup', onPointerUp, true);
  addEventListener('click', onClick, true);
  addEventListener('keydown', onKeyDown, true);
  if (ready()) replay();
  else observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated', 'data-hydrating-blocks']});
})();`;

export default function pluginEarlyInput(): Plugin {
  return {
    name: 'early-input-plugin',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_INPUT_SCRIPT}]};
    },
  };
}
