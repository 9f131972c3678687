/**
 * Runs every test: unit tests (Vitest), the docs linters (markdownlint, cspell),
 * the test builds, the broken-anchor check over their output, then the browser
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

/** A check that counts as one test: passed when the command exits 0. */
function step(command, args, failureMessage) {
  if (run(command, args)) {
    totals.passed += 1;
  } else {
    totals.failed += 1;
    console.error(failureMessage);
  }
}

// Generated files must match their sources (facts/ in the repository).
step('npm', ['run', '--silent', 'generate:check'], 'A generated file is stale: see the message above.');
step('npm', ['run', '--silent', 'lint:md'], 'markdownlint found problems in docs/: see the lines above.');
step('npm', ['run', '--silent', 'lint:spelling'], 'cspell found unknown words in docs/: fix them or add real words to cspell-words.txt.');

const built = run('bash', ['scripts/build-test-sites.sh']);
if (!built) {
  totals.failed += 1;
  console.error('The test builds failed: the anchor check and browser tests were not run.');
} else {
  // The build only warns about broken anchors (spec §5); this makes them fail.
  step('npx', ['tsx', 'scripts/check-anchors.ts', 'build:/', 'build-docs-site:/docs-site/'], 'A page links to a missing anchor: see the lines above.');
  if (ensureChromium()) {
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
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
