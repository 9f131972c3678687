import {expect, test} from 'vitest';
import {compactRecords, expandRecords} from './compactRecords';
import {
  TEXT_CHUNK_CHARACTERS,
  buildSearchIndex,
  decodeTerms,
  encodePostings,
  encodeTerms,
  headingRecord,
  chunkRecords,
  readPostings,
  readSections,
  sectionWords,
} from './searchIndex';
import {testRecord} from './testRecord';
import {normalizeTerm} from './tokenize';
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

function allRecords(records: SearchRecord[]): SearchRecord[] {
  const {index, textChunks} = buildSearchIndex(records);
  const sections = readSections(index);
  return textChunks.flatMap((chunk) => chunkRecords(sections, chunk).records);
}

test('the index and text chunks give back every record, ids, tags and positions included', () => {
  expect(allRecords(RECORDS)).toEqual(RECORDS);
  // The same records as the full file the build also writes (uploads, checks).
  expect(allRecords(expandRecords(compactRecords(RECORDS.slice(0, 7))))).toEqual(RECORDS.slice(0, 7));
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

test('text chunks hold whole sections of one page, about TEXT_CHUNK_CHARACTERS each', () => {
  const long = 'word '.repeat(TEXT_CHUNK_CHARACTERS / 10);
  const records = [
    record('/docs/a', 'lvl1', {lvl1: 'A'}, null, 0),
    record('/docs/a', 'content', {lvl1: 'A'}, long, 1),
    record('/docs/a', 'content', {lvl1: 'A'}, long, 2, 1),
    record('/docs/a#b', 'lvl2', {lvl1: 'A', lvl2: 'B'}, null, 3),
    record('/docs/a#b', 'content', {lvl1: 'A', lvl2: 'B'}, 'Short.', 4),
    record('/docs/a#c', 'lvl2', {lvl1: 'A', lvl2: 'C'}, null, 5),
    record('/docs/z', 'lvl1', {lvl1: 'Z'}, null, 6),
  ];
  const {index, textChunks} = buildSearchIndex(records);
  // Section A fills a chunk alone though it is over the size; B and C share one; page Z starts its own.
  expect(index.textStarts).toBe('1101');
  expect(textChunks.map((chunk) => chunk.contents.length)).toEqual([3, 3, 1]);
  expect(allRecords(records)).toEqual(records);
});

test('anchors that are the slug of their heading are not stored', () => {
  const {index} = buildSearchIndex(RECORDS);
  expect(index.sections[1]![1]).toBeNull();
  expect(index.sections[2]![1]).toBe('open-ports');
});

// The engine adds the index's terms to its content field as they are (engineIndex.ts): they must be normalized here.
test('the index holds its words normalized, accents and capitals folded as a query folds them', () => {
  const {index} = buildSearchIndex([...RECORDS, record('/docs/zurich', 'content', {}, 'Zürich RETH_PROVER São_Paulo', 9)]);
  const terms = decodeTerms(index.terms);
  expect(terms).toEqual(expect.arrayContaining(['zurich', 'reth_prover', 'sao_paulo', 'l1_endpoint_http']));
  expect(terms.filter((term) => normalizeTerm(term) !== term)).toEqual([]);
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
