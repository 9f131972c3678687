/**
 * The MCP server's snapshot, mcp/snapshot.json, as the test builds make it from the root build
 * (scripts/build-test-sites.sh, like `npm run build`); and `--site`, which reads the same pages
 * from a deployed site's files as the build gives.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {fetchSiteSnapshot} from '../../mcp/src/fetchSite';
import {makeSnapshot} from '../../mcp/src/makeSnapshot';
import {BUNDLED_SNAPSHOT, loadSnapshot, serializeSnapshot, snapshotFromBuild} from '../../mcp/src/snapshot';
import {TEST_SITES} from '../sites';

const BUILD = path.resolve(TEST_SITES.root.dir);

describe('the MCP snapshot', () => {
  test('is the root build’s, and fits a package of at most 3 MB unpacked, with room to spare', () => {
    expect(readFileSync(BUNDLED_SNAPSHOT, 'utf8')).toBe(makeSnapshot(BUILD));
    expect(statSync(BUNDLED_SNAPSHOT).size).toBeLessThan(2 * 1024 * 1024);
  });

  test('has every page with a title, and is written stably', () => {
    const snapshot = loadSnapshot();
    expect(snapshot.pages.length).toBeGreaterThan(20);
    expect(snapshot.pages.every((page) => page.markdown.startsWith(`# ${page.title}`))).toBe(true);
    expect(serializeSnapshot(snapshot)).toBe(readFileSync(BUNDLED_SNAPSHOT, 'utf8'));
  });

  test('read from a deployed site (--site), gives the same pages and records as the build', async () => {
    // The build's files, served under https://docs.example/.
    const fetchFromBuild: typeof fetch = async (input) => {
      const url = new URL(String(input));
      const file = path.join(BUILD, decodeURIComponent(url.pathname));
      if (url.origin !== 'https://docs.example' || !existsSync(file) || !statSync(file).isFile()) return new Response('not found', {status: 404});
      return new Response(readFileSync(file));
    };
    const fetched = await fetchSiteSnapshot('https://docs.example', fetchFromBuild);
    const built = snapshotFromBuild(BUILD);
    expect(fetched.siteUrl).toBe('https://docs.example/');
    expect(fetched.pages).toEqual(built.pages);
    expect(fetched.searchRecords).toEqual(built.searchRecords);
  });
});
