/**
 * Each touchpoint's target is the file its code was written for, and a build
 * stops, naming the touchpoint, when one is not.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, test} from 'vitest';
import {touchpointProblem, touchpointsReport} from './checkTouchpoints';
import pluginFrameworkTouchpoints, {assertTouchpointsHold, packageFileReader} from './index';
import {TOUCHPOINTS, type Touchpoint} from './touchpoints';

const SITE_DIR = path.resolve(__dirname, '../..');
const read = packageFileReader(SITE_DIR);
const context = {siteDir: SITE_DIR} as LoadContext;

describe.each(TOUCHPOINTS.map((touchpoint) => [touchpoint.name, touchpoint] as const))('touchpoint "%s"', (_name, touchpoint) => {
  test('its target is the file its code was written for', () => {
    expect(touchpointProblem(touchpoint, read)).toBeNull();
  });

  test('its site files and guarding tests exist', () => {
    for (const file of [...touchpoint.siteFiles, ...touchpoint.guards]) expect(existsSync(path.join(SITE_DIR, file)), file).toBe(true);
  });

  test('the other packages whose files it names are installed', () => {
    for (const name of touchpoint.otherPackages ?? []) expect(read(name, 'package.json'), name).not.toBeNull();
  });
});

describe('the build', () => {
  const renderToHtml = TOUCHPOINTS.find((touchpoint) => touchpoint.name === 'every Suspense boundary in place')!;
  const changed = (patch: Partial<Touchpoint['target']>): Touchpoint => ({...renderToHtml, target: {...renderToHtml.target, ...patch}});

  test('goes on when every target holds', () => {
    expect(pluginFrameworkTouchpoints(context).name).toBe('framework-touchpoints-plugin');
  });

  test('stops, naming the touchpoint and its site files, when a target file has other content', () => {
    expect(() => assertTouchpointsHold(SITE_DIR, [changed({sha256: '0'.repeat(64)})])).toThrow(
      /"every Suspense boundary in place" \(module replaced; plugins\/react-server\/index\.ts.*\): @docusaurus\/core\/lib\/client\/renderToHtml\.js is not the content it was written for/,
    );
  });

  test('stops when the target file is missing, or another version is installed', () => {
    expect(() => assertTouchpointsHold(SITE_DIR, [changed({file: 'lib/client/gone.js'})])).toThrow(
      /"every Suspense boundary in place".*lib\/client\/gone\.js is missing/,
    );
    expect(() => assertTouchpointsHold(SITE_DIR, [changed({version: '3.9.0'})])).toThrow(/written for @docusaurus\/core 3\.9\.0, and 3\.10\.2 is installed/);
  });

  test('names every touchpoint that changed in one message', () => {
    const report = touchpointsReport([changed({sha256: '1'.repeat(64)}), {...changed({version: '0.0.1'}), name: 'another'}], read);
    expect(report).toMatch(/"every Suspense boundary in place"[\s\S]*"another"/);
  });
});

test('bench/README.md lists every touchpoint with its kind and what it buys, as touchpoints.ts has them', () => {
  const benchReadme = readFileSync(path.join(SITE_DIR, 'bench/README.md'), 'utf8');
  const start = benchReadme.indexOf('## What each framework touchpoint buys');
  const end = benchReadme.indexOf('\n## ', start + 1);
  const section = benchReadme.slice(start, end === -1 ? undefined : end);
  const rows = [...section.matchAll(/^\| (.+?) \| (.+?) \| (.+) \|$/gm)].slice(2).map(([, name, kind, buys]) => ({name, kind, buys}));
  expect(rows).toEqual(TOUCHPOINTS.map(({name, kind, buys}) => ({name, kind, buys})));
});
