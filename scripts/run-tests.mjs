/**
 * Runs every test, stage by stage: the type check, lint and format (ESLint,
 * Prettier), unit tests (Vitest), the docs checks (markdownlint, cspell, ShellCheck), the test builds, the checks of the built files (generated files
 * current, Vitest over build output, the build-rule fixtures and the anchor check), then the browser
 * tests (Playwright in Debian's Chromium) and the dev server's test (`npm start`,
 * playwright.dev.config.ts). Ends with a table of the stages and
 * their durations and one line "N passed, N failed" summed over all stages;
 * exits non-zero on any failure. Nothing is retried.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** One row per stage: name, seconds, passed, failed. */
const stages = [];
/** What failed, a line each ("stage: file › test"), repeated above the table. */
const failures = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs `body`, which returns {passed, failed}, and records it as a stage with its wall time. */
function stage(name, body) {
  const started = performance.now();
  const {passed, failed} = body();
  stages.push({name, seconds: (performance.now() - started) / 1000, passed, failed});
  return failed === 0;
}

/** A check that counts as one test: passed when the command exits 0. */
function check(command, args, failureMessage) {
  if (run(command, args)) return {passed: 1, failed: 0};
  console.error(failureMessage);
  failures.push(`${[command, ...args].join(' ')}: ${failureMessage}`);
  return {passed: 0, failed: 1};
}

/** Sums checks into one stage result. */
function checks(...results) {
  return results.reduce((sum, result) => ({passed: sum.passed + result.passed, failed: sum.failed + result.failed}), {passed: 0, failed: 0});
}

/** The tests of a Playwright JSON report that did not pass as expected (failed, timed out, flaky). */
function playwrightFailures(report, label) {
  const lines = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          lines.push(`${label}: ${spec.file} › ${[...titles, spec.title].join(' › ')} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return lines;
}

/** Runs Vitest with `args` and counts its tests from the JSON report. */
function vitest(args, reportFile, label) {
  const ok = run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${reportFile}`]);
  const report = readJson(reportFile);
  if (!report) {
    console.error(`${label} did not report results.`);
    return {passed: 0, failed: 1};
  }
  // A failed test counts once (Vitest's numFailedTestSuites also counts the file and each describe
  // around it); a file that failed with no failed test (an import error, a failed beforeAll) counts once.
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((result) => result.status === 'failed');
    for (const result of failedTests) failures.push(`${label}: ${path.relative(process.cwd(), file.name)} › ${result.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push(`${label}: ${path.relative(process.cwd(), file.name)} (${file.message.split('\n', 1)[0]})`);
  }
  const failed = failures.filter((failure) => failure.startsWith(`${label}: `)).length;
  // A run that failed without a failing test (a config error, say) still fails the stage.
  return {passed: report.numPassedTests, failed: failed || (ok ? 0 : 1)};
}

/**
 * Whether `tool` (a path, or a command on PATH) is there; if not and this is a Debian machine where
 * we are root (CI), installs Debian's `debianPackage` first. Otherwise says how to install it.
 */
function ensureDebianTool(tool, debianPackage, hint = '') {
  const isThere = () => (tool.includes('/') ? existsSync(tool) : spawnSync(tool, ['--version'], {stdio: 'ignore'}).status === 0);
  if (isThere()) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`${tool} is missing; installing Debian's ${debianPackage} package.`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', debianPackage], {DEBIAN_FRONTEND: 'noninteractive'});
  }
  if (isThere()) return true;
  console.error(`${tool} not found. Install it (Debian: "sudo apt-get install ${debianPackage}")${hint}.`);
  return false;
}

const ensureChromium = () => ensureDebianTool(CHROME_PATH, 'chromium', ' or set CHROME_PATH to a Chromium or Chrome binary');
const ensureShellCheck = () => ensureDebianTool('shellcheck', 'shellcheck');

rmSync('test-results', {recursive: true, force: true});

stage('typecheck', () => check('npx', ['tsc'], 'TypeScript found type errors: see the lines above.'));
stage('lint', () =>
  checks(
    check('npm', ['run', '--silent', 'lint:code'], 'ESLint found problems (no warnings are allowed): see the lines above, or run "npx eslint --fix .".'),
    check('npm', ['run', '--silent', 'format:check'], 'Some files are not formatted as Prettier would: run "npm run format".'),
  ),
);
stage('unit', () => vitest([], 'test-results/unit.json', 'Unit tests'));
// npm run check:docs: markdownlint, cspell, ShellCheck, MDX and tokens, links, glossary links, sources talk, the sidebar.
stage('docs checks', () =>
  ensureShellCheck()
    ? check('npm', ['run', '--silent', 'check:docs'], 'npm run check:docs found problems in docs/: each line above names the file, the line and the fix.')
    : {passed: 0, failed: 1},
);

const built = stage('test builds', () =>
  check('bash', ['scripts/build-test-sites.sh'], 'The test builds failed: the checks of built files and the browser tests were not run.'),
);
if (built) {
  stage('built files', () =>
    checks(
      // Generated files must match their sources in facts/.
      check('npm', ['run', '--silent', 'generate:check'], 'A generated file is stale: see the message above.'),
      vitest(['--config', 'vitest.build.config.mts'], 'test-results/built.json', 'Checks of the built files'),
      // The build only warns about broken anchors (onBrokenAnchors in docusaurus.config.ts); this makes them fail.
      check('npx', ['tsx', 'scripts/check-anchors.ts', 'build:/', 'build-docs-site:/docs-site/'], 'A page links to a missing anchor: see the lines above.'),
    ),
  );
  stage('browser', () => {
    if (!ensureChromium()) return {passed: 0, failed: 1};
    run('npx', ['playwright', 'test'], {CHROME_PATH});
    const report = readJson('test-results/e2e.json');
    const stats = report?.stats;
    if (!stats) {
      console.error('Browser tests did not report results.');
      return {passed: 0, failed: 1};
    }
    failures.push(...playwrightFailures(report, 'Browser tests'));
    // retries is 0 (playwright.config.ts), so a flaky test cannot pass; count one as failed all the same.
    return {passed: stats.expected, failed: stats.unexpected + stats.flaky};
  });
}
stage('dev server', () => {
  if (!ensureChromium()) return {passed: 0, failed: 1};
  run('npx', ['playwright', 'test', '--config', 'playwright.dev.config.ts'], {CHROME_PATH});
  const report = readJson('test-results/dev.json');
  const stats = report?.stats;
  if (!stats) {
    console.error('The dev server test did not report results.');
    return {passed: 0, failed: 1};
  }
  failures.push(...playwrightFailures(report, 'Dev server test'));
  return {passed: stats.expected, failed: stats.unexpected + stats.flaky};
});

const total = stages.reduce((sum, row) => ({passed: sum.passed + row.passed, failed: sum.failed + row.failed, seconds: sum.seconds + row.seconds}), {
  passed: 0,
  failed: 0,
  seconds: 0,
});
// The names, so that a run whose log is cut to its last lines still says what failed.
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
const rows = [...stages, {name: 'total', ...total}];
console.log('\nstage          time     passed  failed');
for (const row of rows) {
  console.log(`${row.name.padEnd(14)} ${`${row.seconds.toFixed(0)} s`.padStart(6)}  ${String(row.passed).padStart(7)}  ${String(row.failed).padStart(6)}`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
