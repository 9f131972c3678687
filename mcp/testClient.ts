/** Helpers the MCP tests share: a connected client and the text of a tool result. */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import {expect} from 'vitest';

export const FIVE_MB = 'x'.repeat(5 * 1024 * 1024);
/** A made-up private key that must never appear in an answer. */
export const SECRET_KEY = `0x${'5e'.repeat(32)}`;
export const SMALL_DEVNET_ENV = [
  'L1_ENDPOINT_HTTP=http://localhost:32003',
  `L1_PROPOSER_PRIVATE_KEY=${SECRET_KEY}`,
  'L1_PROVER_PRIVATE_KEY=0xnotakey-secret-value',
  'BROADCAST=true',
  'BROADCAST=false',
  'L2_HTTP_PORT=99999',
].join('\n');

export async function connect(transport: Transport): Promise<Client> {
  const client = new Client({name: 'surge-docs-test', version: '1.0.0'});
  await client.connect(transport);
  return client;
}

type ToolResult = {isError?: boolean; content?: unknown};

export function textOf(result: ToolResult): string {
  const content = (result.content ?? []) as {type: string; text?: string}[];
  return content.map((item) => (item.type === 'text' ? (item.text ?? '') : '')).join('\n');
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<{isError: boolean; text: string}> {
  const result = (await client.callTool({name, arguments: args})) as ToolResult;
  return {isError: result.isError === true, text: textOf(result)};
}

/** The server still answers after bad input. */
export async function expectServing(client: Client): Promise<void> {
  const {isError, text} = await call(client, 'lookup_error', {query: 'InsufficientBond'});
  expect(isError).toBe(false);
  expect(text).toContain('0xe92c469f');
}

/** The good-input tour every transport runs. */
export async function expectGoodAnswers(client: Client): Promise<void> {
  const tools = (await client.listTools()).tools.map((tool) => tool.name).sort();
  expect(tools).toEqual(['check_env', 'diagnose_setup', 'explain_log', 'get_page', 'list_pages', 'lookup_error', 'report_docs_problem', 'search_docs']);
  const {resources} = await client.listResources();
  expect(resources.map((resource) => resource.uri)).toContain('surge-docs://docs/intro');

  const search = await call(client, 'search_docs', {query: 'bond', limit: 5});
  expect(search.isError).toBe(false);
  expect(search.text).toMatch(/https:\/\/docs\.surge\.wtf\/docs\/\S*#\S*bond/i);

  const pages = await call(client, 'list_pages', {});
  expect(pages.isError).toBe(false);
  expect(pages.text).toContain('https://docs.surge.wtf/docs/guides/ai-agents');

  const page = await call(client, 'get_page', {path_or_url: 'docs/intro'});
  expect(page.isError).toBe(false);
  expect(page.text.startsWith('# ')).toBe(true);

  const error = await call(client, 'lookup_error', {query: '0xe92c469f'});
  expect(error.isError).toBe(false);
  expect(error.text).toContain('InsufficientBond');
  expect(error.text).toContain('ITaikoInbox');

  const log = await call(client, 'explain_log', {log_text: 'PROPOSER IS DISABLED\nsomething odd'});
  expect(log.isError).toBe(false);
  expect(log.text).toContain('common-devnet-issues#proposer-or-prover-disabled');
  expect(log.text).toContain('something odd');

  const env = await call(client, 'check_env', {env_text: SMALL_DEVNET_ENV, preset: 'devnet'});
  expect(env.isError).toBe(false);
  expect(env.text).toContain('Key set twice');
  expect(env.text).not.toContain(SECRET_KEY.slice(2));
  expect(env.text).not.toContain('notakey-secret-value');

  // The doctor over this transport: an L1 RPC nothing listens on fails its check, with the report as structured content.
  const diagnosis = (await client.callTool({
    name: 'diagnose_setup',
    arguments: {env_text: `L1_ENDPOINT_HTTP=http://127.0.0.1:9\nL1_PROPOSER_PRIVATE_KEY=${SECRET_KEY}`, preset: 'devnet'},
  })) as ToolResult & {structuredContent?: {exitCode: number; results: {status: string; sentence: string}[]}};
  expect(diagnosis.isError).not.toBe(true);
  expect(textOf(diagnosis)).toMatch(/FAIL\s+L1 RPC answers on the preset's chain/);
  expect(diagnosis.structuredContent?.exitCode).toBe(1);
  expect(diagnosis.structuredContent?.results.some((result) => result.status === 'fail' && /cannot be reached/.test(result.sentence))).toBe(true);
  expect(JSON.stringify(diagnosis)).not.toContain(SECRET_KEY.slice(2));

  const report = await call(client, 'report_docs_problem', {
    page: 'https://docs.surge.wtf/docs/guides/ai-agents#install',
    what_failed: 'npx exits with E404',
    details: `My .env has L1_PROPOSER_PRIVATE_KEY=${SECRET_KEY}`,
  });
  expect(report.isError).toBe(false);
  const issue = new URL(/^https:\/\/github\.com\/\S+$/m.exec(report.text)![0]);
  expect(`${issue.origin}${issue.pathname}`).toBe('https://github.com/NethermindEth/surge-docs/issues/new');
  expect(issue.searchParams.get('title')).toBe('Docs problem: "Use these docs from an AI agent" › #install: npx exits with E404');
  expect(issue.searchParams.get('body')).toContain('**URL:** https://docs.surge.wtf/docs/guides/ai-agents#install');
  expect(issue.searchParams.get('body')).toContain('L1_PROPOSER_PRIVATE_KEY=••••••');
  expect(report.text).not.toContain(SECRET_KEY.slice(2, 20));
  expect(report.text).toContain('Nothing was sent.');
}

/** The bad-input tour: each gives an error result with a message, and the server keeps serving. */
export async function expectBadInputHandled(client: Client): Promise<void> {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no_such_tool', {}, /not found/i],
    ['search_docs', {query: 42}, /expected string/i],
    ['get_page', {}, /path_or_url/],
    ['check_env', {env_text: 'A=1', preset: 'mainnet'}, /preset/],
    ['explain_log', {log_text: FIVE_MB}, /longer than 1,048,576 characters/],
    ['explain_log', {log_text: 'ok\u0000\u0001\u00ff binary'}, /binary/i],
    ['check_env', {env_text: `A=\u0000\u0000${'\u0007'.repeat(10)}`, preset: 'devnet'}, /binary/i],
    ['get_page', {path_or_url: '/docs/no-such-page'}, /list_pages/],
    ['lookup_error', {query: 'zz-not-an-error!'}, /neither hex revert data nor an error name/],
    ['report_docs_problem', {page: '/docs/intro'}, /what_failed/],
    ['report_docs_problem', {page: '/docs/intro', what_failed: '   '}, /what_failed is empty/],
    ['report_docs_problem', {page: '/docs/intro', what_failed: 'x'.repeat(301)}, /at most 300 characters; put the rest in details/],
    ['report_docs_problem', {page: '/docs/no-such-page', what_failed: 'wrong'}, /No page of the Surge docs .* list_pages or search_docs/],
    ['report_docs_problem', {page: '/docs/intro', what_failed: 'wrong', details: 'a\u0000b'}, /details contains NUL bytes/],
    ['report_docs_problem', {page: 7, what_failed: 'wrong'}, /expected string/i],
    ['report_docs_problem', {page: '/docs/intro', what_failed: 'wrong', doctor_report: 'FAIL  Bond'}, /doctor_report is not JSON/],
  ];
  for (const [name, args, message] of cases) {
    const result = await call(client, name, args);
    expect(result.isError, `${name} ${JSON.stringify(args).slice(0, 60)}`).toBe(true);
    expect(result.text).toMatch(message);
    await expectServing(client);
  }
}
