/** The engine's rules for what operators type: partial words, typos, code words, summary pages. */
import {describe, expect, test} from 'vitest';
import {createSearchEngine} from './createLocalSearchClient';
import {termQuery} from './engineRequest';
import {buildSearchIndex, decodeTerms, searchSourceFromRecords, type BuildIndexOptions} from './searchIndex';
import {testRecord} from './testRecord';
import type {SearchRecord} from './types';

const RECORDS: SearchRecord[] = [
  testRecord('/docs/intro', 'lvl1', {lvl1: 'Introduction'}, null, 0),
  testRecord('/docs/intro', 'content', {lvl1: 'Introduction'}, 'Surge asks provers for a bond on each batch.', 1),
  testRecord('/docs/provers', 'lvl1', {lvl1: 'Provers'}, null, 2),
  testRecord('/docs/provers#bonds', 'lvl2', {lvl1: 'Provers', lvl2: 'Bonds'}, null, 3),
  testRecord('/docs/provers#bonds', 'content', {lvl1: 'Provers', lvl2: 'Bonds'}, 'The inbox locks collateral for every proposal.', 4),
  testRecord('/docs/provers#register', 'lvl2', {lvl1: 'Provers', lvl2: 'Register'}, null, 5),
  {
    ...testRecord('/docs/provers#register', 'content', {lvl1: 'Provers', lvl2: 'Register'}, 'The deployer registers the instance.', 6),
    keywords: 'cast call $VERIFIER "nextInstanceId()"\n0x5a3bd2b7c9e1f04a8d6e7b1c2f3a4d5e6f708192',
  },
  testRecord('/docs/hoodi', 'lvl1', {lvl1: 'Surge on Hoodi'}, null, 7),
  testRecord('/docs/hoodi', 'content', {lvl1: 'Surge on Hoodi'}, 'The public network.', 8),
  testRecord('/docs/glossary', 'lvl1', {lvl1: 'Glossary'}, null, 9),
  testRecord('/docs/glossary#bond', 'lvl2', {lvl1: 'Glossary', lvl2: 'Bond'}, null, 10),
  testRecord('/docs/glossary#bond', 'content', {lvl1: 'Glossary', lvl2: 'Bond'}, 'A bond is collateral. See Provers.', 11),
];

const urlsFor = async (query: string, options: BuildIndexOptions = {}) =>
  (await createSearchEngine(searchSourceFromRecords(RECORDS, options)).searchOne({query})).hits.map((hit) => hit.url);

describe('partial words', () => {
  test('a word before the last that the index lacks is a prefix from 3 letters; a word it holds stays whole', () => {
    expect(termQuery('regis', false, true, true)).toMatchObject({prefix: true});
    expect(termQuery('regis', false, true, false)).toMatchObject({prefix: false});
    expect(termQuery('re', false, true, true)).toMatchObject({prefix: false});
  });

  test('finds the section holding every word, the partial one completed', async () => {
    // "coll" is no word of the index: read whole, no section would have both words and any with "bond" would do.
    expect((await urlsFor('coll bond')).sort()).toEqual(['/docs/glossary#bond', '/docs/provers#bonds']);
  });
});

describe('typos', () => {
  test('one wrong letter in a word of 5 letters or more still finds it', async () => {
    expect((await urlsFor('colateral inbox'))[0]).toBe('/docs/provers#bonds');
    expect((await urlsFor('deployar'))[0]).toBe('/docs/provers#register');
  });
});

describe('code words', () => {
  test('a word found only in a code block finds its section, and the text shown does not hold it', async () => {
    expect(await urlsFor('nextInstanceId')).toEqual(['/docs/provers#register']);
    const {textChunks} = buildSearchIndex(RECORDS);
    expect(JSON.stringify(textChunks)).not.toContain('nextInstanceId');
  });

  test('long hex strings in code get no postings', () => {
    const {index} = buildSearchIndex(RECORDS);
    const terms = decodeTerms(index.terms);
    expect(terms).toContain('nextinstanceid');
    expect(terms.filter((term) => /^(0x)?[0-9a-f]{16,}$/.test(term))).toEqual([]);
  });
});

describe('secondary pages', () => {
  test('a glossary line ranks below the page whose headings name the word', async () => {
    // Without the mark the glossary's short entry, its heading the word itself, ranks first.
    expect((await urlsFor('bond'))[0]).toBe('/docs/glossary#bond');
    const urls = await urlsFor('bond', {secondaryPages: new Set(['/docs/glossary'])});
    expect(urls[0]).toBe('/docs/provers#bonds');
    expect(urls).toContain('/docs/glossary#bond');
  });

  test('still answers when only the secondary page has the word', async () => {
    expect(await urlsFor('see', {secondaryPages: new Set(['/docs/glossary'])})).toEqual(['/docs/glossary#bond']);
  });
});
