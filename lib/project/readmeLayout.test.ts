/**
 * README.md's "Layout" names every top-level folder, every folder of src/ and lib/, every plugin
 * and every swizzled component, and names none that no longer exists.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const SITE_DIR = path.resolve(__dirname, '../..');
/** Folders a checkout may hold that no command of the project makes (git's own, other tools' output). */
const UNLISTED = new Set(['.git', '.cache-loader', 'playwright-report']);

function layoutBlock(): string {
  const readme = readFileSync(path.join(SITE_DIR, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Layout'));
  const block = /```\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('README.md has no "## Layout" section with a code block');
  return block[1]!;
}

const foldersOf = (dir: string) =>
  readdirSync(path.join(SITE_DIR, dir), {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The line of the block that starts with `label`, with its continuation lines. */
function entry(block: string, label: string): string {
  const lines = block.split('\n');
  const start = lines.findIndex((line) => line.startsWith(label));
  if (start === -1) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => !line.startsWith(' '));
  return [lines[start], ...rest.slice(0, end === -1 ? undefined : end)].join(' ');
}

describe("README.md's layout", () => {
  const block = layoutBlock();

  test('names every top-level folder', () => {
    const unnamed = foldersOf('').filter((name) => !UNLISTED.has(name) && !block.includes(`${name}/`));
    expect(unnamed).toEqual([]);
  });

  test('names every folder of src/ and lib/, and none that is gone', () => {
    for (const parent of ['src', 'lib']) {
      expect(foldersOf(parent).filter((name) => !block.includes(`${parent}/${name}/`))).toEqual([]);
      const named = [...block.matchAll(new RegExp(`\\b${parent}/([A-Za-z]+)/`, 'g'))].map((match) => match[1]!);
      expect(named.filter((name) => !existsSync(path.join(SITE_DIR, parent, name)))).toEqual([]);
    }
  });

  test('names every plugin, and none that is gone', () => {
    const text = entry(block, 'plugins/');
    expect(foldersOf('plugins').filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
    const named = text.match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? [];
    expect(named.filter((name) => !existsSync(path.join(SITE_DIR, 'plugins', name)))).toEqual([]);
  });

  test('names every swizzled component, and none that is gone', () => {
    const listed = /\(([^)]*)\)/.exec(entry(block, 'src/theme/'))?.[1] ?? '';
    const named = listed.split(',').map((part) => part.trim().split(' ')[0]!);
    expect(named.length).toBeGreaterThan(0);
    expect(foldersOf('src/theme').filter((name) => !named.includes(name))).toEqual([]);
    expect(named.filter((name) => !existsSync(path.join(SITE_DIR, 'src/theme', name)))).toEqual([]);
  });
});
