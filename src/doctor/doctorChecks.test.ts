/** Every docs section a check of the doctor names exists, and the pure judgements say what they find. */
import {describe, expect, test} from 'vitest';
import {NETWORKS} from '@site/src/data/envPresetTypes';
import {docSectionOf} from '../../lib/content/docSection';
import {DOCTOR_CHECKS, ENV_CHECK} from './doctorChecks';
import {holderOf, judgeExecutionSync, judgeHead, judgePorts, judgeTrusted, quantity, word, type PortProbe} from './judgeAnswers';

describe('the doctor’s docs links', () => {
  const links = [...DOCTOR_CHECKS, ENV_CHECK].flatMap((check) => NETWORKS.map((network) => [check.id, network, check.link(network).to] as const));
  test.each(links)('%s (%s) links to an existing section: %s', (_, __, to) => {
    expect(to).toMatch(/^\/docs\/[^#]+#[\w-]+$/);
    expect(docSectionOf(to), `${to} is a heading with that {#id}`).not.toBeNull();
  });

  test('check ids are unique', () => {
    const ids = [ENV_CHECK.id, ...DOCTOR_CHECKS.map((check) => check.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a check runs only after checks listed before it', () => {
    DOCTOR_CHECKS.forEach((check, index) => {
      for (const id of check.after) expect(DOCTOR_CHECKS.slice(0, index).map((earlier) => earlier.id)).toContain(id);
    });
  });
});

describe('judgements', () => {
  test.each([
    ['0x1', 1n],
    ['0xBA5EE', 763374n],
    ['ba5ee', null],
    [42, null],
    ['0x', null],
  ])('quantity(%j) is %s', (answer, expected) => {
    expect(quantity(answer)).toBe(expected);
  });

  test('an ABI word is 32 bytes', () => {
    expect(word(`0x${'0'.repeat(63)}1`)).toBe(1n);
    expect(word('0x01')).toBeNull();
  });

  test.each([
    [false, 'pass', 'The L1 execution client is synced (eth_syncing is false).'],
    [
      {currentBlock: '0x10', highestBlock: '0x20'},
      'warn',
      'The L1 execution client is still syncing at block 16 of 32; the L2 node follows L1 only once it has caught up.',
    ],
    [true, 'fail', 'The L1 execution client answered eth_syncing with neither false nor a sync status.'],
  ])('eth_syncing %j: %s', (answer, status, sentence) => {
    expect(judgeExecutionSync(answer)).toEqual({status, sentence});
  });

  test('a head that moves passes; one that does not warns', () => {
    expect(judgeHead('0x1', '0x3', 2000).status).toBe('pass');
    expect(judgeHead('0x3', '0x3', 2000)).toMatchObject({status: 'warn', sentence: expect.stringContaining('stayed at block 3 for 2 s') as string});
  });

  test('a verifier answer that is not a bool fails', () => {
    expect(judgeTrusted('SP1', 'block-proving program', `0x${'0'.repeat(63)}2`).status).toBe('fail');
  });
});

describe('host ports', () => {
  const CHAINS = {l1: 3151908, l2: 763374};
  const l2Rpc = (holder: PortProbe['holder']): PortProbe => ({port: 8547, users: ['L2_HTTP_PORT'], service: {kind: 'execution', layer: 'L2'}, holder});
  const blockscout = (holder: PortProbe['holder']): PortProbe => ({port: 4000, users: ['BLOCKSCOUT_PORT'], service: {kind: 'other'}, holder});
  const spamoor = (holder: PortProbe['holder']): PortProbe => ({port: 8080, users: ['L2 Spamoor UI'], service: {kind: 'other'}, holder});
  const beacon = (holder: PortProbe['holder']): PortProbe => ({port: 33001, users: ['L1 devnet beacon API'], service: {kind: 'beacon'}, holder});
  const L2_NODE = {kind: 'execution', chainId: 763374n} as const;
  const UNNAMED = {kind: 'unnamed'} as const;

  test('what answers on a port: a chain id, else a beacon version (made printable and short), else nothing known', () => {
    expect(holderOf('0xba5ee', null)).toEqual(L2_NODE);
    expect(holderOf(null, {data: {version: 'Lighthouse/v5.3.0\u001b[31m'}})).toEqual({kind: 'beacon', version: 'Lighthouse/v5.3.0[31m'});
    expect(holderOf(null, {data: {version: 'x'.repeat(500)}})).toMatchObject({version: 'x'.repeat(60)});
    expect(holderOf('garbage', {data: {}})).toEqual(UNNAMED);
  });

  test('free ports pass', () => {
    expect(judgePorts([l2Rpc(null), blockscout(null)], CHAINS)).toEqual({status: 'pass', sentence: 'All 2 host ports the stack publishes are free.'});
  });

  test('a beacon node on the Blockscout port fails, naming the port, the holder and the key to move', () => {
    const outcome = judgePorts([l2Rpc(L2_NODE), blockscout({kind: 'beacon', version: 'Lighthouse/v5.3.0'})], CHAINS);
    expect(outcome).toEqual({
      status: 'fail',
      sentence: 'One host port the stack publishes is held by another service, so the stack cannot publish it.',
      details: ['Port 4000 (BLOCKSCOUT_PORT) answers as a beacon node (Lighthouse/v5.3.0): stop it or give BLOCKSCOUT_PORT a free port.'],
    });
  });

  test('the L2 port held by a node of another chain fails; a fixed port says it has no setting', () => {
    const outcome = judgePorts([l2Rpc({kind: 'execution', chainId: 3151908n}), spamoor(L2_NODE)], CHAINS);
    expect(outcome.status).toBe('fail');
    expect(outcome.details).toEqual([
      'Port 8547 (L2_HTTP_PORT) answers as the L1 node (chain 3151908): stop it or give L2_HTTP_PORT a free port.',
      'Port 8080 (L2 Spamoor UI) answers as the L2 node (chain 763374): stop it: the stack has no setting for this port.',
    ]);
  });

  test('a port in use by a process it cannot name is the stack’s while the L2 node answers, and a warning otherwise', () => {
    expect(judgePorts([l2Rpc(L2_NODE), spamoor(UNNAMED), blockscout(null)], CHAINS)).toEqual({
      status: 'pass',
      sentence: 'None of the 3 host ports the stack publishes is held by another service (2 in use while the stack runs, 1 free).',
    });
    const stopped = judgePorts([l2Rpc(null), spamoor(UNNAMED)], CHAINS);
    expect(stopped.status).toBe('warn');
    expect(stopped.details).toEqual([
      "Port 8080 (L2 Spamoor UI) is in use (sudo ss -ltnp 'sport = :8080' names the process): if it is not this stack's, stop it: the stack has no setting for this port.",
    ]);
  });

  test('the L1 devnet’s beacon port must answer as a beacon node', () => {
    expect(judgePorts([beacon({kind: 'beacon', version: 'Lighthouse/v5'})], CHAINS).status).toBe('pass');
    expect(judgePorts([beacon(UNNAMED)], CHAINS).status).toBe('fail');
  });
});
