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

  describe('shell blocks', () => {
    /** A section with a block's title, carrying its commands, after its prose. */
    function withBlock(url: string, headings: Partial<Hierarchy>, prose: string[], title: string, command: string): SearchRecord[] {
      const records = section(url, headings, [...prose, title]);
      return records.map((record, index) => (index === records.length - 1 ? {...record, command} : record));
    }
    const BLOCKS = [
      ...withBlock(
        '/docs/l1#deploy',
        {lvl1: 'Deploy L1', lvl2: 'Deploy the local L1 devnet'},
        ['Answer no and the script prints the endpoints of the existing local L1 devnet and stops.'],
        'Deploy the L1 devnet (local)',
        './deploy-surge-devnet-l1.sh --environment local',
      ),
      ...withBlock(
        '/docs/l1#remove',
        {lvl1: 'Deploy L1', lvl2: 'Remove the L1 devnet'},
        ['Removal cannot be undone.'],
        'Remove the L1 devnet',
        './remove-surge-devnet-l1.sh',
      ),
      ...withBlock('/docs/l2#remove', {lvl1: 'Deploy L2', lvl2: 'Remove the devnet'}, [], 'Remove the L2 devnet', './surge-remover.sh'),
      ...section('/docs/l2#about', {lvl1: 'Deploy L2', lvl2: 'About'}, ['The L2 devnet keeps its chain data in ./execution-data until it is removed.']),
    ];
    const top = (question: string) => rankSentences(question, BLOCKS).scored[0]?.unit;

    test('a "how do I" question finds the block that does it, by its title and its commands', () => {
      expect(top('how do I tear down the local L1 devnet?')).toMatchObject({text: 'Remove the L1 devnet', command: './remove-surge-devnet-l1.sh'});
      expect(top('how do I run remove-surge-devnet-l1.sh?')?.command).toBe('./remove-surge-devnet-l1.sh');
    });

    test('a step that does another action ranks below one that does the action asked for', () => {
      const ranked = rankSentences('how do I tear down the local L1 devnet?', BLOCKS).scored.map(({unit}) => unit.text);
      expect(ranked.indexOf('Remove the L1 devnet')).toBeLessThan(ranked.indexOf('Deploy the L1 devnet (local)'));
    });

    test("a command's paths name no chain: the L1 block is not an L2 step because its script says surge", () => {
      expect(top('how do I wipe the L2 devnet?')).toMatchObject({text: 'Remove the L2 devnet', command: './surge-remover.sh'});
    });

    test('any other question is answered from the prose, not from a block', () => {
      expect(rankSentences('where does the L2 devnet keep its data?', BLOCKS).scored.every(({unit}) => unit.command === null)).toBe(true);
    });
  });

  test('a section whose page title names the question counts like one whose headings do', () => {
    const records = [
      ...section('/docs/running#hardware', {lvl1: 'Running Surge', lvl2: 'Hardware'}, [
        'SGX prover machine · Raiko with SGX; an SGX-capable CPU.',
        'GPU machine · An NVIDIA GPU.',
      ]),
      ...section('/docs/sgx#hardware', {lvl1: 'Run an SGX prover', lvl2: 'SGX machine requirements'}, [
        'CPU · An SGX-capable CPU with SGX enabled.',
        'RAM and disk · Not published.',
      ]),
      ...section('/docs/l2#start', {lvl1: 'Deploy L2', lvl2: 'Start'}, [
        'Run the stack script.',
        'The node serves JSON-RPC.',
        'Proposals go to L1.',
        'The prover proves batches.',
      ]),
    ];
    expect(rankSentences('what hardware do I need to run an SGX prover?', records).scored[0]?.unit.section.url).toBe('/docs/sgx#hardware');
  });

  test('a multi-word near form is one term, with its group as near forms', () => {
    const [term] = queryTerms('tear down the devnet');
    expect(term).toMatchObject({term: 'tear down', phrases: ['tear down']});
    expect(term!.nearForms.has('remove')).toBe(true);
  });
});
