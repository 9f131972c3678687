/**
 * `npm run bench:mcp`: the docs MCP server's figures alone (package size,
 * start to first answer, search_docs p50/p95 here and at 5,000 pages), the
 * node doctor's full run against a healthy local setup (bench/measureDoctor.ts),
 * and their targets. Needs mcp/snapshot.json, which `npm run build` writes;
 * `npm run bench:mcp -- --doctor-only` measures the doctor alone and needs no build.
 * `npm run bench` reports the same figures with everything else.
 */
import {doctorChecks, formatFigureChecks, mcpChecks} from './targets';
import {formatDoctor, measureDoctor} from './measureDoctor';
import {formatMcp, measureMcp} from './measureMcp';

function parseArgs(argv: string[]): {doctorOnly: boolean} {
  for (const arg of argv) if (arg !== '--doctor-only') throw new Error(`Unknown option ${arg} (known: --doctor-only)`);
  return {doctorOnly: argv.includes('--doctor-only')};
}

async function main() {
  const {doctorOnly} = parseArgs(process.argv.slice(2));
  const mcp = doctorOnly ? null : await measureMcp();
  const doctor = await measureDoctor();
  const checks = [...(mcp ? mcpChecks(mcp) : []), ...doctorChecks(doctor)];
  console.log([...(mcp ? [...formatMcp(mcp), ''] : []), ...formatDoctor(doctor), '', ...formatFigureChecks(checks)].join('\n'));
}

main().catch((error: unknown) => {
  console.error(`bench:mcp: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
