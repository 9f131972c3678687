/** The CLI as a client starts it: over stdio, and over Streamable HTTP on a free port. */
import {spawn, type ChildProcess} from 'node:child_process';
import {request as httpRequest} from 'node:http';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {parseArgs, startHttpServer} from './src/cli';
import {loadSnapshot} from './src/snapshot';
import {connect, expectBadInputHandled, expectGoodAnswers, expectServing} from './testClient';

const ROOT = path.resolve(__dirname, '..');
/** The server as `npx tsx mcp/src/cli.ts` runs it, without npx's own start-up. */
const CLI = {command: process.execPath, args: ['--import', 'tsx', 'mcp/src/cli.ts']};

/** Starts the server with `--http 0` and reads the address it prints. */
async function startHttp(): Promise<{child: ChildProcess; endpoint: URL}> {
  // In its own process group, so that it stops with everything it started.
  const child = spawn(CLI.command, [...CLI.args, '--http', '0'], {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true});
  const endpoint = await new Promise<URL>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`The server did not start: ${stderr}`)), 25_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const listening = /Listening on (http:\/\/\S+)/.exec(stderr);
      if (listening) {
        clearTimeout(timer);
        resolve(new URL(listening[1]!));
      }
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}: ${stderr}`)));
  });
  return {child, endpoint};
}

let stdioClient: Client;
let httpClient: Client;
let httpChild: ChildProcess | undefined;
let endpoint: URL;

// Both servers start at once: most of the time is tsx starting up.
beforeAll(async () => {
  const [stdio, http] = await Promise.all([
    connect(new StdioClientTransport({...CLI, cwd: ROOT, stderr: 'pipe'})),
    startHttp().then(async (started) => {
      httpChild = started.child;
      endpoint = started.endpoint;
      return connect(new StreamableHTTPClientTransport(started.endpoint));
    }),
  ]);
  stdioClient = stdio;
  httpClient = http;
});

afterAll(async () => {
  await stdioClient?.close();
  await httpClient?.close();
  if (httpChild?.pid) process.kill(-httpChild.pid, 'SIGTERM');
});

describe('over stdio', () => {
  test('answers every tool, handles bad input and keeps serving', async () => {
    await expectGoodAnswers(stdioClient);
    await expectBadInputHandled(stdioClient);
  });
});

describe('over Streamable HTTP (--http 0)', () => {
  test('binds to 127.0.0.1 by default', () => {
    expect(endpoint.hostname).toBe('127.0.0.1');
  });

  test('answers every tool, handles bad input and keeps serving', async () => {
    await expectGoodAnswers(httpClient);
    await expectBadInputHandled(httpClient);
  });

  test('refuses what is not an MCP request and keeps serving', async () => {
    expect((await fetch(new URL('/other', endpoint))).status).toBe(404);
    expect((await fetch(endpoint)).status).toBe(405);
    const broken = await fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json'}, body: '{not json'});
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({error: {message: expect.stringMatching(/not valid JSON/)}});
    const binary = await fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json'}, body: new Uint8Array([0xff, 0xfe, 0x00, 0x01])});
    expect(binary.status).toBe(400);
    await expectServing(httpClient);
  });

  test('names the port when it is taken', async () => {
    await expect(startHttpServer(loadSnapshot(), Number(endpoint.port), '127.0.0.1')).rejects.toThrow(`Port ${endpoint.port} on 127.0.0.1 is in use`);
  });

  test('refuses a request for another host name (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(endpoint, {method: 'POST', headers: {host: 'evil.example', 'content-type': 'application/json'}}, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end('{}');
    });
    expect(status).toBe(403);
    await expectServing(httpClient);
  });
});

describe('command-line options', () => {
  test('defaults to stdio and the bundled snapshot', () => {
    expect(parseArgs([])).toMatchObject({http: null, host: '127.0.0.1', site: null, snapshot: expect.stringMatching(/snapshot\.json$/)});
  });

  test('reads --http, --host, --snapshot and --site', () => {
    expect(parseArgs(['--http', '3333', '--host=0.0.0.0', '--snapshot', 'x.json', '--site', 'https://docs.surge.wtf'])).toMatchObject({
      http: 3333,
      host: '0.0.0.0',
      snapshot: path.resolve('x.json'),
      site: 'https://docs.surge.wtf',
    });
  });

  test('rejects bad options with the usage', () => {
    expect(() => parseArgs(['--http', 'eighty'])).toThrow(/port number/);
    expect(() => parseArgs(['--http'])).toThrow(/needs a value/);
    expect(() => parseArgs(['--nope'])).toThrow(/Unknown option "--nope"[\s\S]*Usage/);
  });
});
