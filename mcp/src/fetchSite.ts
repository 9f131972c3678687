/**
 * A snapshot of a deployed site, fetched over HTTP the way makeSnapshot reads a
 * build: search-records.json, llms.txt (descriptions) and the Markdown copy of
 * every page the search records list (`<page URL>.md`).
 */
import type {CompactRecords} from '../../src/search/compactRecords';
import {markdownTitle, parseLlmsTxt, SNAPSHOT_FORMAT, type DocsSnapshot, type SnapshotPage} from './snapshot';

const TIMEOUT_MS = 15_000;
const PARALLEL = 6;

async function get(url: string, fetchImpl: typeof fetch): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, {signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow'});
  } catch (cause) {
    throw new Error(`Cannot fetch ${url} (${cause instanceof Error ? cause.message : String(cause)}).`);
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
  return response;
}

/** `https://docs.surge.wtf` or `https://host/base/` → the site URL ending in `/`. */
export function normalizeSiteUrl(site: string): string {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site needs an absolute URL such as https://docs.surge.wtf, not "${site}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--site needs an http(s) URL, not "${site}".`);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

export async function fetchSiteSnapshot(site: string, fetchImpl: typeof fetch = fetch): Promise<DocsSnapshot> {
  const siteUrl = normalizeSiteUrl(site);
  const basePath = new URL(siteUrl).pathname;
  const searchRecords = (await (await get(new URL('search-records.json', siteUrl).href, fetchImpl)).json()) as CompactRecords;
  if (searchRecords?.version !== 2 || !Array.isArray(searchRecords.pages))
    throw new Error(`${siteUrl}search-records.json is not in the compact search-record format.`);
  let descriptions = new Map<string, string>();
  try {
    descriptions = parseLlmsTxt(await (await get(new URL('llms.txt', siteUrl).href, fetchImpl)).text()).descriptions;
  } catch {
    // Descriptions are optional.
  }
  const urls = [...new Set(searchRecords.pages.map(([url]) => url))];
  const pages: SnapshotPage[] = [];
  for (let start = 0; start < urls.length; start += PARALLEL) {
    const batch = await Promise.all(
      urls.slice(start, start + PARALLEL).map(async (url): Promise<SnapshotPage> => {
        const markdown = await (await get(new URL(`${url}.md`, siteUrl).href, fetchImpl)).text();
        const pagePath = url.startsWith(basePath) ? `/${url.slice(basePath.length)}` : url;
        return {path: pagePath, title: markdownTitle(markdown) ?? pagePath, description: descriptions.get(url) ?? descriptions.get(pagePath) ?? null, markdown};
      }),
    );
    pages.push(...batch);
  }
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {format: SNAPSHOT_FORMAT, siteUrl, pages, searchRecords};
}
