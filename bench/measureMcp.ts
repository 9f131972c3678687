/**
 * The docs MCP server's figures (mcp/): the packed package's unpacked size;
 * start to first answer, from spawning the server to the result of its first
 * search_docs call (initialize included), both as `node dist/cli.mjs` (the
 * server itself) and as `npx surge-docs-mcp` from an installed package (what
 * a client runs, npm's own start-up included); and search_docs times through
 * the protocol (an in-memory transport: the tool, its JSON schema check and
 * the JSON-RPC round trip) for every prefix of the search bench's queries, on
 * the bundled snapshot and on a snapshot with the 5,000-page corpus.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {createDocsServer} from '../mcp/src/createServer';
import {loadSnapshot, type DocsSnapshot} from '../mcp/src/snapshot';
import {installPackage, offlineNpmEnv, packPackage} from '../mcp/scripts/pack';
import {compactRecords, expandRecords} from '../src/search/compactRecords';
import {percentile, QUERIES, syntheticCorpus} from './measureSearch';

const START_RUNS = 5;

export type McpFigures = {
  unpackedBytes: number;
  /** Medians over START_RUNS fresh processes. */
  startToFirstAnswerMs: {node: number; npx: number; runs: {node: number[]; npx: number[]}};
  searchDocs: {site: SearchTimes; pages5000: SearchTimes};
};
type SearchTimes = {records: number; calls: number; p50Ms: number; p95Ms: number};

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function startToFirstAnswer(command: string, args: string[], cwd: string): Promise<number> {
  const started = performance.now();
  const client = new Client({name: 'surge-docs-bench', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command, args, cwd, env: offlineNpmEnv(), stderr: 'ignore'}));
  const result = await client.callTool({name: 'search_docs', arguments: {query: 'liveness bond', limit: 5}});
  const ms = performance.now() - started;
  await client.close();
  if (result.isError) throw new Error(`search_docs failed in the start-up run: ${JSON.stringify(result.content)}`);
  return ms;
}

async function searchTimes(snapshot: DocsSnapshot): Promise<SearchTimes> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(snapshot).connect(serverSide);
  const client = new Client({name: 'surge-docs-bench', version: '1.0.0'});
  await client.connect(clientSide);
  // One call first: the engine's index is built on the first search, which the start-up figure covers.
  await client.callTool({name: 'search_docs', arguments: {query: 'bond'}});
  const times: number[] = [];
  for (const query of QUERIES) {
    for (let end = 1; end <= query.length; end += 1) {
      const started = performance.now();
      await client.callTool({name: 'search_docs', arguments: {query: query.slice(0, end)}});
      times.push(performance.now() - started);
    }
  }
  await client.close();
  times.sort((a, b) => a - b);
  return {
    records: expandRecords(snapshot.searchRecords).length,
    calls: times.length,
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
  };
}

export async function measureMcp(): Promise<McpFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'surge-docs-mcp-bench-'));
  try {
    const packed = await packPackage(work);
    const project = installPackage(packed.tarball, work);
    const runs = {node: [] as number[], npx: [] as number[]};
    // Alternated, so that a busy moment of the machine does not fall on one of the two alone.
    for (let run = 0; run < START_RUNS; run += 1) {
      runs.node.push(round1(await startToFirstAnswer(process.execPath, [path.join(packed.stagedDir, 'dist', 'cli.mjs')], project)));
      runs.npx.push(round1(await startToFirstAnswer('npx', ['-y', 'surge-docs-mcp'], project)));
    }
    const snapshot = loadSnapshot();
    const corpus = syntheticCorpus(expandRecords(snapshot.searchRecords), 5000);
    return {
      unpackedBytes: packed.unpackedSize,
      startToFirstAnswerMs: {node: median(runs.node), npx: median(runs.npx), runs},
      searchDocs: {site: await searchTimes(snapshot), pages5000: await searchTimes({...snapshot, searchRecords: compactRecords(corpus)})},
    };
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

/** The figures in Markdown, for bench/results.md and `npm run bench:mcp`. */
export function formatMcp(figures: McpFigures): string[] {
  const {startToFirstAnswerMs: start, searchDocs} = figures;
  return [
    `Package (npm pack, unpacked, snapshot included): ${(figures.unpackedBytes / 1024 / 1024).toFixed(2)} MB.`,
    `Start to first answer (spawn → initialize → first search_docs result), median of ${START_RUNS}: ${start.node} ms as \`node dist/cli.mjs\` (${start.runs.node.join(', ')}), ${start.npx} ms as \`npx surge-docs-mcp\` from an installed package (${start.runs.npx.join(', ')}).`,
    `search_docs through the protocol, every prefix of ${QUERIES.length} queries: this site (${searchDocs.site.records} records) p50 ${searchDocs.site.p50Ms} ms, p95 ${searchDocs.site.p95Ms} ms over ${searchDocs.site.calls} calls; 5,000 pages (${searchDocs.pages5000.records} records) p50 ${searchDocs.pages5000.p50Ms} ms, p95 ${searchDocs.pages5000.p95Ms} ms.`,
  ];
}
