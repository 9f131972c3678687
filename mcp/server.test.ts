/** The docs MCP server over the SDK's in-memory transport: every tool, with good and bad input. */
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {encodeErrorResult} from 'viem';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {LOG_PATTERNS} from '../src/logs/logPatterns';
import {createDocsServer, LIMITS} from './src/createServer';
import {loadSnapshot} from './src/snapshot';
import {call, connect, expectBadInputHandled, expectGoodAnswers, expectServing, FIVE_MB, SECRET_KEY, SMALL_DEVNET_ENV} from './testClient';

const snapshot = loadSnapshot();
let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(snapshot).connect(serverSide);
  client = await connect(clientSide);
});

afterAll(async () => {
  await client.close();
});

describe('the docs MCP server (in memory)', () => {
  test('initializes with its name and instructions', () => {
    expect(client.getServerVersion()?.name).toBe('surge-docs');
    expect(client.getInstructions()).toContain('search_docs');
  });

  test('answers every tool with good input', async () => {
    await expectGoodAnswers(client);
  });

  test('every tool has a description and an input schema', async () => {
    for (const tool of (await client.listTools()).tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
    }
  });

  test('handles bad input with error results and keeps serving', async () => {
    await expectBadInputHandled(client);
  });
});

describe('search_docs', () => {
  test('ranks sections with titles, URLs, page paths and snippets', async () => {
    const {text} = await call(client, 'search_docs', {query: 'SGX prover', limit: 3});
    expect(text).toMatch(/^1\. .+\n {3}URL: https:\/\/docs\.surge\.wtf\/docs\/.+\n {3}Page: \/docs\/.+\n {3}\S/m);
    expect(text.match(/^\d+\. /gm)).toHaveLength(3);
  });

  test('an empty or too long query is an error; nothing found is not', async () => {
    expect((await call(client, 'search_docs', {query: '  '})).isError).toBe(true);
    const long = await call(client, 'search_docs', {query: 'a'.repeat(LIMITS.queryChars + 1)});
    expect(long).toMatchObject({isError: true, text: expect.stringMatching(/limited to 500 characters/)});
    const none = await call(client, 'search_docs', {query: 'qwxzvk'});
    expect(none).toMatchObject({isError: false, text: expect.stringMatching(/No section matches/)});
    expect((await call(client, 'search_docs', {query: 'bond', limit: 0})).isError).toBe(true);
  });
});

describe('list_pages and get_page', () => {
  test('lists every page with its title, URL and description', async () => {
    const {text} = await call(client, 'list_pages', {});
    for (const page of snapshot.pages) expect(text).toContain(`- ${page.title} — ${page.path}`);
    expect(text).toContain('https://docs.surge.wtf/docs/intro');
  });

  test.each([
    '/docs/intro',
    'docs/intro',
    'https://docs.surge.wtf/docs/intro',
    'https://docs.surge.wtf/docs/intro.md',
    '/docs/intro/#what-surge-is',
    'surge-docs://docs/intro',
    'intro',
  ])('finds the intro page from %s', async (input) => {
    const {isError, text} = await call(client, 'get_page', {path_or_url: input});
    expect(isError).toBe(false);
    expect(text).toMatch(/^# Introduction to Surge/);
  });

  test('an unknown page says how to find pages and suggests near ones', async () => {
    const {isError, text} = await call(client, 'get_page', {path_or_url: '/docs/guides/provers'});
    expect(isError).toBe(true);
    expect(text).toMatch(/list_pages/);
    expect(text).toMatch(/search_docs/);
    expect(text).toContain('/docs/guides/running-surge/provers');
  });

  test('resources: every page as Markdown; an unknown URI is a protocol error', async () => {
    const {resources} = await client.listResources();
    expect(resources).toHaveLength(snapshot.pages.length);
    expect(resources.every((resource) => resource.mimeType === 'text/markdown')).toBe(true);
    const {contents} = await client.readResource({uri: 'surge-docs://docs/troubleshooting/error-codes'});
    expect(contents[0]).toMatchObject({mimeType: 'text/markdown', text: expect.stringMatching(/^# Error codes/)});
    await expect(client.readResource({uri: 'surge-docs://docs/nope'})).rejects.toThrow(/not found/i);
    await expectServing(client);
  });
});

describe('lookup_error', () => {
  test('by name, with or without brackets and in any case', async () => {
    for (const query of ['InsufficientBond', 'InsufficientBond()', 'insufficientbond']) {
      const {isError, text} = await call(client, 'lookup_error', {query});
      expect(isError).toBe(false);
      expect(text).toContain('Selector: 0xe92c469f');
      expect(text).toContain('https://docs.surge.wtf/docs/troubleshooting/error-codes#itaikoinbox-insufficientbond');
    }
  });

  test('links the explaining section when the docs have one', async () => {
    const {text} = await call(client, 'lookup_error', {query: 'ProposeWithProofModeEnabled'});
    expect(text).toContain('https://docs.surge.wtf/docs/troubleshooting/common-devnet-issues#propose-with-proof-mode-enabled');
  });

  test('decodes full revert data with its arguments', async () => {
    const data = encodeErrorResult({
      abi: [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'reason'}]}],
      errorName: 'Error',
      args: ['nonce too low'],
    });
    const {isError, text} = await call(client, 'lookup_error', {query: data});
    expect(isError).toBe(false);
    expect(text).toContain('reason (string) = "nonce too low"');
    const panic = await call(client, 'lookup_error', {query: `0x4e487b71${'0'.repeat(62)}11`});
    expect(panic.text).toMatch(/Panic code 0x11: Arithmetic overflowed/);
  });

  test('unknown selectors, names and broken hex are error results', async () => {
    expect(await call(client, 'lookup_error', {query: '0x12345678'})).toMatchObject({
      isError: true,
      text: expect.stringMatching(/No Surge protocol error has the selector/),
    });
    expect(await call(client, 'lookup_error', {query: 'Bond'})).toMatchObject({isError: true, text: expect.stringMatching(/InsufficientBond/)});
    expect(await call(client, 'lookup_error', {query: '0xe92c46'})).toMatchObject({isError: true, text: expect.stringMatching(/4 bytes/)});
    expect((await call(client, 'lookup_error', {query: ''})).isError).toBe(true);
    expect((await call(client, 'lookup_error', {query: FIVE_MB})).isError).toBe(true);
  });
});

describe('check_env', () => {
  test('reports findings with links, never a secret', async () => {
    const {isError, text} = await call(client, 'check_env', {env_text: SMALL_DEVNET_ENV, preset: 'devnet'});
    expect(isError).toBe(false);
    expect(text).toMatch(/\[warning\] Key set twice \(line \d, BROADCAST\)/);
    expect(text).toMatch(/\[error\] Port out of range/);
    expect(text).toContain('See BROADCAST in the .env reference: https://docs.surge.wtf/docs/');
    expect(text).not.toContain(SECRET_KEY.slice(2, 20));
    expect(text).not.toContain('notakey');
  });

  test('presets and choices change the findings', async () => {
    const hoodi = await call(client, 'check_env', {env_text: SMALL_DEVNET_ENV, preset: 'hoodi', provers: 'real', relayers: false});
    expect(hoodi.text).toContain('hoodi preset (L1 local, provers real, relayers off)');
  });

  test('input the checker refuses is an error result', async () => {
    const large = await call(client, 'check_env', {env_text: 'A=1\n'.repeat(100_000), preset: 'devnet'});
    expect(large).toMatchObject({isError: true, text: expect.stringMatching(/Text too large/)});
    expect((await call(client, 'check_env', {env_text: '', preset: 'devnet'})).isError).toBe(true);
    expect((await call(client, 'check_env', {env_text: 'A=1', preset: 'devnet', relayers: 'yes'})).isError).toBe(true);
  });
});

describe('explain_log', () => {
  test.each(LOG_PATTERNS.slice(0, 5).map((pattern) => [pattern.id, pattern] as const))('explains the fixture of %s', async (_, pattern) => {
    const {isError, text} = await call(client, 'explain_log', {log_text: pattern.fixtures[0]!});
    expect(isError).toBe(false);
    expect(text).toContain(pattern.explanation);
    expect(text).toContain(`common-devnet-issues#${pattern.entry}`);
  });

  test('decodes reverts in lines and masks secrets', async () => {
    const {text} = await call(client, 'explain_log', {log_text: `ERROR propose failed data=0xe92c469f\nL1_PROVER_PRIVATE_KEY=${SECRET_KEY}`});
    expect(text).toContain('InsufficientBond() in ITaikoInbox');
    expect(text).not.toContain(SECRET_KEY.slice(2));
  });

  test('an empty log is an error result', async () => {
    expect((await call(client, 'explain_log', {log_text: '\n  \n'})).isError).toBe(true);
  });
});
