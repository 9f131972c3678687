import {describe, expect, test} from 'vitest';
import {buildErrorCodeData, slugify, type ErrorDeclaration} from './buildErrorCodeData';

const declaration = (name: string, contract: string | null, file: string): ErrorDeclaration => ({
  name,
  contract,
  file,
  params: [],
  signature: `${name}()`,
});

describe('slugify', () => {
  test.each([
    ['TaikoAnchor', 'taikoanchor'],
    ['L2_TOO_LATE', 'l2-too-late'],
    ['ITaikoInbox-InsufficientBond', 'itaikoinbox-insufficientbond'],
    ['Types (file level)', 'types-file-level'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('building the error-code data', () => {
  const data = buildErrorCodeData([
    declaration('PERMISSION_DENIED', 'Vault', 'contracts/b/Vault.sol'),
    declaration('InsufficientBond', 'ITaikoInbox', 'contracts/a/ITaikoInbox.sol'),
    declaration('PERMISSION_DENIED', 'Bridge', 'contracts/a/Bridge.sol'),
    declaration('FileLevel', null, 'contracts/a/Types.sol'),
    declaration('VerificationStreakDisrupted', 'SurgeTimelockController', 'contracts/a/ITaikoInbox.sol'),
  ]);

  test('groups by file (sorted), then by contract in declaration order', () => {
    expect(data.files.map((f) => [f.file, f.contracts.map((c) => c.contract)])).toEqual([
      ['contracts/a/Bridge.sol', ['Bridge']],
      ['contracts/a/ITaikoInbox.sol', ['ITaikoInbox', 'SurgeTimelockController']],
      ['contracts/a/Types.sol', [null]],
      ['contracts/b/Vault.sol', ['Vault']],
    ]);
  });

  test('gives every group and error an anchor of its own', () => {
    const ids = data.files.flatMap((f) => f.contracts.flatMap((c) => [c.id, ...c.errors.map((e) => e.id)]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('bridge-permission-denied');
    expect(ids).toContain('vault-permission-denied');
    expect(ids).toContain('types-file-level-filelevel');
  });

  test('counts declarations, names, selectors and shared selectors', () => {
    expect(data.counts).toEqual({errors: 5, names: 4, selectors: 4, sharedSelectors: 1, files: 4, contracts: 5});
  });

  test('computes selectors and links errors that a page explains', () => {
    const errors = data.files.flatMap((f) => f.contracts.flatMap((c) => c.errors));
    const streak = errors.find((e) => e.name === 'VerificationStreakDisrupted');
    expect(streak?.selector).toMatch(/^0x[0-9a-f]{8}$/);
    expect(streak?.help?.path).toBe('/docs/troubleshooting/common-devnet-issues#verification-streak-disrupted');
    expect(errors.find((e) => e.name === 'InsufficientBond')?.help?.path).toBe('/docs/guides/running-surge/deploy-l2#deposit-bond');
    expect(errors.find((e) => e.name === 'PERMISSION_DENIED')).not.toHaveProperty('help');
  });

  test('rejects a declaration whose parameters do not match its signature', () => {
    expect(() => buildErrorCodeData([{...declaration('E', 'C', 'c.sol'), signature: 'E(uint256)'}])).toThrow('parameters give "E()"');
  });
});
