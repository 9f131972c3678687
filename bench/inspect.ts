/**
 * `npm run bench:inspect -- [DIR] [page …]`: what Lighthouse's simulated phone
 * load makes of each page, to find what its LCP and TBT are made of. For each
 * run it prints the simulated metrics, the requests that ended before the
 * observed largest paint (Lighthouse's LCP model counts every one of them:
 * a favicon fetched before the paint cost 150 ms), and the long tasks with
 * their simulated (4× slower) durations and the script they are charged to.
 *
 *   npm run bench:inspect -- build                      # the benchmark's pages
 *   BENCH_ROUNDS=3 npm run bench:inspect -- build /docs/intro
 *
 * DIR is a production build (default: build). Runs one page at a time, as `npm run bench` does.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {serveBuild} from '../tests/server/serveBuild';
import {formatRunDetails, readRunDetails, type InspectedResult} from './lighthouseDetails';
import {launchChromium} from './measureLighthouse';
import {PAGES} from './pages';

async function main() {
  const [dirArgument, ...pageArguments] = process.argv.slice(2);
  const dir = path.resolve(dirArgument ?? 'build');
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir} holds no build (no index.html): build it with npx docusaurus build --out-dir ${dirArgument ?? 'build'}`);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_ROUNDS must be a whole number of rounds, not ${process.env.BENCH_ROUNDS}`);
  const port = Number(process.env.BENCH_PORT ?? 4400);
  const {default: lighthouse} = await import('lighthouse');
  const server = await serveBuild({dir, base: '/', port, gzip: true});
  try {
    for (const pagePath of pageArguments.length > 0 ? pageArguments : PAGES) {
      for (let round = 1; round <= rounds; round += 1) {
        const chromium = await launchChromium();
        try {
          const result = await lighthouse(`http://localhost:${port}${pagePath}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          console.log(formatRunDetails(pagePath, readRunDetails(result.lhr as unknown as InspectedResult)));
        } finally {
          await chromium.close();
        }
      }
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:inspect: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
