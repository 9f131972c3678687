import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {writeOrCheck} from './writeOrCheck';

function tempFile(content?: string): {dir: string; file: string} {
  const dir = mkdtempSync(path.join(tmpdir(), 'write-or-check-'));
  const file = path.join(dir, 'data', 'out.json');
  if (content !== undefined) {
    writeOrCheck(file, content, {check: false, fixCommand: 'fix', cwd: dir});
  }
  return {dir, file};
}

describe('writeOrCheck', () => {
  test('writes the file, creating its folder', () => {
    const {dir, file} = tempFile();
    expect(writeOrCheck(file, 'a\n', {check: false, fixCommand: 'fix', cwd: dir})).toEqual({
      ok: true,
      message: `Wrote ${path.join('data', 'out.json')}.`,
    });
    expect(readFileSync(file, 'utf8')).toBe('a\n');
  });

  test('passes the check when the file is current', () => {
    const {dir, file} = tempFile('a\n');
    expect(writeOrCheck(file, 'a\n', {check: true, fixCommand: 'fix', cwd: dir}).ok).toBe(true);
  });

  test.each([
    ['stale', 'old\n', 'is stale'],
    ['missing', undefined, 'is missing'],
  ])('fails the check when the file is %s and names the fix', (_, existing, problem) => {
    const {dir, file} = tempFile(existing);
    const result = writeOrCheck(file, 'new\n', {check: true, fixCommand: 'npm run generate:errors', cwd: dir});
    expect(result.ok).toBe(false);
    expect(result.message).toContain(problem);
    expect(result.message).toContain('npm run generate:errors');
  });

  test('never writes in check mode', () => {
    const {dir, file} = tempFile('old\n');
    writeOrCheck(file, 'new\n', {check: true, fixCommand: 'fix', cwd: dir});
    expect(readFileSync(file, 'utf8')).toBe('old\n');
  });
});
