#!/usr/bin/env node
/**
 * Serves the Surge docs over MCP.
 *   surge-docs-mcp                      stdio (what Claude Code, Cursor and VS Code start)
 *   surge-docs-mcp --http 3333          Streamable HTTP on http://127.0.0.1:3333/mcp
 *   surge-docs-mcp --http 0 --host ::1  any free port; the address is printed on stderr
 *   surge-docs-mcp --snapshot FILE      answer from another snapshot (see makeSnapshot.ts)
 *   surge-docs-mcp --site URL           refresh from a deployed site, keeping the bundled snapshot if that fails
 *   surge-docs-mcp doctor --env .env    check a running setup against the docs (doctorCli.ts)
 * Logs go to stderr: on stdio, stdout carries the protocol.
 */
import {realpathSync} from 'node:fs';
import {createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {createDocsServer, SERVER_NAME, SERVER_VERSION} from './createServer';
import {runDoctorCommand} from './doctorCli';
import {fetchSiteSnapshot} from './fetchSite';
import {BUNDLED_SNAPSHOT, loadSnapshot, type DocsSnapshot} from './snapshot';

export type CliOptions = {http: number | null; host: string; snapshot: string; site: string | null};

const USAGE = `Usage: surge-docs-mcp [--http PORT] [--host HOST] [--snapshot FILE] [--site URL]
       surge-docs-mcp doctor [--env FILE] [--json] …   (doctor --help for its options)

Serves the Surge documentation to AI agents over the Model Context Protocol.
  (no option)       serve over stdio
  --http PORT       serve Streamable HTTP at http://HOST:PORT/mcp (PORT 0: any free port)
  --host HOST       interface for --http (default 127.0.0.1)
  --snapshot FILE   use this docs snapshot instead of the bundled one
  --site URL        fetch the current docs from a deployed site (e.g. https://docs.surge.wtf);
                    on failure the bundled snapshot is used and the reason is logged
  --version, --help`;

/** Largest HTTP request body: above the tools' 1 MB text limit, so an oversized paste gets the tool's own message. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = {http: null, host: '127.0.0.1', snapshot: BUNDLED_SNAPSHOT, site: null};
  const value = (index: number, flag: string) => {
    const next = argv[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.\n\n${USAGE}`);
    return next;
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const [flag, inline] =
      argument.startsWith('--') && argument.includes('=')
        ? [argument.slice(0, argument.indexOf('=')), argument.slice(argument.indexOf('=') + 1)]
        : [argument, null];
    const take = () => inline ?? value(index++, flag);
    if (flag === '--http') {
      const raw = take();
      const port = Number(raw);
      if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`--http needs a port number from 0 to 65535, not "${raw}".`);
      options.http = port;
    } else if (flag === '--host') options.host = take();
    else if (flag === '--snapshot') options.snapshot = path.resolve(take());
    else if (flag === '--site') options.site = take();
    else throw new Error(`Unknown option "${argument}".\n\n${USAGE}`);
  }
  return options;
}

function log(message: string): void {
  process.stderr.write(`[${SERVER_NAME}] ${message}\n`);
}

async function readSnapshot(options: CliOptions): Promise<DocsSnapshot> {
  const snapshot = loadSnapshot(options.snapshot);
  if (!options.site) return snapshot;
  try {
    const fresh = await fetchSiteSnapshot(options.site);
    log(`Using the docs of ${fresh.siteUrl} (${fresh.pages.length} pages).`);
    return fresh;
  } catch (error) {
    log(
      `Could not refresh from ${options.site}: ${error instanceof Error ? error.message : String(error)} Using the bundled snapshot (${snapshot.pages.length} pages).`,
    );
    return snapshot;
  }
}

function sendJsonRpcError(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) return;
  response.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify({jsonrpc: '2.0', error: {code: -32600, message}, id: null}));
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** `localhost:3333` → `localhost`; `[::1]:3333` → `[::1]`. */
function hostName(header: string | undefined): string {
  if (!header) return '';
  const match = /^(\[[^\]]*\]|[^:]*)(?::\d+)?$/.exec(header.trim().toLowerCase());
  return match ? match[1]! : '';
}

function readBody(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error(`The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`), {status: 413}));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(Object.assign(new Error('The request body is not valid JSON.'), {status: 400}));
      }
    });
    request.on('error', reject);
  });
}

/** Stateless Streamable HTTP: a server and transport per request, sharing the snapshot and its search index. */
export function startHttpServer(snapshot: DocsSnapshot, port: number, host: string): Promise<Server> {
  const loopbackOnly = LOOPBACK_HOSTS.has(host.toLowerCase());
  const http = createHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // DNS rebinding: a web page must not reach a server on this machine through a name of its own.
    if (loopbackOnly && !LOOPBACK_HOSTS.has(hostName(request.headers.host))) {
      sendJsonRpcError(response, 403, `Host "${request.headers.host ?? ''}" is not allowed: this server answers to localhost, 127.0.0.1 and [::1] only.`);
      return;
    }
    if (url.pathname !== '/mcp') {
      response.writeHead(404, {'content-type': 'text/plain'}).end(`Not found. The MCP endpoint is /mcp (${SERVER_NAME} ${SERVER_VERSION}).\n`);
      return;
    }
    if (request.method !== 'POST') {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      response.writeHead(405, {'content-type': 'application/json', allow: 'POST'});
      response.end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message: 'Method not allowed: this server is stateless, use POST.'}, id: null}));
      return;
    }
    let body: unknown;
    try {
      body = await readBody(request);
    } catch (error) {
      sendJsonRpcError(response, (error as {status?: number}).status ?? 400, error instanceof Error ? error.message : String(error));
      return;
    }
    const server = createDocsServer(snapshot);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      log(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      sendJsonRpcError(response, 500, 'Internal server error.');
    }
  });
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is in use: choose another with --http PORT.`) : error);
    http.once('error', failed);
    http.listen(port, host, () => {
      http.off('error', failed);
      resolve(http);
    });
  });
}

export async function main(argv: string[]): Promise<void> {
  if (argv[0] === 'doctor') {
    const {code, stdout, stderr} = await runDoctorCommand(argv.slice(1));
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
    return;
  }
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (argv.includes('--version')) {
    process.stdout.write(`${SERVER_VERSION}\n`);
    return;
  }
  const options = parseArgs(argv);
  const snapshot = await readSnapshot(options);
  if (options.http !== null) {
    const http = await startHttpServer(snapshot, options.http, options.host);
    const address = http.address();
    const port = typeof address === 'object' && address ? address.port : options.http;
    const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
    log(`Listening on http://${shownHost}:${port}/mcp`);
    const stop = () => http.close(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const server = createDocsServer(snapshot);
  await server.connect(new StdioServerTransport());
  log(`Serving ${snapshot.pages.length} pages over stdio.`);
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
