/**
 * The site a snapshot holds, as the tools read it: its pages by path, full URLs
 * for site paths, a page found from whatever path or URL an agent passes, and
 * the search engine, built once per snapshot and shared by every server made from it
 * (one per HTTP request in stateless mode).
 */
import type {FindingLink} from '../../src/env/checks';
import {expandRecords} from '../../src/search/compactRecords';
import {createSearchEngine, type SearchEngine} from '../../src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '../../src/search/searchIndex';
import type {DocsSnapshot, SnapshotPage} from './snapshot';

export const RESOURCE_SCHEME = 'surge-docs';

export type SearchState = {engine: SearchEngine; sectionText: Map<string, string>};
type Shared = {pages: Map<string, SnapshotPage>; basePath: string; search: Promise<SearchState> | null};

export type DocsSite = {
  snapshot: DocsSnapshot;
  /** The site's base path, e.g. "/". */
  basePath: string;
  /** A site path (with or without the base path) as a full URL. */
  fullUrl: (sitePath: string) => string;
  /** A finding's link as "label: URL". */
  linkText: (link: FindingLink) => string;
  /** The page a path, full URL or surge-docs:// URI names, or null. */
  findPage: (input: string) => SnapshotPage | null;
  /** Pages whose path shares the last word of what was asked for. */
  nearPages: (input: string) => SnapshotPage[];
  /** The search engine, built on first use (about a second for the whole site). */
  search: () => Promise<SearchState>;
};

const SHARED = new WeakMap<DocsSnapshot, Shared>();

function shared(snapshot: DocsSnapshot): Shared {
  let state = SHARED.get(snapshot);
  if (!state) {
    state = {pages: new Map(snapshot.pages.map((page) => [page.path, page])), basePath: new URL(snapshot.siteUrl).pathname, search: null};
    SHARED.set(snapshot, state);
  }
  return state;
}

const SECTION_TEXT_CHARS = 240;

function buildSearch(snapshot: DocsSnapshot): SearchState {
  const records = expandRecords(snapshot.searchRecords);
  // The start of each section's text: a heading hit has none of its own, and an agent wants more than the heading.
  const sectionText = new Map<string, string>();
  for (const record of records) {
    if (record.content === null) continue;
    const text = sectionText.get(record.url) ?? '';
    if (text.length < SECTION_TEXT_CHARS) sectionText.set(record.url, `${text} ${record.content}`.trim());
  }
  return {engine: createSearchEngine(searchSourceFromRecords(records)), sectionText};
}

function searchFor(snapshot: DocsSnapshot): Promise<SearchState> {
  const state = shared(snapshot);
  if (!state.search) {
    const search = Promise.resolve().then(() => buildSearch(snapshot));
    // A failed build is tried again next time instead of failing every later search.
    search.catch(() => (state.search = null));
    state.search = search;
  }
  return state.search;
}

export async function searchEngineFor(snapshot: DocsSnapshot): Promise<SearchEngine> {
  return (await searchFor(snapshot)).engine;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What an agent passed as a page, as a site path without the base path, or null for a URL that does not parse. */
function pathOf(input: string, basePath: string): string | null {
  let text = input.trim();
  const resourcePrefix = `${RESOURCE_SCHEME}://`;
  if (text.startsWith(resourcePrefix)) text = `/${text.slice(resourcePrefix.length)}`;
  else if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      text = url.pathname.startsWith(basePath) ? `/${url.pathname.slice(basePath.length)}` : url.pathname;
    } catch {
      return null;
    }
  }
  text = text
    .replace(/[?#].*$/, '')
    .replace(/\.md$/i, '')
    .replace(/\/+$/, '');
  return text.startsWith('/') ? text : `/${text}`;
}

export function docsSite(snapshot: DocsSnapshot): DocsSite {
  const {pages, basePath} = shared(snapshot);
  const fullUrl = (sitePath: string) => {
    const withoutBase = sitePath.startsWith(basePath) ? sitePath.slice(basePath.length) : sitePath.replace(/^\//, '');
    return new URL(withoutBase, snapshot.siteUrl).href;
  };
  const findPage = (input: string): SnapshotPage | null => {
    const text = pathOf(input, basePath);
    if (text === null) return null;
    const candidates = [text, text.startsWith('/docs/') ? text : `/docs${text}`, text.replace(/\/index$/, '')];
    for (const candidate of candidates) {
      const page = pages.get(candidate) ?? pages.get(safeDecode(candidate));
      if (page) return page;
    }
    return null;
  };
  const nearPages = (input: string): SnapshotPage[] => {
    const last = input
      .toLowerCase()
      .replace(/[?#].*$/, '')
      .replace(/\.md$/, '')
      .split('/')
      .filter(Boolean)
      .at(-1);
    if (!last || last.length < 3) return [];
    return snapshot.pages.filter((page) => page.path.toLowerCase().includes(last)).slice(0, 5);
  };
  return {
    snapshot,
    basePath,
    fullUrl,
    linkText: (link) => `${link.label}: ${fullUrl(link.to)}`,
    findPage,
    nearPages,
    search: () => searchFor(snapshot),
  };
}
