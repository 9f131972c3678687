/** Every docs section a check of the doctor names exists, and the pure judgements say what they find. */
import {describe, expect, test} from 'vitest';
import {NETWORKS} from '@site/src/data/envPresetTypes';
import {docSectionOf} from '../../lib/content/docSection';
import {DOCTOR_CHECKS, ENV_CHECK} from './doctorChecks';
import {judgeExecutionSync, judgeHead, judgeTrusted, quantity, word} from './judgeAnswers';

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
