/**
 * The package as an operator's agent gets it: bundled, packed with npm,
 * installed into an empty project without network, then started by each
 * configuration snippet of docs/guides/ai-agents.md exactly as the page
 * writes it (npx finds the installed package before the registry).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {installPackage, offlineNpmEnv, packPackage, type PackedPackage} from './scripts/pack';
import {agentPageSnippets} from './agentPageSnippets';
import {call, connect} from './testClient';

const AGENT_PAGE = path.resolve(__dirname, '..', 'docs', 'guides', 'ai-agents.md');
const MAX_UNPACKED_BYTES = 3 * 1024 * 1024;

let work: string;
let packed: PackedPackage;
let project: string;
const started: ChildProcess[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'surge-docs-mcp-'));
  packed = await packPackage(work);
  project = installPackage(packed.tarball, work);
}, 120_000);

afterAll(() => {
  for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGTERM');
  if (work) rmSync(work, {recursive: true, force: true});
});

describe('the published package', () => {
  test('holds the bundle, its licences, the snapshot and the README, within 3 MB unpacked', () => {
    expect(packed.files).toEqual(['README.md', 'dist/THIRD_PARTY_LICENSES.md', 'dist/cli.mjs', 'package.json', 'snapshot.json']);
    console.log(`surge-docs-mcp: ${(packed.unpackedSize / 1024 / 1024).toFixed(2)} MB unpacked`);
    expect(packed.unpackedSize).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
  });

  test('needs no other package: it installs and runs offline', () => {
    const manifest = JSON.parse(readFileSync(path.join(project, 'node_modules', 'surge-docs-mcp', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    const version = execFileSync('npx', ['surge-docs-mcp', '--version'], {cwd: project, env: offlineNpmEnv(), encoding: 'utf8'});
    expect(version.trim()).toBe(packed.version);
  });
});

describe('the agent page snippets start the server as written', () => {
  const snippets = agentPageSnippets(readFileSync(AGENT_PAGE, 'utf8'));

  test('the page has a stdio snippet for Claude Code, Cursor and VS Code, and an HTTP one', () => {
    expect(snippets.stdio.map((snippet) => snippet.client).sort()).toEqual(['Claude Code', 'Cursor', 'VS Code']);
    expect(snippets.http.commands).toHaveLength(1);
    expect(snippets.http.urls.length).toBeGreaterThanOrEqual(2);
  });

  test.each(snippets.stdio.map((snippet) => [snippet.client, snippet] as const))('%s: stdio', async (_client, snippet) => {
    const client = await connect(new StdioClientTransport({command: snippet.command, args: snippet.args, cwd: project, env: offlineNpmEnv(), stderr: 'pipe'}));
    try {
      const search = await call(client, 'search_docs', {query: 'liveness bond', limit: 3});
      expect(search.isError).toBe(false);
      expect(search.text).toContain('https://docs.surge.wtf/docs/');
    } finally {
      await client.close();
    }
  });

  test('HTTP: the server command listens where the client entries point', async () => {
    const [command] = snippets.http.commands;
    const portAt = command!.args.indexOf('--http') + 1;
    const writtenPort = command!.args[portAt]!;
    for (const url of snippets.http.urls) expect(url).toBe(`http://127.0.0.1:${writtenPort}/mcp`);
    // The written port may be taken on a shared machine: only the port is swapped, for a free one.
    const args = command!.args.map((arg, index) => (index === portAt ? '0' : arg));
    const child = spawn(command!.command, args, {cwd: project, env: offlineNpmEnv(), stdio: ['ignore', 'ignore', 'pipe'], detached: true});
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
    expect(listening.pathname).toBe('/mcp');
    const client = await connect(new StreamableHTTPClientTransport(listening));
    try {
      expect((await call(client, 'lookup_error', {query: '0xe92c469f'})).text).toContain('InsufficientBond');
    } finally {
      await client.close();
    }
  });
});
