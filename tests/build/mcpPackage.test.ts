/**
 * The MCP package a build serves (mcp/scripts/publishToSite.ts), installed as a
 * reader installs it: `npx -y http://127.0.0.1:PORT/surge-docs-mcp.tgz` from an
 * empty npm cache, with the registry on a closed loopback port, so the install
 * works only because the tarball holds everything. Then each snippet of
 * docs/guides/ai-agents.md runs as written for the loopback site.
 */
import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {createHash} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {agentPageSnippets, type AgentPageSnippets} from '../../mcp/agentPageSnippets';
import {call, connect} from '../../mcp/testClient';
import {siteFactsFor} from '../../src/data/siteFacts';
import {substituteSiteFacts} from '../../lib/content/siteFacts';
import {serveBuild} from '../server/serveBuild';
import {TEST_SITES} from '../sites';
import {builtFile, builtHtmlFiles} from './builtSite';

const run = promisify(execFile);
const BUILD = path.resolve(TEST_SITES.root.dir);
const MCP_VERSION = (JSON.parse(readFileSync(path.resolve('mcp/package.json'), 'utf8')) as {version: string}).version;
const AGENT_PAGE = path.resolve('docs/guides/ai-agents.md');

let server: Server;
let origin: string;
let cache: string;
let env: Record<string, string>;
const started: ChildProcess[] = [];

beforeAll(async () => {
  builtFile(TEST_SITES.root, 'index.html');
  server = await serveBuild({dir: BUILD, base: '/', port: 0});
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache = mkdtempSync(path.join(tmpdir(), 'surge-docs-npm-cache-'));
  env = {
    ...(Object.fromEntries(Object.entries(process.env).filter((entry) => entry[1] !== undefined)) as Record<string, string>),
    // An empty cache, and a registry nothing listens on: npm may fetch only from the site.
    npm_config_cache: cache,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
});

afterAll(async () => {
  for (const child of started) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => server?.close(resolve));
  if (cache) rmSync(cache, {recursive: true, force: true});
});

describe('the MCP package the site serves', () => {
  test('sits at the stable address and under its version, with its SHA-512 integrity beside each', () => {
    const tarball = readFileSync(path.join(BUILD, 'surge-docs-mcp.tgz'));
    const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
    expect(builtFile(TEST_SITES.root, 'surge-docs-mcp.tgz.sha512')).toBe(`${integrity}\n`);
    expect(readFileSync(path.join(BUILD, `surge-docs-mcp-${MCP_VERSION}.tgz`)).equals(tarball)).toBe(true);
    expect(builtFile(TEST_SITES.root, `surge-docs-mcp-${MCP_VERSION}.tgz.sha512`)).toBe(`${integrity}\n`);
  });

  test('the /docs-site/ build serves its own', () => {
    expect(readFileSync(path.resolve(TEST_SITES.subpath.dir, 'surge-docs-mcp.tgz.sha512'), 'utf8')).toMatch(/^sha512-[A-Za-z0-9+/]{86}==\n$/);
  });

  test('`npx -y <site>/surge-docs-mcp.tgz --version` installs from an empty cache without the registry', async () => {
    const {stdout} = await run('npx', ['-y', `${origin}/surge-docs-mcp.tgz`, '--version'], {env, cwd: cache});
    expect(stdout.trim()).toBe(MCP_VERSION);
  }, 60_000);

  test('the same server answers search_docs over stdio', async () => {
    const client = await connect(new StdioClientTransport({command: 'npx', args: ['-y', `${origin}/surge-docs-mcp.tgz`], env, cwd: cache, stderr: 'pipe'}));
    try {
      const search = await call(client, 'search_docs', {query: 'liveness bond', limit: 3});
      expect(search.isError).toBe(false);
      expect(search.text).toContain('https://docs.surge.wtf/docs/');
    } finally {
      await client.close();
    }
  }, 60_000);
});

/** `npx surge-docs-mcp`, `npx -y surge-docs-mcp@latest …`: the npm name, which works only once it is published. */
const BARE_NPM_COMMAND = /\bnpx(?:\s+(?:-y|--yes))?\s+surge-docs-mcp(?:@[\w.-]+)?(?![\w.-])/;

describe('until MCP_PACKAGE_PUBLISHED is set, no page gives the npm command', () => {
  test.each([TEST_SITES.root, TEST_SITES.subpath])('$dir: pages, Markdown copies, llms.txt and search records', (site) => {
    const files = [...builtHtmlFiles(site), 'llms.txt', 'llms-full.txt', 'search-records.json'];
    const dir = path.resolve(site.dir);
    const markdown = readdirSync(path.join(dir, 'docs'), {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.md'));
    const found = [...files, ...markdown.map((file) => path.join('docs', file))].flatMap((file) => {
      // Tags out, so a command split into highlighted tokens reads as one line.
      const text = readFileSync(path.join(dir, file), 'utf8').replace(/<[^>]+>/g, '');
      const match = BARE_NPM_COMMAND.exec(text);
      return match ? [`${site.dir}/${file}: "${match[0]}"`] : [];
    });
    expect(found).toEqual([]);
    // The check can fail: the install command the pages give is there, in the site's own form.
    expect(builtFile(site, 'llms.txt')).toMatch(/npx -y https?:\/\/\S+\/surge-docs-mcp\.tgz/);
  });
});

describe('every snippet of the agents page runs as written against the loopback site', () => {
  let snippets: AgentPageSnippets;
  beforeAll(() => {
    const page = substituteSiteFacts(readFileSync(AGENT_PAGE, 'utf8'), AGENT_PAGE, siteFactsFor({siteUrl: origin, baseUrl: '/'}));
    snippets = agentPageSnippets(page);
  });

  test('the page has a stdio snippet for Claude Code, Cursor and VS Code, an HTTP one, and the commands a reader runs', () => {
    expect(snippets.stdio.map((snippet) => snippet.client).sort()).toEqual(['Claude Code', 'Cursor', 'VS Code']);
    for (const snippet of snippets.stdio) expect(snippet.args).toEqual(['-y', `${origin}/surge-docs-mcp.tgz`]);
    expect(snippets.http.commands).toHaveLength(1);
    expect(snippets.http.urls.length).toBeGreaterThanOrEqual(2);
    expect(snippets.commands.map((command) => command.args.at(-2))).toEqual([`${origin}/surge-docs-mcp.tgz`, '--site']);
  });

  test('stdio: each client entry starts a server that answers', async () => {
    for (const snippet of snippets.stdio) {
      const client = await connect(new StdioClientTransport({command: snippet.command, args: snippet.args, env, cwd: cache, stderr: 'pipe'}));
      try {
        expect((await call(client, 'search_docs', {query: 'liveness bond', limit: 1})).isError, snippet.client).toBe(false);
      } finally {
        await client.close();
      }
    }
  }, 120_000);

  test('--version prints the version', async () => {
    const [command] = snippets.commands.filter((snippet) => snippet.args.includes('--version'));
    const {stdout} = await run(command!.command, command!.args, {env, cwd: cache});
    expect(stdout.trim()).toBe(MCP_VERSION);
  }, 60_000);

  test('--site answers from the site it names', async () => {
    const [command] = snippets.commands.filter((snippet) => snippet.args.includes('--site'));
    expect(command!.args.at(-1)).toBe(`${origin}/`);
    const transport = new StdioClientTransport({command: command!.command, args: command!.args, env, cwd: cache, stderr: 'pipe'});
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = await connect(transport);
    try {
      const search = await call(client, 'search_docs', {query: 'liveness bond', limit: 1});
      expect(search.text).toContain(`${origin}/docs/`);
      expect(stderr).toContain(`Using the docs of ${origin}/`);
    } finally {
      await client.close();
    }
  }, 60_000);

  test('HTTP: the server command listens where the client entries point', async () => {
    const [command] = snippets.http.commands;
    const portAt = command!.args.indexOf('--http') + 1;
    const writtenPort = command!.args[portAt]!;
    for (const url of snippets.http.urls) expect(url).toBe(`http://127.0.0.1:${writtenPort}/mcp`);
    // The written port may be taken on a shared machine: only the port is swapped, for a free one.
    const args = command!.args.map((arg, index) => (index === portAt ? '0' : arg));
    const child = spawn(command!.command, args, {cwd: cache, env, stdio: ['ignore', 'ignore', 'pipe'], detached: true});
    started.push(child);
    const listening = await new Promise<URL>((resolve, reject) => {
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const address = /Listening on (http:\/\/\S+)/.exec(stderr);
        if (address) resolve(new URL(address[1]!));
      });
      child.once('exit', (code) => reject(new Error(`The server exited with ${code}: ${stderr}`)));
    });
    expect(listening.hostname).toBe('127.0.0.1');
    const client = await connect(new StreamableHTTPClientTransport(listening));
    try {
      expect((await call(client, 'lookup_error', {query: '0xe92c469f'})).text).toContain('InsufficientBond');
    } finally {
      await client.close();
      process.kill(-child.pid!, 'SIGTERM');
    }
  }, 60_000);
});
