import {useEffect, useState, type RefObject} from 'react';

/** How far below the viewport a diagram starts drawing, so it is ready when scrolled to. */
const NEAR_VIEWPORT = '600px';
/** Diagrams out of view still draw once the page has settled: nothing waits on a scroll that may never come. */
const SETTLED_AFTER_MS = 2000;

/**
 * Whether a diagram should draw yet. Mermaid is about 190 KB gzip; deferring
 * it until a diagram is near the viewport (or the page has settled) keeps it
 * off the first load of pages whose diagrams sit further down.
 */
export function useDrawWhenNear(ref: RefObject<Element | null>): boolean {
  const [draw, setDraw] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (draw || !element) return undefined;
    const start = () => setDraw(true);
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: `0px 0px ${NEAR_VIEWPORT} 0px`,
    });
    observer.observe(element);
    const timer = window.setTimeout(start, SETTLED_AFTER_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [ref, draw]);
  return draw;
}
