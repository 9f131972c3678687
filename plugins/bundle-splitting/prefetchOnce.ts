/**
 * Stands in for Docusaurus's prefetch helper (@docusaurus/core
 * lib/client/prefetch.js; see index.ts). Docusaurus prefetches every chunk of
 * every route a visible link leads to, one <link rel="prefetch"> each. Doc
 * routes share most of their chunks, so a page's sidebar added about 300
 * links in one task, most of them for chunks the page had already run. Here
 * each chunk is asked for once, and never when the page has loaded it.
 */
const requested = new Set<string>();

function alreadyLoaded(href: string): boolean {
  return Array.from(document.scripts).some((script) => script.src === href);
}

function supportsPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const href = new URL(url, document.baseURI).href;
  if (requested.has(href) || alreadyLoaded(href)) return Promise.resolve();
  requested.add(href);
  // Safari has no link prefetch; a plain request fills the HTTP cache instead. Failures are the browser's to log.
  if (!supportsPrefetch()) return fetch(href, {credentials: 'include'}).then(() => undefined, () => undefined);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}
