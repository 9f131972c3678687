/**
 * Measures the first-load bytes of pages of a production build: loads each
 * page in Chromium with an empty cache, waits for network idle, and sums the
 * JS and CSS responses, raw and gzip-compressed (level 9, as a static host
 * would serve them). The measuring itself is bench/measureFirstLoad.ts, shared
 * with `npm run bench`.
 *
 * Usage (after `npm run build` or `npm run build:test`):
 *   npx tsx scripts/measure-first-load.ts [--dir build] [--port 4173] [--json] [--list] PATH...
 *   npx tsx scripts/measure-first-load.ts docs/intro docs/troubleshooting/log-troubleshooter
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serveBuild} from '../tests/server/serveBuild';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/sites';
import {measureFirstLoad, type FirstLoad} from '../bench/measureFirstLoad';

type Options = {dir: string; port: number; json: boolean; list: boolean; paths: string[]};

function parseArgs(argv: string[]): Options {
  const options: Options = {dir: 'build', port: Number(process.env.TEST_PORT ?? 4173), json: false, list: false, paths: []};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--dir' || arg === '--port') {
      const value = argv[(i += 1)];
      if (!value) throw new Error(`${arg} needs a value`);
      if (arg === '--dir') options.dir = value;
      else options.port = Number(value);
    } else if (arg === '--json') {
      options.json = true;
    } else if (arg === '--list') {
      options.list = true;
    } else if (arg.startsWith('--')) {
      throw new Error(`Unknown option ${arg}`);
    } else {
      options.paths.push(arg.replace(/^\//, ''));
    }
  }
  if (options.paths.length === 0) throw new Error('Name at least one page path, e.g. docs/intro');
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const server = await serveBuild({dir: path.resolve(options.dir), base: '/', port: options.port});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const results: FirstLoad[] = [];
  try {
    for (const pagePath of options.paths) {
      const onFile = options.list
        ? (file: {resourceType: string; rawBytes: number; url: string}) => console.log(`  ${file.resourceType} ${file.rawBytes} ${new URL(file.url).pathname}`)
        : undefined;
      results.push(await measureFirstLoad(browser, `http://127.0.0.1:${options.port}`, `/${pagePath}`, {onFile}));
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
  if (options.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(
    'page | JS+CSS files | raw bytes | gzip bytes | prefetched files / raw bytes (not counted) | gzip until interactive | gzip until idle, prefetch included',
  );
  for (const r of results) {
    console.log(
      `${r.path} | ${r.files} | ${r.rawBytes} | ${r.gzipBytes} | ${r.prefetchedFiles} / ${r.prefetchedRaw} | ${r.untilInteractiveGzip} | ${r.untilIdleGzip}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`measure-first-load: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
