/**
 * The node doctor's full run against a healthy local setup, as an operator runs it: the
 * doctor's own test setup (two anvil nodes, stand-in contracts, the stub beacon API and
 * Raiko: src/doctor/__fixtures__/localSetup.ts), then `node --import tsx mcp/src/cli.ts
 * doctor --env FILE --json` in a fresh process per run (JSON only to read the report's own
 * `ms` and pass count; the checklist is formatted from the same report). Timed from spawn
 * to exit, so Node's and tsx's start-up count. Runs with the defaults an operator gets
 * and with `--head-window 2` alternate, so that a busy moment does not fall on one alone.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DEFAULT_OPTIONS} from '../src/doctor/runDoctor';
import {deployStandIns, devnetEnv, healthyStub, startAnvil, startStub} from '../src/doctor/__fixtures__/localSetup';

export const DOCTOR_RUNS = 5;
/** The short head window measured beside the default, in seconds. */
export const SHORT_HEAD_WINDOW_S = 2;
/** A run that has not exited by then is stopped: the doctor's own total limit is 30 s. */
const RUN_LIMIT_MS = 60_000;

const ROOT = path.resolve(__dirname, '..');

/** The doctor process running now, stopped with the nodes on Ctrl-C. */
let running: ChildProcess | null = null;

export type DoctorRun = {wallMs: number; reportMs: number | null; exitCode: number | null; passed: number; checks: number};
export type DoctorSeries = {
  label: string;
  /** The doctor's arguments after `--env FILE --json`. */
  args: string[];
  headWindowS: number;
  runs: DoctorRun[];
  wall: {medianMs: number; maxMs: number};
  /** The report's own `ms` (null when a run printed no report). */
  report: {medianMs: number | null; maxMs: number | null};
};
export type DoctorFigures = {
  defaults: DoctorSeries;
  shortWindow: DoctorSeries;
  /** `doctor --help` spawn to exit: Node, tsx and the doctor's modules loading, no check run. */
  startUp: {medianMs: number; runsMs: number[]};
};

const round = (ms: number) => Math.round(ms);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One run of the CLI in a fresh process, timed from spawn to exit. */
function runDoctorCli(args: string[]): Promise<DoctorRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'mcp/src/cli.ts', 'doctor', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const limit = setTimeout(() => child.kill(), RUN_LIMIT_MS);
  return new Promise((resolve, reject) => {
    let wallMs = 0;
    child.once('error', (error) => {
      clearTimeout(limit);
      reject(error);
    });
    child.once('exit', () => (wallMs = performance.now() - started));
    // 'close' comes once stdout is read to its end.
    child.once('close', (exitCode) => {
      clearTimeout(limit);
      running = null;
      let report: {ms?: number; results?: {status: string}[]; notRun?: unknown[]} = {};
      try {
        report = JSON.parse(stdout) as typeof report;
      } catch {
        if (args.includes('--help')) return resolve({wallMs: round(wallMs), reportMs: null, exitCode, passed: 0, checks: 0});
        console.error(`The doctor printed no JSON report (exit code ${exitCode}): ${stderr || stdout}`);
      }
      const results = report.results ?? [];
      resolve({
        wallMs: round(wallMs),
        reportMs: typeof report.ms === 'number' ? round(report.ms) : null,
        exitCode,
        passed: results.filter((result) => result.status === 'pass').length,
        checks: results.length + (report.notRun?.length ?? 0),
      });
    });
  });
}

function series(label: string, args: string[], headWindowS: number, runs: DoctorRun[]): DoctorSeries {
  const walls = runs.map((run) => run.wallMs);
  const reported = runs.flatMap((run) => (run.reportMs === null ? [] : [run.reportMs]));
  return {
    label,
    args,
    headWindowS,
    runs,
    wall: {medianMs: median(walls), maxMs: Math.max(...walls)},
    report: reported.length === runs.length ? {medianMs: median(reported), maxMs: Math.max(...reported)} : {medianMs: null, maxMs: null},
  };
}

export async function measureDoctor(): Promise<DoctorFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), 'surge-doctor-bench-'));
  // Started together; each one that started is stopped whatever happens, even if another failed to start.
  const starting = [startAnvil(3151908), startAnvil(763374, ['--block-time', '1'])] as const;
  const stubStarting = startStub();
  const [anvils, stubs] = await Promise.all([Promise.allSettled(starting), Promise.allSettled([stubStarting])]);
  const stopAll = () => {
    for (const anvil of anvils) if (anvil.status === 'fulfilled') anvil.value.process.kill();
    for (const stub of stubs) if (stub.status === 'fulfilled') stub.value.server.close();
  };
  // Ctrl-C or a kill stops the nodes too, not only an error.
  const onSignal = (signal: NodeJS.Signals) => {
    running?.kill();
    stopAll();
    rmSync(dir, {recursive: true, force: true});
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const failed = [...anvils, ...stubs].find((item) => item.status === 'rejected');
    if (failed) throw failed.reason;
    const [l1, l2, stub] = [await starting[0], await starting[1], await stubStarting];
    await deployStandIns(l1.url, l2.url);
    healthyStub(stub.handle);
    const envFile = path.join(dir, '.env');
    writeFileSync(envFile, devnetEnv(l1.url, l2.url, stub.url));
    const shortArgs = ['--head-window', String(SHORT_HEAD_WINDOW_S)];
    const runs = {defaults: [] as DoctorRun[], shortWindow: [] as DoctorRun[], startUp: [] as number[]};
    const common = ['--env', envFile, '--json'];
    for (let run = 0; run < DOCTOR_RUNS; run += 1) {
      runs.defaults.push(await runDoctorCli(common));
      runs.shortWindow.push(await runDoctorCli([...common, ...shortArgs]));
      runs.startUp.push((await runDoctorCli(['--help'])).wallMs);
    }
    const defaultWindowS = DEFAULT_OPTIONS.headWindowMs / 1000;
    return {
      defaults: series(`defaults (head window ${defaultWindowS} s)`, [], defaultWindowS, runs.defaults),
      shortWindow: series(`--head-window ${SHORT_HEAD_WINDOW_S}`, shortArgs, SHORT_HEAD_WINDOW_S, runs.shortWindow),
      startUp: {medianMs: median(runs.startUp), runsMs: runs.startUp},
    };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    stopAll();
    rmSync(dir, {recursive: true, force: true});
  }
}

const seconds = (ms: number | null) => (ms === null ? 'none' : `${(ms / 1000).toFixed(2)} s`);

/** The figures in Markdown: a sentence and a table, for bench/results.md and `npm run bench:mcp`. */
export function formatDoctor(figures: DoctorFigures): string[] {
  const rows = [figures.defaults, figures.shortWindow];
  const exitCodes = (item: DoctorSeries) => [...new Set(item.runs.map((run) => String(run.exitCode)))].join(', ');
  const passes = (item: DoctorSeries) => [...new Set(item.runs.map((run) => `${run.passed}/${run.checks}`))].join(', ');
  return [
    `Node doctor, a full run against a healthy local setup (two anvil nodes, stand-in contracts, a stub beacon API and Raiko; bench/measureDoctor.ts): \`node --import tsx mcp/src/cli.ts doctor --env FILE --json\`, ${DOCTOR_RUNS} fresh processes each, alternating. Wall is spawn to exit (Node and tsx start-up included); "report" is the report's own \`ms\`. The head check passes as soon as the L2 head moves; the head window is the longest it waits.`,
    '',
    '| Run | wall median | wall max | report median | report max | exit codes | passed/checks | wall runs (ms) |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | --- |',
    ...rows.map(
      (item) =>
        `| ${item.label} | ${seconds(item.wall.medianMs)} | ${seconds(item.wall.maxMs)} | ${seconds(item.report.medianMs)} | ${seconds(item.report.maxMs)} | ${exitCodes(item)} | ${passes(item)} | ${item.runs.map((run) => run.wallMs).join(', ')} |`,
    ),
    '',
    `Start-up alone (\`doctor --help\`, spawn to exit: Node, tsx and the doctor's modules, no check), median of ${DOCTOR_RUNS}: ${seconds(figures.startUp.medianMs)} (${figures.startUp.runsMs.join(', ')} ms).`,
  ];
}
