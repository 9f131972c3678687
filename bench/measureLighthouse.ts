/**
 * Lighthouse figures for `npm run bench`: npm `lighthouse` with its default
 * config (mobile form factor, simulated throttling), run `runs` times per page
 * against Chromium from Debian (/usr/bin/chromium or CHROME_PATH), each run in
 * a fresh headless browser with its own empty profile. The summary is the
 * median of each figure over the runs, computed on its own (so the medians
 * may come from different runs).
 *
 * Nothing here fetches from the internet: the page is on loopback, and the
 * browser starts with background networking, component updates and sync off.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--no-first-run',
  '--no-default-browser-check',
];

/** One Lighthouse run, as read from its report. Scores are 0–100; times in ms. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
};

export type LighthouseSummary = LighthouseRun & {path: string; runs: number};

const FIELDS: (keyof LighthouseRun)[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'transferBytes'];

/** The median of a non-empty list (the mean of the two middle values for an even length). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of one run from a Lighthouse result (LHR); throws when the run failed or a figure is missing. */
export function readRun(lhr: {
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
}): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    return Math.round(value * 100);
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    transferBytes: Math.round(numeric('total-byte-weight')),
  };
}

/** Per-figure medians over the runs of one page. */
export function summarize(pagePath: string, runs: LighthouseRun[]): LighthouseSummary {
  const summary = {path: pagePath, runs: runs.length} as LighthouseSummary;
  for (const field of FIELDS) summary[field] = median(runs.map((run) => run[field]));
  return summary;
}

/**
 * Removes a run's browser profile. Chromium's helper processes may still be writing to it for
 * a moment after the browser exits, so removal is retried; a profile that stays is only a
 * leftover in the temporary directory, not a reason to lose the measurements.
 */
async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(profile, {recursive: true, force: true});
      return;
    } catch (error) {
      if (attempt === 5) {
        console.warn(`bench: left ${profile} in place (${(error as Error).message})`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

export async function launchChromium(): Promise<{port: number; close: () => Promise<void>}> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const executable = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const child = spawn(executable, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await removeProfile(profile);
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`${executable} did not open a DevTools port within 30 s:\n${stderr}`)), 30_000);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${executable} exited (${code}) before opening a DevTools port:\n${stderr}`));
      });
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    child.stderr!.resume();
    return {port, close};
  } catch (error) {
    await close();
    throw error;
  }
}

/** Runs Lighthouse `runs` times on each page (origin + path) and returns per-page medians. */
export async function measureLighthouse(origin: string, pages: string[], runs = 3): Promise<LighthouseSummary[]> {
  // lighthouse is an ES module; load it only when measuring, so the pure helpers above import cheaply.
  const {default: lighthouse} = await import('lighthouse');
  const summaries: LighthouseSummary[] = [];
  for (const pagePath of pages) {
    const results: LighthouseRun[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const chromium = await launchChromium();
      try {
        const result = await lighthouse(origin + pagePath, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        const figures = readRun(result.lhr as unknown as Parameters<typeof readRun>[0]);
        console.log(`lighthouse ${pagePath} run ${run}/${runs}: ${JSON.stringify(figures)}`);
        results.push(figures);
      } finally {
        await chromium.close();
      }
    }
    summaries.push(summarize(pagePath, results));
  }
  return summaries;
}
