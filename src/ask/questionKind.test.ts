import {describe, expect, test} from 'vitest';
import {questionFocus} from './questionKind';

describe('questionFocus', () => {
  test.each([
    ['why does docker compose say port 8547 is already allocated?', 'why'],
    ['execution reverted: NotAuthorized()', 'why'],
    ['the L2 explorer is not on localhost:3000', 'why'],
    ['how do I tear down the local L1 devnet?', 'how'],
    ['which port do I forward for P2P?', 'value'],
    ['what is the chain id of Surge on Hoodi?', 'value'],
    ['how much RAM does the devnet need?', 'value'],
    ['what hardware do I need to run an SGX prover?', 'value'],
    ['What is a based rollup?', 'what'],
    ['whats a preconfirmation supposed to be', 'what'],
    ['what does the SurgeProposerWrapper actually do', 'what'],
    ['chain id of the kurtosis l1 devnet?', 'value'],
    ['devnet: how do i check how much bond is left', 'how'],
    ['raiko keeps restarting and i dont know why', 'why'],
    ['the proposer wont start', 'why'],
    ['Tell me about the roadmap', 'other'],
  ])('%s → %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test.each([
    ['what is the chain id of Surge on Hoodi?', 'l2', 'hoodi'],
    ['what chain id does the Hoodi L1 have?', 'l1', 'hoodi'],
    ['which port is the devnet L1 RPC on?', 'l1', 'devnet'],
    ['what is the bond?', null, null],
  ])('%s is about layer %s on network %s', (question, layer, network) => {
    expect(questionFocus(question)).toMatchObject({layer, network});
  });
});
