import {describe, expect, test} from 'vitest';
import {installChanges, isForeignOptional, type LockEntry} from './installChanges';

const LINUX = {os: 'linux', cpu: 'x64', libc: 'glibc'};
const DARWIN_BUILD = {version: '1.16.22', optional: true, os: ['darwin'], cpu: ['arm64']};
const LINUX_BUILD = {version: '1.16.22', optional: true, os: ['linux'], cpu: ['x64'], libc: ['glibc']};
const REACT = {version: '19.3.1', integrity: 'sha512-a'};

describe('isForeignOptional', () => {
  test.each<[string, LockEntry, boolean]>([
    ['another os', DARWIN_BUILD, true],
    ['this platform', LINUX_BUILD, false],
    ['another libc', {...LINUX_BUILD, libc: ['musl']}, true],
    ['an excluded os', {optional: true, os: ['!linux']}, true],
    ['an os list of exclusions only', {optional: true, os: ['!win32']}, false],
    ['a required package for another os', {...DARWIN_BUILD, optional: false}, false],
  ])('%s', (_name, entry, foreign) => {
    expect(isForeignOptional(entry, LINUX)).toBe(foreign);
  });
});

describe('installChanges', () => {
  test('ignores foreign optional builds that appear or disappear', () => {
    const before = {packages: {'node_modules/react': REACT, 'node_modules/@swc/core-darwin-arm64': DARWIN_BUILD}};
    const after = {packages: {'node_modules/react': REACT, 'node_modules/@swc/core-win32-x64-msvc': {...DARWIN_BUILD, os: ['win32'], cpu: ['x64']}}};
    expect(installChanges(before, after, LINUX)).toEqual([]);
  });

  test('reports a package this platform installs that the lockfile lacked', () => {
    const after = {packages: {'node_modules/@swc/core-linux-x64-gnu': LINUX_BUILD}};
    expect(installChanges({packages: {}}, after, LINUX)).toEqual([
      'npm install added node_modules/@swc/core-linux-x64-gnu@1.16.22, which package-lock.json lacks.',
    ]);
  });

  test('reports a removed package and a changed version', () => {
    const before = {packages: {'node_modules/react': REACT, 'node_modules/left-pad': {version: '1.3.0'}}};
    const after = {packages: {'node_modules/react': {...REACT, version: '19.3.2', integrity: 'sha512-b'}}};
    expect(installChanges(before, after, LINUX)).toEqual([
      'npm install removed node_modules/left-pad@1.3.0, which package-lock.json lists.',
      'npm install changed the version of node_modules/react: 19.3.1 → 19.3.2.',
      'npm install changed the integrity of node_modules/react: sha512-a → sha512-b.',
    ]);
  });
});
