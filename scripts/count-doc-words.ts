/**
 * Prose words per doc page, as a reader meets them: code blocks, front matter,
 * imports and tags left out, a partial's words counted on every page that
 * includes it. With a git revision, counts the pages as they were then.
 *
 *   npx tsx scripts/count-doc-words.ts            # the working tree
 *   npx tsx scripts/count-doc-words.ts f72c76d    # an earlier commit, to compare
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOC_PAGES} from '../tests/docPages';
import {PARTIAL_IMPORT, partialPath} from '../lib/content/parseDocSource';
import {codeLineFlags} from '../lib/content/scanDocs';

const SITE_DIR = path.resolve(__dirname, '..');
const revision = process.argv[2];

function read(file: string): string | null {
  try {
    if (!revision) return readFileSync(path.join(SITE_DIR, file), 'utf8');
    return execFileSync('git', ['show', `${revision}:${file}`], {cwd: SITE_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  } catch {
    return null;
  }
}

function prose(source: string, file: string): string {
  const inCode = codeLineFlags(source);
  const lines = source.split('\n');
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  const partials = new Map([...source.matchAll(PARTIAL_IMPORT)].map(([, name, specifier]) => [name!, partialPath(specifier!, file)]));
  return lines
    .map((line, index) => {
      if (inCode[index] || index <= frontMatterEnd || /^import\s/.test(line)) return '';
      const partial = partials.get(/^\s*<(\w+) \/>\s*$/.exec(line)?.[1] ?? '');
      if (partial) return prose(read(partial) ?? '', partial);
      return line.replace(/<[^>]+>/g, ' ').replace(/\]\([^)]*\)/g, ']');
    })
    .join('\n');
}

const counts = DOC_PAGES.map(([, file]) => {
  const source = read(file);
  return {file, words: source === null ? 0 : (prose(source, file).match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu) ?? []).length};
});
for (const {file, words} of counts) console.log(`${String(words).padStart(6)}  ${file}`);
console.log(`${String(counts.reduce((sum, {words}) => sum + words, 0)).padStart(6)}  all ${counts.length} pages`);
