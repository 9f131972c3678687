import {describe, expect, test} from 'vitest';
import type {Hierarchy, SearchRecord} from '@site/src/search/types';
import {questionFocus} from './questionKind';
import {corpusOf} from './rankSentences';
import {structuredAnswer} from './structuredAnswers';

function record(url: string, lvl2: string, content: string, position: number): SearchRecord {
  const hierarchy: Hierarchy = {lvl0: 'Guides', lvl1: 'Deploy L2', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {objectID: `r${position}`, url, type: 'content', content, hierarchy, language: 'en', docusaurus_tag: 't', position};
}

const RECORDS = [
  record(
    '/docs/guides/running-surge/deploy-l2#port-map',
    'Port map',
    '8547 / 8548 / 8552 · L2 Nethermind JSON-RPC / WebSocket / Engine API · L2_HTTP_PORT, L2_WS_PORT, L2_ENGINE_API_PORT',
    0,
  ),
  record('/docs/guides/running-surge/deploy-l2#port-map', 'Port map', '6060 / 6061 / 6062 · Metrics of the driver / proposer / prover relayer · fixed', 1),
  record('/docs/guides/running-surge/deploy-l2#key-cooldown-window', 'COOLDOWN_WINDOW', 'Seconds before … · .env.devnet: 1200', 2),
];
const corpus = corpusOf(RECORDS);

function answer(question: string) {
  return structuredAnswer(question, questionFocus(question), corpus);
}

describe('structuredAnswer', () => {
  test('an error name answers from the error-code data: contract, selector, where the docs explain it', () => {
    expect(answer('my proposer logs NotAuthorized on hoodi, why?')).toEqual({
      kind: 'error',
      names: ['NotAuthorized'],
      helpPaths: ['/docs/guides/surge-on-hoodi/run-l2#common-problems'],
      statements: [
        {
          text: 'NotAuthorized() (selector 0xea8e4eb5) is a custom error of SurgeProposerWrapper.',
          path: '/docs/troubleshooting/error-codes#surgeproposerwrapper-notauthorized',
        },
        {text: 'What to do: Run L2 on Hoodi: common problems.', path: '/docs/guides/surge-on-hoodi/run-l2#common-problems'},
      ],
    });
  });

  test('a selector finds its error; a plain word that happens to be an error name does not', () => {
    expect(answer('what is error 0xea8e4eb5?')).toMatchObject({kind: 'error', names: ['NotAuthorized']});
    expect(answer('is the bridge paused?')).toBeNull();
  });

  test('revert data pasted whole finds its error by the selector it starts with; other hex does not', () => {
    const argument = '0'.repeat(62) + '20';
    expect(answer(`execution reverted, data: 0xea8e4eb5${argument}`)).toMatchObject({kind: 'error', names: ['NotAuthorized']});
    // Not a selector followed by whole 32-byte words: an address, a hash.
    expect(answer('is 0xea8e4eb5ffffffffffffffffffffffffffffffff my wrapper?')).toBeNull();
  });

  test('a log line the troubleshooter knows answers with its explanation and entry', () => {
    expect(answer('bash: kurtosis: command not found')).toMatchObject({
      kind: 'log',
      statements: [{path: '/docs/troubleshooting/common-devnet-issues#l1-deployment-fails'}],
    });
  });

  test('a question about a .env key answers from the reference, with the presets’ values', () => {
    expect(answer('what should COOLDOWN_WINDOW be?')).toEqual({
      kind: 'env',
      statements: [
        {
          text: 'COOLDOWN_WINDOW: Seconds before a batch proven by only one proof family (ZK only or TEE only) can finalise (.env.devnet: 1200).',
          path: '/docs/guides/running-surge/deploy-l2#key-cooldown-window',
        },
      ],
    });
    // A symptom that names a key is for the docs' sentences to answer.
    expect(answer('I changed COOLDOWN_WINDOW but nothing changed')).toBeNull();
  });

  test('a port answers from the port map, naming the service and what sets it', () => {
    expect(answer('why does docker compose say port 8548 is already allocated?')?.statements).toEqual([
      {
        text: 'On a devnet, host port 8548 is the L2 Nethermind WebSocket (set by L2_WS_PORT); another container or program that already holds it keeps this one from starting.',
        path: '/docs/guides/running-surge/deploy-l2#port-map',
      },
    ]);
  });

  test('a Hoodi value answers from the network data, for the layer asked about', () => {
    expect(answer('what is the chain id of Surge on Hoodi?')?.statements[0]?.text).toBe(
      'Surge Hoodi testnet (the Surge L2) has chain ID 763375 (hex 0xba5ef).',
    );
    expect(answer('what chain id does the Hoodi L1 have?')?.statements[0]?.text).toBe('Ethereum Hoodi testnet (L1) has chain ID 560048 (hex 0x88bb0).');
    expect(answer('how do I run a node on Hoodi?')).toBeNull();
  });
});
