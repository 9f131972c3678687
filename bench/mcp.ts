/**
 * `npm run bench:mcp`: the docs MCP server's figures alone (package size,
 * start to first answer, search_docs p50/p95 here and at 5,000 pages) and its
 * targets. Needs mcp/snapshot.json, which `npm run build` writes.
 * `npm run bench` reports the same figures with everything else.
 */
import {formatMcp, measureMcp} from './measureMcp';
import {formatFigureChecks, mcpChecks} from './targets';

async function main() {
  const figures = await measureMcp();
  console.log([...formatMcp(figures), '', ...formatFigureChecks(mcpChecks(figures))].join('\n'));
}

main().catch((error: unknown) => {
  console.error(`bench:mcp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
