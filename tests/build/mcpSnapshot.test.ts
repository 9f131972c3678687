/**
 * `--site` reads the same pages from a deployed site's files as the build gives.
 * (Whether mcp/snapshot.json is current is `npm run generate:check`'s: `npm run
 * build` regenerates it.)
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {fetchSiteSnapshot} from '../../mcp/src/fetchSite';
import {snapshotFromBuild} from '../../mcp/src/snapshot';
import {TEST_SITES} from '../sites';

const BUILD = path.resolve(TEST_SITES.root.dir);

describe('the MCP snapshot', () => {
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
