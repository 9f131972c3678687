import {expect, test} from 'vitest';
import {compactRecords, expandRecords} from './compactRecords';
import {buildSearchIndex, decodeTerms, encodePostings, encodeTerms, headingRecord, pageRecords, readPostings, readSections, sectionWords} from './searchIndex';
import {testRecord} from './testRecord';
import type {SearchRecord} from './types';

const record = testRecord;

const RECORDS: SearchRecord[] = [
  record('/docs/deploy', 'lvl1', {}, null, 0),
  record('/docs/deploy', 'content', {}, 'Set L1_ENDPOINT_HTTP first.', 1),
  record('/docs/deploy#steps', 'lvl2', {lvl2: 'Steps'}, null, 2),
  record('/docs/deploy#steps', 'content', {lvl2: 'Steps'}, 'Same text.', 3),
  record('/docs/deploy#steps', 'content', {lvl2: 'Steps'}, 'Same text.', 4, 1),
  record('/docs/deploy#open-ports', 'lvl3', {lvl2: 'Steps', lvl3: 'Ports'}, null, 5),
  record('/docs/other#table', 'content', {lvl0: 'About', lvl1: 'Other', lvl2: 'Table'}, 'Chain ID 763375 chain', 6),
  {...record('/docs/blog', 'lvl1', {lvl0: 'Blog', lvl1: 'News'}, null, 7), docusaurus_tag: 'blog'},
];

async function allRecords(records: SearchRecord[]): Promise<SearchRecord[]> {
  const {index, pageTexts} = buildSearchIndex(records);
  const sections = readSections(index);
  return index.pages.flatMap((_, page) => {
    const first = sections.findIndex((section) => section.page === page);
    return pageRecords(sections, first, pageTexts[page]!).records;
  });
}

test('the index and page texts give back every record, ids, tags and positions included', async () => {
  expect(await allRecords(RECORDS)).toEqual(RECORDS);
  // The same records as the full file the build also writes (uploads, checks).
  expect(await allRecords(expandRecords(compactRecords(RECORDS.slice(0, 7))))).toEqual(RECORDS.slice(0, 7));
});

test('the index holds words and headings, not the text', () => {
  const {index} = buildSearchIndex(RECORDS);
  const json = JSON.stringify(index);
  expect(json).not.toContain('first.');
  expect(json).not.toContain('Same text');
  const words = sectionWords(index);
  const sections = readSections(index);
  const steps = sections.findIndex((section) => section.url === '/docs/deploy#steps');
  expect(words[steps]!.sort()).toEqual(['same', 'same', 'text', 'text']);
  // Identifiers are indexed whole and by their parts.
  expect(words[0]).toEqual(expect.arrayContaining(['l1_endpoint_http', 'endpoint', 'first']));
  expect(words[sections.findIndex((section) => section.url === '/docs/other#table')]!.filter((word) => word === 'chain')).toHaveLength(2);
});

test('sections carry their type, URL, tag, and the heading record when the index alone can rebuild it', () => {
  const sections = readSections(buildSearchIndex(RECORDS).index);
  expect(sections.map((section) => [section.url, section.type, section.docusaurus_tag])).toEqual([
    ['/docs/deploy', 'lvl1', 'docs-default-current'],
    ['/docs/deploy#steps', 'lvl2', 'docs-default-current'],
    ['/docs/deploy#open-ports', 'lvl3', 'docs-default-current'],
    ['/docs/other#table', 'lvl2', 'docs-default-current'],
    ['/docs/blog', 'lvl1', 'blog'],
  ]);
  expect(sections.map(headingRecord)).toEqual([RECORDS[0], RECORDS[2], RECORDS[5], null, RECORDS[7]]);
});

test('anchors that are the slug of their heading are not stored', () => {
  const {index} = buildSearchIndex(RECORDS);
  expect(index.sections[1]![1]).toBeNull();
  expect(index.sections[2]![1]).toBe('open-ports');
});

test('terms are front-coded and come back as written', () => {
  const terms = ['0x6daa9a9e', '0x6daa9a9f', 'a'.repeat(40), `${'a'.repeat(40)}b`, 'bond', 'bonds', 'zürich'];
  const encoded = encodeTerms(terms);
  expect(encoded.length).toBeLessThan(terms.join('\n').length);
  expect(decodeTerms(encoded)).toEqual(terms);
  expect(decodeTerms('')).toEqual([]);
});

test('postings come back with their counts, small and large', () => {
  const counts = new Map([
    [0, 1],
    [7, 2],
    [35, 28],
    [36, 29],
    [1000, 1],
    [123456, 500],
  ]);
  const read: [number, number][] = [];
  readPostings(encodePostings(counts), (section, count) => read.push([section, count]));
  expect(read).toEqual([...counts]);
});
