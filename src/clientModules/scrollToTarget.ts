/**
 * Lands a link's `#section` at the top of the window. Two things stand in the way:
 * - The article's blocks skip layout until scrolled near (content-visibility in
 *   src/css/custom.css) and count as 150 px until then, so a section moves once the
 *   blocks above it render. Every block up to the target's is marked, which the
 *   stylesheet keeps laid out; then the scroll is made.
 * - Under Preact, the new page's content is not in the document yet when Docusaurus
 *   scrolls after a client-side navigation (a table loaded on demand may hold the
 *   section), so the scroll waits for the section, for about two seconds at most.
 * On a page load the browser scrolled before the blocks were marked: the scroll is
 * repeated once the page runs, unless the reader has scrolled, pressed a key or touched
 * the page since.
 */
import type {ClientModule} from '@docusaurus/types';

const MARK = 'data-before-target';
/** Frames to wait for a linked section to appear after a page change (about two seconds). */
const MAX_FRAMES = 120;

let readerMoved = false;
if (typeof window !== 'undefined') {
  const moved = () => (readerMoved = true);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(type, moved, {once: true, passive: true, capture: true});
}

/** The element id a `#hash` names, or null (`#`, or a malformed escape such as `#%E0%A4%A`). */
export function idOfHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** Marks the article's block that holds `target`, and every block before it. */
function markBlocksUpTo(target: HTMLElement): void {
  const article = target.closest('.theme-doc-markdown');
  let block: Element | null = target;
  while (block && block.parentElement !== article) block = block.parentElement;
  for (; block; block = block.previousElementSibling) block.setAttribute(MARK, '');
}

function landOn(id: string): void {
  let frames = 0;
  const land = () => {
    const target = document.getElementById(id);
    if (target) {
      markBlocksUpTo(target);
      target.scrollIntoView();
    } else if ((frames += 1) < MAX_FRAMES) {
      requestAnimationFrame(land);
    }
  };
  land();
}

const scrollToTarget: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    document.querySelectorAll(`[${MARK}]`).forEach((block) => block.removeAttribute(MARK));
    const id = idOfHash(location.hash);
    if (!id) return;
    if (!previousLocation) {
      if (!readerMoved) landOn(id);
      return;
    }
    // As Docusaurus: a change of query string alone does not scroll.
    const sameSection = location.pathname === previousLocation.pathname && location.hash === previousLocation.hash;
    if (sameSection && location.search !== previousLocation.search) return;
    landOn(id);
  },
};

export default scrollToTarget;
