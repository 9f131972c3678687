/**
 * Writes mcp/snapshot.json from a production build of the site:
 *   npx tsx mcp/src/makeSnapshot.ts [BUILD_DIR] [--out FILE] [--check]
 * BUILD_DIR defaults to `build`. With --check, nothing is written: the command
 * fails if the file differs from what the build gives.
 */
import {existsSync, readFileSync, realpathSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BUNDLED_SNAPSHOT, serializeSnapshot, snapshotFromBuild} from './snapshot';

/** The snapshot file's text for a build directory. */
export function makeSnapshot(buildDir: string): string {
  return serializeSnapshot(snapshotFromBuild(buildDir));
}

/** The command: writes the snapshot, or with --check compares it; returns the exit code. */
export function main(argv: string[]): number {
  let buildDir = 'build';
  let out = BUNDLED_SNAPSHOT;
  let check = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--check') check = true;
    else if (argument === '--out') out = path.resolve(argv[++index] ?? '');
    else if (argument === '--help' || argument === '-h') {
      console.log('Usage: npx tsx mcp/src/makeSnapshot.ts [BUILD_DIR] [--out FILE] [--check]');
      return 0;
    } else buildDir = argument;
  }
  const text = makeSnapshot(path.resolve(buildDir));
  if (check) {
    if (existsSync(out) && readFileSync(out, 'utf8') === text) {
      console.log(`${out} is up to date.`);
      return 0;
    }
    console.error(`${out} differs from what ${buildDir} gives: run npx tsx mcp/src/makeSnapshot.ts ${buildDir}`);
    return 1;
  }
  writeFileSync(out, text);
  console.log(`Wrote ${out} (${Buffer.byteLength(text)} bytes).`);
  return 0;
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
