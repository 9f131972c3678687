/**
 * Lands a link's `#section` at the top of the window after a client-side
 * navigation. Two things stand in the way:
 * - The article's blocks skip layout until scrolled near (content-visibility in
 *   src/css/custom.css and the error-code reference's stylesheet) and count as a
 *   placeholder height until then, so a section moves once the blocks above it
 *   render. Every block up to the target's is marked, which the stylesheets keep
 *   laid out; then the scroll is made.
 * - The new page's content may not be in the document yet when Docusaurus
 *   scrolls (a table loaded on demand may hold the section), so the scroll waits for
 *   the section, for about two seconds at most.
 * A page load needs neither: the stylesheets keep the blocks up to the `:target`
 * laid out, so the browser's own scroll to it holds, and a reader who has scrolled
 * away meanwhile is not taken back.
 */
import type {ClientModule} from '@docusaurus/types';

/** The stylesheets' mark, standing in for `:target`, which pushState leaves as it was. */
const MARK = 'data-before-target';
/** Frames to wait for a linked section to appear after a page change (about two seconds). */
const MAX_FRAMES = 120;

/** The element id a `#hash` names, or null (`#`, or a malformed escape such as `#%E0%A4%A`). */
export function idOfHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Marks everything before `target` in the article, level by level up from it: the
 * article's blocks and, inside a block, its own skipped parts (the error-code
 * reference's contracts).
 */
function markBlocksUpTo(target: HTMLElement): void {
  const article = target.closest('.theme-doc-markdown');
  for (let level: Element | null = target; level && level !== article; level = level.parentElement) {
    for (let block: Element | null = level; block; block = block.previousElementSibling) block.setAttribute(MARK, '');
  }
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
    if (id && previousLocation) landOn(id);
  },
};

export default scrollToTarget;
