/**
 * Generates src/data/errorCodes.json, the custom errors of the Surge protocol
 * contracts with their canonical signatures and 4-byte selectors, which the
 * error-codes page (docs/troubleshooting/error-codes.md) renders.
 *
 * Source of truth, one of:
 *   --json FILE  the facts file errors.json (default: facts/errors.json
 *                in the repository), extracted from surge-taiko-mono
 *                packages/protocol/contracts at a4cdb115.
 *   --sol DIR    a checkout of the contracts, e.g. surge-taiko-mono/packages/protocol.
 *                Every .sol file under DIR is scanned, except in node_modules and,
 *                at the top of DIR, Foundry's lib, test, script, out and cache
 *                folders; paths are recorded relative to DIR.
 *
 * Usage:
 *   npm run generate:errors                                  # write from errors.json
 *   npx tsx scripts/generate-error-codes.ts --sol ../surge-taiko-mono/packages/protocol
 *   npm run generate:check                                   # fail if the committed file is stale
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildErrorCodeData, type ErrorDeclaration} from '../lib/generate/buildErrorCodeData';
import {readErrorsJson} from '../lib/generate/readErrorsJson';
import {scanSolidityErrors, type SolidityFile} from '../lib/generate/solidityErrors';
import {writeOrCheck} from '../lib/generate/writeOrCheck';
import type {UnresolvedErrorCode} from '../src/data/errorCodeTypes';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_JSON = path.resolve(REPO_ROOT, 'facts/errors.json');
const OUTPUT = path.join(REPO_ROOT, 'src/data/errorCodes.json');
const FIX_COMMAND = 'npm run generate:errors';
/** Dependencies, tests and build output of a Foundry project: not part of the deployed contracts. */
const SKIPPED_TOP_DIRS = new Set(['lib', 'test', 'tests', 'script', 'out', 'cache', 'broadcast']);
const SKIPPED_DIRS = new Set(['node_modules', '.git']);

const USAGE = 'Usage: generate-error-codes.ts [--json FILE | --sol DIR] [--check]';

type Options = {input: {kind: 'json' | 'sol'; path: string}; check: boolean};

function parseArgs(argv: string[]): Options {
  const options: Options = {input: {kind: 'json', path: DEFAULT_JSON}, check: false};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--check') {
      options.check = true;
    } else if (arg === '--json' || arg === '--sol') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a path. ${USAGE}`);
      options.input = {kind: arg === '--json' ? 'json' : 'sol', path: path.resolve(value)};
      i += 1;
    } else {
      throw new Error(`Unknown argument "${arg}". ${USAGE}`);
    }
  }
  return options;
}

function listSolidityFiles(root: string): SolidityFile[] {
  const files: SolidityFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const skipped = SKIPPED_DIRS.has(entry.name) || (dir === root && SKIPPED_TOP_DIRS.has(entry.name));
      if (entry.isDirectory() && !skipped) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.sol')) {
        files.push({file: path.relative(root, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8')});
      }
    }
  };
  walk(root);
  return files;
}

function readInput(input: Options['input']): {declarations: ErrorDeclaration[]; unresolved: UnresolvedErrorCode[]} {
  if (!existsSync(input.path)) {
    const hint = input.path === DEFAULT_JSON ? 'The default input is the facts file in the repository (facts/errors.json). ' : '';
    throw new Error(`Input not found: ${input.path}. ${hint}Pass --json FILE or --sol DIR.`);
  }
  if (input.kind === 'json') {
    return {declarations: readErrorsJson(readFileSync(input.path, 'utf8')), unresolved: []};
  }
  if (!statSync(input.path).isDirectory()) throw new Error(`--sol expects a directory: ${input.path}`);
  const result = scanSolidityErrors(listSolidityFiles(input.path));
  return {
    declarations: result.errors,
    unresolved: result.unresolved.map(({name, contract, file, reasons}) => ({name, contract, file, reasons})),
  };
}

function main(): number {
  const options = parseArgs(process.argv.slice(2));
  const {declarations, unresolved} = readInput(options.input);
  for (const error of unresolved) {
    console.warn(`warning: ${error.file}: ${error.contract ?? '(file level)'}.${error.name} skipped: ${error.reasons.join('; ')}`);
  }
  const data = buildErrorCodeData(declarations, unresolved);
  const result = writeOrCheck(OUTPUT, `${JSON.stringify(data, null, 2)}\n`, {
    check: options.check,
    fixCommand: FIX_COMMAND,
    cwd: REPO_ROOT,
  });
  const {counts} = data;
  console[result.ok ? 'log' : 'error'](result.message);
  if (result.ok) {
    console.log(`${counts.errors} errors (${counts.names} names, ${counts.selectors} selectors) in ${counts.contracts} contracts of ${counts.files} files.`);
  }
  return result.ok ? 0 : 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`generate-error-codes: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
