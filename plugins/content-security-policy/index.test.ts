import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterEach, beforeEach, describe, expect, test} from 'vitest';
import pluginContentSecurityPolicy, {validateOptions, type Options} from './index';
import {hashScript} from './findInlineScripts';

const PAGE = '<!doctype html><html><head><meta charset=UTF-8><script>theme()</script></head><body><script src=/main.js></script></body></html>';
const REDIRECT = '<html><head><meta charset="UTF-8"></head><script>go()</script></html>';

let outDir = '';
beforeEach(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'csp-plugin-'));
  mkdirSync(path.join(outDir, 'docs'));
  writeFileSync(path.join(outDir, 'index.html'), PAGE);
  writeFileSync(path.join(outDir, 'docs', 'index.html'), REDIRECT);
});
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

async function runPostBuild(options: Options) {
  const validated = validateOptions({validate: normalizePluginOptions, options});
  const plugin = pluginContentSecurityPolicy({baseUrl: '/base/'} as LoadContext, validated) as Plugin;
  await plugin.postBuild?.({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  return {
    page: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
    redirect: readFileSync(path.join(outDir, 'docs', 'index.html'), 'utf8'),
    headers: readFileSync(path.join(outDir, '_headers'), 'utf8'),
  };
}

describe('content-security-policy plugin', () => {
  test("gives each page a policy with its own inline scripts' hashes", async () => {
    const {page, redirect} = await runPostBuild({});
    expect(page).toContain(`script-src 'self' ${hashScript('theme()')};`);
    expect(redirect).toContain(`script-src 'self' ${hashScript('go()')};`);
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script>'));
  });

  test('writes one header rule under the base URL with every inline script and frame-ancestors', async () => {
    const {headers} = await runPostBuild({});
    expect(headers).toMatch(/^\/base\/\*$/m);
    expect(headers).toContain(hashScript('theme()'));
    expect(headers).toContain(hashScript('go()'));
    expect(headers).toContain("frame-ancestors 'none'");
  });

  test("allows only the site's own origin for fetches without Algolia, and Algolia's hosts with it", async () => {
    expect((await runPostBuild({})).page).toMatch(/connect-src 'self'; /);
    writeFileSync(path.join(outDir, 'index.html'), PAGE);
    writeFileSync(path.join(outDir, 'docs', 'index.html'), REDIRECT);
    const {page, headers} = await runPostBuild({algoliaAppId: 'APP123'});
    for (const policy of [page, headers]) {
      expect(policy).toContain(
        "connect-src 'self' https://app123-dsn.algolia.net https://app123.algolia.net https://app123-1.algolianet.com https://app123-2.algolianet.com https://app123-3.algolianet.com https://insights.algolia.io;",
      );
    }
  });

  test.each([
    [{algoliaAppId: 'APP-1; script-src *'}, /algoliaAppId must be the Algolia application id/],
    [{headersFile: '../_headers'}, /headersFile must be a plain file name/],
  ])('rejects %j with a message that says what to set', (options, message) => {
    expect(() => validateOptions({validate: normalizePluginOptions, options})).toThrow(message);
  });
});
