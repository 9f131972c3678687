import {describe, expect, test} from 'vitest';
import type {Hierarchy, SearchRecord} from '@site/src/search/types';
import {queryTerms, rankSentences, rowText} from './rankSentences';

let position = 0;
function section(url: string, headings: Partial<Hierarchy>, contents: string[]): SearchRecord[] {
  const hierarchy: Hierarchy = {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...headings};
  const base = {hierarchy, language: 'en', docusaurus_tag: 'docs-default-current'};
  return [
    {...base, objectID: `h${position}`, url, type: 'lvl2' as const, content: null, position: position++},
    ...contents.map((content) => ({...base, objectID: `c${position}`, url, type: 'content' as const, content, position: position++})),
  ];
}

const RECORDS = [
  ...section('/docs/devnet#ports', {lvl1: 'Deploy L2', lvl2: 'Ports'}, [
    'A port that is already in use stops the container from starting.',
    'The node serves JSON-RPC on its default port.',
  ]),
  ...section('/docs/devnet#remove', {lvl1: 'Deploy L1', lvl2: 'Remove the L1 devnet'}, ['The remover script deletes the enclave and its data.']),
  ...section('/docs/devnet#about', {lvl1: 'Deploy L1', lvl2: 'About the L1 devnet'}, ['The L1 devnet runs in a Kurtosis enclave.']),
  ...section('/docs/sgx#requirements', {lvl1: 'Run an SGX prover', lvl2: 'SGX machine requirements'}, [
    'CPU · An SGX-capable CPU with SGX enabled.',
    'RAM and disk · Not published.',
  ]),
  ...section('/docs/sgx#separate', {lvl1: 'Run an SGX prover', lvl2: 'Where to run it'}, ['Run the SGX prover and the L2 stack on separate machines.']),
  ...section('/docs/hoodi#chains', {lvl1: 'Surge on Hoodi', lvl2: 'Chains'}, [
    'The L1 of the test network is Hoodi, with chain ID 560048.',
    'The Surge L2 has chain ID 763375.',
  ]),
  ...section('/docs/issues#wrapper', {lvl1: 'Common issues', lvl2: 'Proposals revert'}, [
    'Symptom:',
    'Proposals from the proposer revert on Hoodi.',
    'Cause:',
    'The wrapper rejects keys it has not authorised, because it only forwards calls from authorised callers.',
    'Fix:',
    'Ask the Surge team to authorise the proposer key.',
  ]),
  ...section('/docs/issues#general', {lvl1: 'Common issues', lvl2: 'General'}, ['The proposer on Hoodi reads batches from L1 and proposes new ones.']),
];

function first(question: string): string | undefined {
  return rankSentences(question, RECORDS).scored[0]?.unit.text;
}

describe('rankSentences', () => {
  test('the rarest word of the question decides: an error name beats words every section has', () => {
    expect(first('my proposer on hoodi logs not authorised, why?')).toMatch(/^The wrapper rejects keys/);
  });

  test.each([
    ['why does docker say the port is already allocated?', /^A port that is already in use/],
    ['how do I tear down the L1 devnet?', /^The remover script deletes the enclave/],
    ['what hardware do I need for the SGX prover?', /^CPU — An SGX-capable CPU/],
  ])('counts the near forms operators use: %s', (question, expected) => {
    expect(first(question)).toMatch(expected);
  });

  test('a value question prefers the sentence with the value of the layer asked about', () => {
    expect(first('what is the chain id of Surge on Hoodi?')).toBe('The Surge L2 has chain ID 763375.');
    expect(first('what chain id does the L1 have?')).toBe('The L1 of the test network is Hoodi, with chain ID 560048.');
  });

  test('a why question prefers the sentence that gives a cause', () => {
    // The symptom restates the question; it is quoted first only as the lead-in to its cause.
    const top = rankSentences('why does the proposer on hoodi get rejected?', RECORDS).scored.find(({unit}) => unit.label !== 'Symptom')!;
    expect(top.unit.label).toBe('Cause');
  });

  test('quotes a table row as one sentence: first cell, then the others', () => {
    expect(rowText('Chain ID · L1: 560048 · L2: 763375')).toBe('Chain ID — L1: 560048; L2: 763375');
    expect(rowText('No cells here.')).toBe('No cells here.');
  });

  test('names the words the docs never use, and matches none of them', () => {
    const ranking = rankSentences('kubernetes helm chart', RECORDS);
    expect(ranking.unmatched).toEqual(['kubernetes', 'helm', 'chart']);
    expect(ranking.scored).toEqual([]);
  });

  test('"see" in a question finds reading and following, not the docs’ cross-references', () => {
    const records = [
      ...section('/docs/issues#fix', {lvl1: 'Issues', lvl2: 'Proposer key'}, ['Set the proposer log level in .env (see Run an L1 node).']),
      ...section('/docs/logs#read', {lvl1: 'Troubleshooting', lvl2: 'Logs'}, ['Follow the proposer container with docker logs -f.']),
    ];
    expect(rankSentences('how do I see the proposer log?', records).scored[0]?.unit.text).toMatch(/^Follow the proposer container/);
  });

  test('a multi-word near form is one term, with its group as near forms', () => {
    const [term] = queryTerms('tear down the devnet');
    expect(term).toMatchObject({term: 'tear down', phrases: ['tear down']});
    expect(term!.nearForms.has('remove')).toBe(true);
  });
});
