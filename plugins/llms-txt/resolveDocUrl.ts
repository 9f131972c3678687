/**
 * Makes the link targets of a doc absolute for its Markdown copy, the way the
 * site resolves them: `./other.md#x` through the docs' own source → page map,
 * `/docs/…` under the base URL, `#x` on the page itself.
 */
import path from 'node:path';

export type DocUrlContext = {
  /** Origin of the deployed site, e.g. https://docs.surge.wtf */
  siteUrl: string;
  /** Path the site is served under, starting and ending with `/`. */
  baseUrl: string;
  /** Absolute URL of the page the link is on. */
  pageUrl: string;
  /** Source of the page, relative to the site directory (`docs/guides/index.md`). */
  sourcePath: string;
  /** Served permalink (base URL included) of every doc, by source path relative to the site directory. */
  permalinkBySource: ReadonlyMap<string, string>;
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The absolute URL for `url`, or null when it is already absolute or cannot be resolved. */
export function resolveDocUrl(url: string, context: DocUrlContext): string | null {
  if (SCHEME.test(url) || url.startsWith('//')) return null;
  if (url.startsWith('#')) return `${context.pageUrl}${url}`;
  const [target = '', fragment = ''] = splitFragment(url);
  if (target.startsWith('/')) {
    return `${context.siteUrl}${context.baseUrl}${target.slice(1)}${fragment}`;
  }
  if (/\.mdx?$/.test(target)) {
    const source = path.posix.normalize(path.posix.join(path.posix.dirname(context.sourcePath), decodeURIComponent(target)));
    const permalink = context.permalinkBySource.get(source);
    return permalink ? `${context.siteUrl}${permalink}${fragment}` : null;
  }
  return new URL(url, context.pageUrl).href;
}

function splitFragment(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}
