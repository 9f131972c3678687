import {readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {lockfileDrift} from './lockfileDrift';

const MANIFEST = {dependencies: {react: '19.3.1'}, devDependencies: {vitest: '4.1.12'}};

function lock(overrides: {root?: object; react?: object} = {}) {
  return {
    lockfileVersion: 3,
    packages: {
      '': {dependencies: {react: '19.3.1'}, devDependencies: {vitest: '4.1.12'}, ...overrides.root},
      'node_modules/react': {version: '19.3.1', ...overrides.react},
      'node_modules/vitest': {version: '4.1.12', dev: true},
    },
  };
}

describe('lockfileDrift', () => {
  test('finds nothing when the lockfile matches', () => {
    expect(lockfileDrift(MANIFEST, lock())).toEqual([]);
  });

  test.each([
    [
      'a dependency missing from the lockfile',
      lock({root: {dependencies: {}}}),
      'react is in package.json dependencies but not in package-lock.json: run "npm install".',
    ],
    [
      'a different range',
      lock({root: {dependencies: {react: '^19.0.0'}}}),
      'react is 19.3.1 in package.json dependencies but ^19.0.0 in package-lock.json: run "npm install".',
    ],
    ['another installed version', lock({react: {version: '19.2.0'}}), 'react is pinned to 19.3.1 but package-lock.json installs 19.2.0: run "npm install".'],
    [
      'a production package marked dev-only',
      lock({react: {dev: true}}),
      'react is a production dependency but package-lock.json marks it dev-only: run "npm install".',
    ],
  ])('reports %s', (_name, lockfile, problem) => {
    expect(lockfileDrift(MANIFEST, lockfile)).toContain(problem);
  });

  test('reports an old lockfile format', () => {
    expect(lockfileDrift(MANIFEST, {lockfileVersion: 1})).toEqual([expect.stringMatching(/lockfileVersion 2 or later/)]);
  });

  test('the committed package-lock.json matches package.json', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Parameters<typeof lockfileDrift>[0];
    const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Parameters<typeof lockfileDrift>[1];
    expect(lockfileDrift(manifest, lockfile)).toEqual([]);
  });

  test('Dependabot updates npm packages and GitHub Actions every week', () => {
    const config = readFileSync('.github/dependabot.yml', 'utf8');
    for (const ecosystem of ['npm', 'github-actions']) {
      expect(config).toMatch(new RegExp(`package-ecosystem: ${ecosystem}\\n\\s+directory: /\\n\\s+schedule:\\n\\s+interval: weekly`));
    }
  });
});
