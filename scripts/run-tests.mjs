/**
 * Runs every test: unit tests (Vitest), the two test builds, then the browser
 * tests (Playwright in Debian's Chromium). Ends with one line
 * "N passed, N failed" summed over all stages; exits non-zero on any failure.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const totals = {passed: 0, failed: 0};

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

function ensureChromium() {
  if (existsSync(CHROME_PATH)) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Chromium is not at ${CHROME_PATH}; installing Debian's chromium package.`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {DEBIAN_FRONTEND: 'noninteractive'});
  }
  if (existsSync(CHROME_PATH)) return true;
  console.error(
    `Chromium not found at ${CHROME_PATH}. Install it (Debian: "sudo apt-get install chromium") ` +
      'or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  return false;
}

rmSync('test-results', {recursive: true, force: true});

run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);
const unit = readJson('test-results/unit.json');
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests + (unit.numFailedTestSuites ?? 0);
} else {
  totals.failed += 1;
  console.error('Unit tests did not report results.');
}

// Generated files must match their sources (facts/ in the repository).
if (run('npm', ['run', '--silent', 'generate:check'])) {
  totals.passed += 1;
} else {
  totals.failed += 1;
  console.error('A generated file is stale: see the message above.');
}

const built = run('bash', ['scripts/build-test-sites.sh']);
if (!built) {
  totals.failed += 1;
  console.error('The test builds failed: browser tests were not run.');
} else if (ensureChromium()) {
  run('npx', ['playwright', 'test'], {CHROME_PATH});
  const stats = readJson('test-results/e2e.json')?.stats;
  if (stats) {
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
  } else {
    totals.failed += 1;
    console.error('Browser tests did not report results.');
  }
} else {
  totals.failed += 1;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
