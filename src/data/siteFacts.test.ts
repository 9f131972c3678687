/**
 * Pages take component versions and Hoodi network values from src/data through
 * `{{…}}` tokens (plugins/site-facts), so a release bump is a one-line change:
 * these tests fail when a page writes such a value by hand or names an unknown token.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {escapeRegexp} from '@docusaurus/utils';
import {describe, expect, test} from 'vitest';
import {SITE_FACT_TOKEN} from '../../lib/content/siteFacts';
import {HOODI_NETWORK, SITE_FACTS, chainIdHex, siteFactsFor} from './siteFacts';

const SITE_DIR = path.resolve(__dirname, '../..');

/** Markdown the site builds: the docs and the Markdown pages. */
const DOC_FILES = ['docs', 'src/pages']
  .flatMap((dir) => readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)))
  .filter((file) => /\.mdx?$/.test(file))
  .sort();

function readDoc(file: string): string {
  return readFileSync(path.join(SITE_DIR, file), 'utf8');
}

/**
 * Mentions of an older release whose number happens to equal a value the data
 * file owns today. Each stays as written because it records history, which a
 * version bump must not rewrite.
 */
const HISTORICAL_MENTIONS: readonly {file: string; text: string; reason: string}[] = [
  {
    file: 'docs/troubleshooting/common-devnet-issues.md',
    text: 'Since simple-surge-node v25.1.1',
    reason: 'the release that introduced SIGNAL_FORCE_PROPOSING_DELAY',
  },
  {
    file: 'docs/guides/running-surge/deploy-l2.md',
    text: 'older than the v25.1.0 tag',
    reason: 'the surge-taiko-mono tag the submodule commit predates',
  },
  {
    file: 'docs/troubleshooting/error-codes.md',
    text: 'surge-taiko-mono tags v25.1.0 and',
    reason: 'a tag the protocol contracts were compared with',
  },
];

/** Values written by hand are flagged when they stand alone, not inside a longer version (v25.1.0 in v25.1.0-surge). */
function occurrences(source: string, value: string): number[] {
  const pattern = new RegExp(`(?<![\\w.-])${escapeRegexp(value)}(?![\\w-]|\\.\\d)`, 'g');
  return [...source.matchAll(pattern)].map((match) => match.index);
}

function withoutHistoricalMentions(file: string, source: string): string {
  return HISTORICAL_MENTIONS.filter((mention) => mention.file === file).reduce((text, mention) => text.replaceAll(mention.text, ' '), source);
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Names, fork names and the currency are words of the prose, not values to interpolate. */
const PROSE_FACTS = new Set(['hoodi.l1.name', 'hoodi.l2.name', 'hoodi.l2.evmVersion', 'hoodi.l2.currency', 'hoodi.l2.currencyDecimals']);

const OWNED_VALUES = [...SITE_FACTS].filter(([name]) => !PROSE_FACTS.has(name));

describe('site facts', () => {
  test('the docs are found', () => {
    expect(DOC_FILES.length).toBeGreaterThan(20);
  });

  test.each(DOC_FILES)('%s writes no version or Hoodi value that src/data owns', (file) => {
    const source = withoutHistoricalMentions(file, readDoc(file));
    // One message per place; values shared by several tokens (raiko and risc0-bento) list them all.
    const tokensByPlace = new Map<string, string[]>();
    for (const [name, value] of OWNED_VALUES) {
      for (const index of occurrences(source, value)) {
        const place = `${file}:${lineOf(source, index)} writes "${value}"`;
        tokensByPlace.set(place, [...(tokensByPlace.get(place) ?? []), `{{${name}}}`]);
      }
    }
    const found = [...tokensByPlace].map(([place, tokens]) => `${place}: use ${tokens.join(' or ')} (front matter: leave the value out)`);
    expect(found).toEqual([]);
  });

  test.each(DOC_FILES)('%s uses only known tokens', (file) => {
    const known = siteFactsFor({siteUrl: 'https://docs.surge.wtf', baseUrl: '/'});
    const unknown = [...readDoc(file).matchAll(SITE_FACT_TOKEN)].map((match) => match[1]!).filter((name) => !known.has(name));
    expect(unknown, `${file}: add these to src/data or fix the spelling`).toEqual([]);
  });

  test('each historical mention still exists, so the list stays short', () => {
    for (const mention of HISTORICAL_MENTIONS) expect(readDoc(mention.file), mention.reason).toContain(mention.text);
  });

  test('the address tokens follow the build: a fork or a preview deploy gets its own', () => {
    const fork = siteFactsFor({siteUrl: 'https://preview.example.org', baseUrl: '/docs-site/'});
    expect(fork.get('site.url')).toBe('https://preview.example.org/docs-site/');
    expect(fork.get('mcp.packageUrl')).toBe('https://preview.example.org/docs-site/surge-docs-mcp.tgz');
    expect(fork.get('mcp.installCommand')).toBe('npx -y https://preview.example.org/docs-site/surge-docs-mcp.tgz');
  });

  test('chain ids get their hex form, as eth_chainId returns it', () => {
    expect(chainIdHex(HOODI_NETWORK.l2.chainId)).toBe(SITE_FACTS.get('hoodi.l2.chainIdHex'));
    expect(chainIdHex(763375)).toBe('0xba5ef');
  });

  test.each([
    ['l1Contracts', HOODI_NETWORK.l1Contracts],
    ['l2Predeploys', HOODI_NETWORK.l2Predeploys],
  ] as const)('every key of hoodi.%s is a token for its address', (group, contracts) => {
    for (const contract of contracts) {
      expect(contract.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      for (const key of contract.keys) expect(SITE_FACTS.get(`hoodi.${group}.${key}`)).toBe(contract.address);
    }
  });
});
