/**
 * Writes a generated file, or in check mode compares it with what is committed
 * and explains how to fix a stale or missing file. Keeps generators deterministic
 * by taking the full text to write.
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export type WriteOrCheckOptions = {
  /** Compare instead of writing. */
  check: boolean;
  /** The command that regenerates the file, named in failure messages. */
  fixCommand: string;
  /** Directory the reported path is relative to. @default process.cwd() */
  cwd?: string;
};

export type WriteOrCheckResult = {ok: boolean; message: string};

export function writeOrCheck(file: string, content: string, options: WriteOrCheckOptions): WriteOrCheckResult {
  const shown = path.relative(options.cwd ?? process.cwd(), file) || file;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (options.check) {
    if (current === null) {
      return {ok: false, message: `${shown} is missing. Run \`${options.fixCommand}\` and commit the result.`};
    }
    if (current !== content) {
      return {
        ok: false,
        message: `${shown} is stale: it differs from what its input generates. Run \`${options.fixCommand}\` and commit the result.`,
      };
    }
    return {ok: true, message: `${shown} is up to date.`};
  }
  if (current === content) return {ok: true, message: `${shown} is already up to date.`};
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
  return {ok: true, message: `Wrote ${shown}.`};
}
