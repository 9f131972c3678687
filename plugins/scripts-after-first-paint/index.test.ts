import {describe, expect, test, vi} from 'vitest';
import {BASE_URL_BANNER_ID, SCRIPT_LOADER, ssrTemplate, UNPAINTED_START_MS} from '.';

type Listener = () => void;

/** Runs the loader against a stand-in document and browser, driven by the test. */
function runLoader({
  readyState = 'loading',
  paintTiming = true,
  visibilityState = 'visible',
}: {readyState?: string; paintTiming?: boolean; visibilityState?: string} = {}) {
  const appended: string[] = [];
  const scripts: {src: string; async: boolean; onload?: () => void}[] = [];
  let bannerRemoved = false;
  const listeners: Record<string, Listener[]> = {};
  const frames: Listener[] = [];
  const paintObservers: ((list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void)[] = [];
  const document = {
    readyState,
    visibilityState,
    head: {
      appendChild: (script: (typeof scripts)[number]) => {
        scripts.push(script);
        appended.push(`${script.src}${script.async ? ' async' : ''}`);
      },
    },
    createElement: () => ({src: '', async: true}),
    getElementById: (id: string) => (id === BASE_URL_BANNER_ID ? {remove: () => (bannerRemoved = true)} : null),
    addEventListener: (type: string, listener: Listener) => (listeners[type] ??= []).push(listener),
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe() {
      paintObservers.push(this.callback);
    }
  }
  const window: {PerformanceObserver: typeof FakePerformanceObserver; docusaurus?: object} = {PerformanceObserver: FakePerformanceObserver};
  const run = new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', `${SCRIPT_LOADER}(["/r.js","/m.js"])`);
  run(document, window, FakePerformanceObserver, (frame: Listener) => frames.push(frame), setTimeout);
  return {
    appended,
    parsed: () => listeners.DOMContentLoaded?.forEach((listener) => listener()),
    paint: (name: string) => {
      let disconnected = false;
      for (const callback of paintObservers) callback({getEntriesByName: (wanted) => (wanted === name ? [{}] : [])}, {disconnect: () => (disconnected = true)});
      return disconnected;
    },
    frame: () => frames.splice(0).forEach((frame) => frame()),
    scripts,
    bannerRemoved: () => bannerRemoved,
    /** The app's scripts ran: Docusaurus defines window.docusaurus. */
    appLoaded: () => (window.docusaurus = {}),
  };
}

describe('the script loader in every page', () => {
  test('starts the scripts, in order and not async, once the page is parsed and its text painted', () => {
    const page = runLoader();
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([]);
    page.parsed();
    expect(page.paint('first-paint')).toBe(false);
    expect(page.appended).toEqual([]);
    expect(page.paint('first-contentful-paint')).toBe(true);
    expect(page.appended).toEqual(['/r.js', '/m.js']);
  });

  test('in a tab opened in the background, which paints nothing, starts them once the page is parsed', () => {
    const page = runLoader({visibilityState: 'hidden'});
    expect(page.appended).toEqual([]);
    page.parsed();
    expect(page.appended).toEqual(['/r.js', '/m.js']);
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(2);
  });

  test('starts them once only, and at the latest three seconds after parsing when no paint is reported', () => {
    vi.useFakeTimers();
    try {
      const page = runLoader({readyState: 'interactive'});
      vi.advanceTimersByTime(UNPAINTED_START_MS - 1);
      expect(page.appended).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(page.appended).toEqual(['/r.js', '/m.js']);
      page.paint('first-contentful-paint');
      expect(page.appended).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('where the browser does not report paints, waits for the next frame', () => {
    vi.useFakeTimers();
    try {
      const page = runLoader({paintTiming: false});
      page.parsed();
      page.frame();
      expect(page.appended).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(page.appended).toEqual(['/r.js', '/m.js']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("Docusaurus's wrong-base-URL banner", () => {
  test('goes once the last script has loaded and the app is there', () => {
    const page = runLoader({readyState: 'interactive'});
    page.paint('first-contentful-paint');
    expect(page.scripts[0]!.onload).toBeUndefined();
    page.appLoaded();
    page.scripts[1]!.onload!();
    expect(page.bannerRemoved()).toBe(true);
  });

  test('stays when the scripts ran but no app started', () => {
    const page = runLoader({readyState: 'interactive'});
    page.paint('first-contentful-paint');
    page.scripts[1]!.onload!();
    expect(page.bannerRemoved()).toBe(false);
  });
});

describe('ssrTemplate', () => {
  test("replaces Docusaurus's deferred scripts with the loader, given the script URLs as JSON with < escaped", () => {
    const template = ssrTemplate();
    expect(template).not.toContain('defer></script>');
    expect(template).toContain(
      `<script>${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)</script>`,
    );
    expect(template).toContain('<%~ it.appHtml %>');
  });
});
