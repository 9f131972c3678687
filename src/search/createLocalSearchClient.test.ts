import {describe, expect, test, vi} from 'vitest';
import {createSearchEngine, matchedOnlyText, matchesFacetFilters, SCORE_ALL_UP_TO, termsToMark} from './createLocalSearchClient';
import {buildSearchIndex, decodeTerms, searchSourceFromRecords} from './searchIndex';
import type {Hierarchy, RecordType, SearchRecord} from './types';

let position = 0;
function record(url: string, type: RecordType, hierarchy: Partial<Hierarchy>, content: string | null = null, tag = 'docs-default-current'): SearchRecord {
  return {
    objectID: `id-${position}`,
    url,
    type,
    content,
    hierarchy: {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy},
    language: 'en',
    docusaurus_tag: tag,
    position: position++,
  };
}

const RECORDS = [
  record('/docs/intro', 'lvl1', {lvl0: 'Documentation', lvl1: 'Introduction'}),
  record('/docs/intro', 'content', {lvl0: 'Documentation', lvl1: 'Introduction'}, 'Surge uses a bond posted by provers for each batch.'),
  record('/docs/provers/register', 'lvl1', {lvl1: 'Register provers'}),
  record('/docs/provers/register#register-sgx', 'lvl2', {lvl1: 'Register provers', lvl2: 'Register an SGX prover'}),
  record(
    '/docs/provers/register#register-sgx',
    'content',
    {lvl1: 'Register provers', lvl2: 'Register an SGX prover'},
    'Set SGX_RAIKO_HOST in .env before running the deployer.',
  ),
  record('/docs/provers/register#register-sgx', 'content', {lvl1: 'Register provers', lvl2: 'Register an SGX prover'}, 'The deployer registers the instance.'),
  record('/docs/hoodi', 'lvl1', {lvl1: 'Surge on Hoodi'}),
  record(
    '/docs/hoodi#rpc',
    'content',
    {lvl1: 'Surge on Hoodi', lvl2: 'Endpoints'},
    'The L2 RPC is https://l2-rpc.hoodi.surge.wtf and <script>alert(1)</script> is text.',
  ),
  record('/blog/post', 'lvl1', {lvl0: 'Blog', lvl1: 'Prover news'}, null, 'blog'),
];

const engine = createSearchEngine(searchSourceFromRecords(RECORDS));
const engineOf = (records: SearchRecord[]) => createSearchEngine(searchSourceFromRecords(records));

function search(query: string, extra: Record<string, unknown> = {}) {
  return engine.searchOne({indexName: 'surge', query, ...extra});
}

describe('the search engine', () => {
  test('answers in Algolia’s response shape', async () => {
    const result = await search('register', {clickAnalytics: true});
    expect(result).toMatchObject({nbHits: expect.any(Number), page: 0, hitsPerPage: 20, query: 'register', index: 'surge'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.hits[0]).toMatchObject({objectID: expect.any(String), url: expect.any(String), type: expect.any(String)});
    expect(result.hits[0]!._highlightResult.hierarchy.lvl1?.value).toContain('<mark>');
  });

  test('ranks title and heading matches above body text', async () => {
    const result = await search('prover');
    const urls = result.hits.map((hit) => hit.url);
    expect(urls).toHaveLength(4);
    expect(urls.at(-1)).toBe('/docs/intro');
    expect(result.hits.slice(0, 3).every((hit) => hit.type !== 'content')).toBe(true);
  });

  test('keeps one hit per URL', async () => {
    const result = await search('deployer');
    expect(result.hits.map((hit) => hit.url)).toEqual(['/docs/provers/register#register-sgx']);
  });

  test('matches prefixes of the last word and tolerates typos', async () => {
    expect((await search('regis')).nbHits).toBeGreaterThan(0);
    expect((await search('registr provers')).hits[0]?.url).toBe('/docs/provers/register');
    expect((await search('hodi')).hits[0]?.url).toBe('/docs/hoodi');
  });

  test('completes a last word shorter than 3 letters from titles and headings only', async () => {
    // "Surge on Hoodi" is a title; "https://l2-rpc.hoodi…" and "hoodi" elsewhere are body text only.
    expect((await search('ho')).hits.map((hit) => hit.url)).toEqual(['/docs/hoodi']);
    expect((await search('hoo')).hits.map((hit) => hit.url)).toEqual(['/docs/hoodi', '/docs/hoodi#rpc']);
    // A short word typed in full still matches anywhere.
    expect((await search('l2')).hits.map((hit) => hit.url)).toEqual(['/docs/hoodi#rpc']);
    // A single letter matches titles only: "a" in "uses a bond" does not count.
    expect((await search('a')).hits.map((hit) => hit.url)).toEqual(['/docs/provers/register#register-sgx']);
  });

  test('on a big index, scores the best tiers only, yet counts every hit', async () => {
    position = 0;
    const many = Array.from({length: SCORE_ALL_UP_TO + 500}, (_, index) =>
      record(`/docs/p${index}`, 'content', {lvl1: `Page ${index}`}, 'The deployer posts a bond before proving.'),
    );
    many.push(record('/docs/bonds', 'lvl2', {lvl1: 'Provers', lvl2: 'Bond and deployer'}));
    const engine = engineOf(many);
    const result = await engine.searchOne({query: 'deployer bond', hitsPerPage: 5});
    expect(result.nbHits).toBe(many.length);
    expect(result.hits[0]?.url).toBe('/docs/bonds');
    // Body-only hits follow in page order.
    expect(result.hits.slice(1).map((hit) => hit.url)).toEqual(['/docs/p0', '/docs/p1', '/docs/p2', '/docs/p3']);
    expect((await engine.searchOne({query: 'deployr bond'})).nbHits).toBe(many.length);
    // One word whose title match fills the page: scored and counted in one pass.
    expect(await engine.searchOne({query: 'deployer', hitsPerPage: 1})).toMatchObject({nbHits: many.length, hits: [{url: '/docs/bonds'}]});
    expect((await engine.searchOne({query: 'deployer', hitsPerPage: 2})).hits.map((hit) => hit.url)).toEqual(['/docs/bonds', '/docs/p0']);
  });

  test('filters by facets: AND across entries, OR inside arrays', async () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const result = await search('prover', {facetFilters: filters});
    expect(result.hits.map((hit) => hit.url)).not.toContain('/blog/post');
    expect(matchesFacetFilters(RECORDS[8]!, ['docusaurus_tag:blog'])).toBe(true);
    expect(matchesFacetFilters(RECORDS[8]!, ['-docusaurus_tag:blog'])).toBe(false);
  });

  test('cuts snippets to the requested number of words', async () => {
    const result = await search('bond', {attributesToSnippet: ['content:5'], snippetEllipsisText: '...'});
    expect(result.hits[0]?._snippetResult.content?.value).toBe('...uses a <mark>bond</mark> posted by...');
  });

  test('renders titles without a requested snippet length whole, and titles hits share the same', async () => {
    const result = await search('register', {attributesToSnippet: ['hierarchy.lvl2:2']});
    const page = result.hits.find((hit) => hit.url === '/docs/provers/register');
    const section = result.hits.find((hit) => hit.url === '/docs/provers/register#register-sgx');
    expect(page?._snippetResult.hierarchy.lvl1).toEqual({value: '<mark>Register</mark> provers', matchLevel: 'full'});
    expect(section?._snippetResult.hierarchy.lvl2).toEqual({value: '<mark>Register</mark> an…', matchLevel: 'full'});
    expect(section?._highlightResult.hierarchy.lvl1).toEqual(page?._highlightResult.hierarchy.lvl1);
  });

  test('uses the requested highlight tags and escapes record text', async () => {
    const result = await search('script', {highlightPreTag: '<em>', highlightPostTag: '</em>'});
    const value = result.hits[0]?._highlightResult.content?.value ?? '';
    expect(value).toContain('&#60;<em>script</em>&#62;');
    expect(value).not.toContain('<script>');
  });

  test('pages through hits with hitsPerPage', async () => {
    const first = await search('prover', {hitsPerPage: 2});
    const second = await search('prover', {hitsPerPage: 2, page: 1});
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(2);
    expect(second.hits).toHaveLength(2);
    expect([...first.hits, ...second.hits].map((hit) => hit.url)).toEqual((await search('prover')).hits.map((hit) => hit.url));
  });

  test('reads parameters sent as a params string', async () => {
    expect(await engine.searchOne({indexName: 'surge', params: 'query=hoodi&hitsPerPage=1'})).toMatchObject({query: 'hoodi', hitsPerPage: 1});
  });

  test('returns no hits for an empty or symbol-only query', async () => {
    expect((await search('')).nbHits).toBe(0);
    expect((await search('.*+?^${}()|[]')).nbHits).toBe(0);
  });

  test('falls back to any word when no record has all of them', async () => {
    const result = await search('how do I register a prover');
    expect(result.hits[0]?.url).toBe('/docs/provers/register');
  });

  test.each([
    ['all words optional', 'register sgx deployer', 'register sgx deployer', ['/docs/provers/register#register-sgx', '/docs/provers/register']],
    ['the other words required', 'sgx bond', ['bond'], ['/docs/provers/register#register-sgx']],
    ['none, so all words are needed first', 'register bond', [], ['/docs/provers/register', '/docs/provers/register#register-sgx', '/docs/intro']],
  ])('honours optionalWords (%s)', async (_name, query, optionalWords, urls) => {
    const result = await search(query, {optionalWords});
    expect(result.hits.map((hit) => hit.url)).toEqual(urls);
  });

  test('suggests the biggest top-level sections', async () => {
    expect(engine.suggestions(2)).toEqual(['Guides', 'Documentation']);
  });

  test('loads text only for hits that show it, and shows headings alone when it cannot load', async () => {
    const source = searchSourceFromRecords(RECORDS);
    const inMemory = source.loadText;
    const loaded: number[] = [];
    let offline = true;
    const flaky = createSearchEngine({
      index: source.index,
      loadText: async (chunk) => {
        if (offline) throw new Error('offline');
        loaded.push(chunk);
        return inMemory(chunk);
      },
    });
    // Title matches need no text.
    const titles = await flaky.searchOne({query: 'ho'});
    expect(titles.hits.map((hit) => hit.url)).toEqual(['/docs/hoodi']);
    // Body matches: offline, the hit keeps its URL and headings, without a snippet.
    const offlineHit = (await flaky.searchOne({query: 'bond'})).hits[0]!;
    expect(offlineHit).toMatchObject({url: '/docs/intro', content: null});
    offline = false;
    const onlineHit = (await flaky.searchOne({query: 'bond'})).hits[0]!;
    expect(onlineHit._snippetResult.content?.value).toContain('<mark>bond</mark>');
    expect(loaded).toEqual([0]);
  });

  test('shows text as it arrives: a hit waiting for its paragraph shows its headings, then the same search shows the paragraph', async () => {
    const source = searchSourceFromRecords(RECORDS);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = createSearchEngine({index: source.index, loadText: async (chunk) => (await held, source.loadText(chunk))});
    const asArrives = {showTextAsItArrives: true};
    // Title matches wait for no text.
    expect((await slow.findMatches({query: 'ho'}, asArrives)).textPending).toBeUndefined();
    const early = await slow.findMatches({query: 'bond'}, asArrives);
    expect(early.hits.map((hit) => [hit.url, hit.type, hit.content])).toEqual([['/docs/intro', 'lvl1', null]]);
    expect(early.textPending).toBeInstanceOf(Promise);
    release();
    expect(await early.textPending).toBe(true);
    const later = await slow.findMatches({query: 'bond'}, asArrives);
    expect(later.textPending).toBeUndefined();
    expect(later.hits[0]).toMatchObject({url: '/docs/intro', type: 'content'});
    expect(later.hits[0]!.matches.content?.snippet.text).toContain('bond');
  });

  test('shows text as it arrives: a text that cannot load settles its wait with false, and the hit keeps its headings', async () => {
    const source = searchSourceFromRecords(RECORDS);
    const offline = createSearchEngine({index: source.index, loadText: () => Promise.reject(new Error('offline'))});
    const result = await offline.findMatches({query: 'bond'}, {showTextAsItArrives: true});
    expect(await result.textPending).toBe(false);
    expect(result.hits[0]).toMatchObject({url: '/docs/intro', content: null});
  });

  test('gives Ask AI every record from the source’s one-file loader when it has one, loading no chunk', async () => {
    const source = searchSourceFromRecords(RECORDS);
    const loadText = vi.fn(source.loadText);
    const withRecordsFile = createSearchEngine({...source, loadText, loadAllRecords: async () => RECORDS});
    expect(await withRecordsFile.loadRecords()).toBe(RECORDS);
    expect(loadText).not.toHaveBeenCalled();
  });

  test('gives Ask AI every record, read back from the page texts, and its ranking', async () => {
    expect((await engine.loadRecords()).map(({objectID: _id, ...record}) => record)).toEqual(RECORDS.map(({objectID: _id, ...record}) => record));
    expect(engine.rank({query: 'sgx'}).hits[0]?.url).toBe('/docs/provers/register#register-sgx');
    expect((await engine.searchOne({query: 'sgx'})).hits[0]?.url).toBe('/docs/provers/register#register-sgx');
  });
});

test('a hit shows text only when some query word matched no heading, completions and typos counted', () => {
  // "provers" completes "prover" and is only in the text, but "prover" itself is in a heading.
  expect(matchedOnlyText({match: {register: ['title'], prover: ['title'], provers: ['content']}}, ['register', 'prover'])).toBe(false);
  expect(matchedOnlyText({match: {register: ['context'], bond: ['content']}}, ['register', 'bond'])).toBe(true);
  // A typo correction stands for every query word.
  expect(matchedOnlyText({match: {hoodi: ['title']}}, ['hodi'])).toBe(false);
  expect(matchedOnlyText({match: {hoodi: ['content']}}, ['hodi'])).toBe(true);
});

test('termsToMark keeps the query words and typo corrections, not the completions of a prefix', () => {
  expect(termsToMark(['p'], ['prover', 'provers', 'port'])).toEqual(['p']);
  expect(termsToMark(['hodi', 'reg'], ['hoodi', 'register'])).toEqual(['hodi', 'reg', 'hoodi']);
});

describe('common words on a big index', () => {
  // 6,000 records that all say "next": a common word, as on a large site.
  const filler = Array.from({length: 6000}, (_, index) => record(`/docs/page-${index}`, 'content', {lvl1: `Page ${index}`}, 'Go on to the next step.'));
  const target = record('/docs/wallet', 'content', {lvl1: 'Wallet'}, 'Add the network in your wallet settings.');

  test('a common word among others is left out, so hits need only the telling words', async () => {
    const engine = engineOf([...filler, target]);
    const result = await engine.searchOne({query: 'add next wallet', hitsPerPage: 20});
    expect(result.hits.map((hit) => hit.url)).toEqual(['/docs/wallet']);
    expect(result.nbHits).toBe(1);
  });

  test('on a small index every word counts', async () => {
    const engine = engineOf([...filler.slice(0, 50), target]);
    // No record has all three words: the engine falls back to any of them.
    expect((await engine.searchOne({query: 'add next wallet', hitsPerPage: 20})).nbHits).toBeGreaterThan(1);
  });

  test('the last word, still being typed, is never left out', async () => {
    const engine = engineOf([...filler, target]);
    // "next" as a prefix the wallet record lacks: no record has every word, so any of them will do.
    expect((await engine.searchOne({query: 'add wallet next', hitsPerPage: 20})).nbHits).toBeGreaterThan(1);
  });
});

describe('stop words', () => {
  const pages = [
    record('/docs/wallet', 'content', {lvl1: 'Wallet'}, 'Add the network to your wallet settings.'),
    record('/docs/address', 'content', {lvl1: 'Addresses'}, 'Contract addresses of the network.'),
    record('/docs/other', 'content', {lvl1: 'Other'}, 'The rest of it is on this page.'),
  ];

  test('have no postings in the index', () => {
    const {index} = buildSearchIndex(pages);
    const terms = new Set(decodeTerms(index.terms));
    expect(terms.has('network')).toBe(true);
    for (const stopWord of ['the', 'to', 'your', 'of', 'is', 'on', 'this', 'it']) expect(terms.has(stopWord), stopWord).toBe(false);
  });

  test('are left out of a query with other words: "add the wallet" finds what "add wallet" finds', async () => {
    const engine = engineOf(pages);
    const urls = async (query: string) => (await engine.searchOne({query, hitsPerPage: 20})).hits.map((hit) => hit.url);
    expect(await urls('add the wallet')).toEqual(await urls('add wallet'));
    expect(await urls('add the wallet')).toEqual(['/docs/wallet']);
    expect(await urls('how to add wallet to')).toEqual(['/docs/wallet']);
  });

  test('alone, one is still a prefix being typed: "a" finds the "Addresses" title', async () => {
    const engine = engineOf(pages);
    const urls = (await engine.searchOne({query: 'a', hitsPerPage: 20})).hits.map((hit) => hit.url);
    expect(urls).toEqual(['/docs/address']);
  });
});
