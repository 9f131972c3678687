/** The parts the snapshot is made of (tests/build/mcpSnapshot.test.ts checks the one a build gives). */
import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {compactRecords} from '../src/search/compactRecords';
import {fetchSiteSnapshot, normalizeSiteUrl} from './src/fetchSite';
import {main as makeSnapshotCommand, makeSnapshot} from './src/makeSnapshot';
import {markdownTitle, parseLlmsTxt, parseSnapshot, snapshotFromBuild} from './src/snapshot';

/** A build with two pages, search records and llms.txt, in a new temporary folder. */
function smallBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'surge-mcp-'));
  mkdirSync(path.join(dir, 'docs', 'guides'), {recursive: true});
  writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(path.join(dir, 'docs', 'guides', 'a.md'), 'No heading here.\n');
  const hierarchy = {lvl0: 'Docs', lvl1: 'Intro', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const record = {objectID: '1', url: '/docs/intro', type: 'lvl1' as const, content: null, hierarchy, language: 'en', docusaurus_tag: 't', position: 0};
  writeFileSync(path.join(dir, 'search-records.json'), JSON.stringify(compactRecords([record])));
  writeFileSync(
    path.join(dir, 'llms.txt'),
    'Each link below is the Markdown copy of a page of https://example.org/x/; remove it.\n\n- [Intro](https://example.org/x/docs/intro.md): The start.\n',
  );
  return dir;
}

describe('reading a build', () => {
  test('a small build: sorted pages, titles, descriptions from llms.txt', () => {
    const dir = smallBuild();
    try {
      const snapshot = snapshotFromBuild(dir);
      expect(snapshot.siteUrl).toBe('https://example.org/x/');
      expect(snapshot.pages).toEqual([
        {path: '/docs/guides/a', title: '/docs/guides/a', description: null, markdown: 'No heading here.\n'},
        {path: '/docs/intro', title: 'Intro', description: null, markdown: '# Intro\n\nHello.\n'},
      ]);
      expect(makeSnapshot(dir)).toBe(makeSnapshot(dir));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('--check (generate:check) fails while the file differs from what the build gives, and passes once written', () => {
    const dir = smallBuild();
    const out = path.join(dir, 'snapshot.json');
    try {
      expect(makeSnapshotCommand([dir, '--out', out, '--check'])).toBe(1);
      expect(makeSnapshotCommand([dir, '--out', out])).toBe(0);
      expect(makeSnapshotCommand([dir, '--out', out, '--check'])).toBe(0);
      writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n\nChanged.\n');
      expect(makeSnapshotCommand([dir, '--out', out, '--check'])).toBe(1);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('a directory without search records says what to do', () => {
    expect(() => snapshotFromBuild(path.join(tmpdir(), 'no-such-build'))).toThrow(/build the site first/);
  });

  test('titles and llms.txt descriptions', () => {
    expect(markdownTitle('intro\n\n# The title  \n## Sub')).toBe('The title');
    expect(markdownTitle('## Only a sub')).toBeNull();
    const {siteUrl, descriptions} = parseLlmsTxt(
      'the Markdown copy of a page of https://docs.surge.wtf/; remove\n- [A](https://docs.surge.wtf/docs/a.md): Alpha.\n  - [B](https://docs.surge.wtf/docs/a/b.md): Beta.',
    );
    expect(siteUrl).toBe('https://docs.surge.wtf/');
    expect(Object.fromEntries(descriptions)).toEqual({'/docs/a': 'Alpha.', '/docs/a/b': 'Beta.'});
  });

  test('a file that is not a snapshot is refused with the reason', () => {
    expect(() => parseSnapshot('{', 'x.json')).toThrow(/x\.json is not valid JSON/);
    expect(() => parseSnapshot('{"format": 9}', 'x.json')).toThrow(/format is 9, expected 1/);
  });
});

describe('fetching a deployed site (--site)', () => {
  /** A fetch that serves files of a build directory under https://docs.example/. */
  const fetchFrom =
    (dir: string): typeof fetch =>
    async (input) => {
      const url = new URL(String(input));
      const file = path.join(dir, decodeURIComponent(url.pathname));
      if (url.origin !== 'https://docs.example' || !existsSync(file) || !statSync(file).isFile()) return new Response('not found', {status: 404});
      return new Response(readFileSync(file));
    };

  test('says which URL failed', async () => {
    await expect(fetchSiteSnapshot('https://docs.example', fetchFrom(path.join(tmpdir(), 'nothing-here')))).rejects.toThrow(
      'https://docs.example/search-records.json answered HTTP 404.',
    );
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(fetchSiteSnapshot('https://docs.example/', offline)).rejects.toThrow(
      /Cannot fetch https:\/\/docs\.example\/search-records\.json \(fetch failed\)/,
    );
    expect(() => normalizeSiteUrl('docs.surge.wtf')).toThrow(/absolute URL/);
    expect(normalizeSiteUrl('https://docs.surge.wtf/base?x=1')).toBe('https://docs.surge.wtf/base/');
  });
});
