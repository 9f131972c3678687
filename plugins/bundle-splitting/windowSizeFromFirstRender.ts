/**
 * Stands in for theme-common's useWindowSize in the browser (see index.ts; the
 * server keeps the original). The original answers 'ssr' on the first render
 * and the real size in an effect, so that React hydrates exactly the markup
 * the server made. On a phone every page then rendered twice what depends on
 * it: the doc layout (and everything in it) dropped the desktop table of
 * contents, and the docs sidebar swapped its desktop half for the menu's,
 * just after hydrating (about half of a 15 ms re-render at full CPU speed,
 * measured). Preact hydrates whatever the first render gives, adding or
 * dropping elements where it differs from the server's markup, so this
 * answers the real size from the first render: on a phone those parts are
 * dropped while the page hydrates. They are parts the stylesheet already
 * hides on that screen, so nothing moves.
 */
import {useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint, as in the original. */
const DESKTOP_BREAKPOINT = 996;

function currentWindowSize(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>(() => currentWindowSize(desktopBreakpoint));
  useEffect(() => {
    const update = () => setWindowSize(currentWindowSize(desktopBreakpoint));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
