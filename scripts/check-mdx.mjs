/**
 * Compiles doc files with MDX (plus GFM and directives, as Docusaurus does) so an
 * author sees syntax errors in seconds instead of waiting for a full build.
 * Usage: npx tsx scripts/check-mdx.mjs [files…]   (default: every file under docs/; tsx for the TypeScript site facts)
 */
import {readFile, readdir} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {withSiteFacts} from '../lib/content/siteFacts.ts';

const files = process.argv.slice(2);
const targets = files.length > 0 ? files : (await readdir('docs', {recursive: true})).filter((name) => /\.mdx?$/.test(name)).map((name) => `docs/${name}`);
let failures = 0;
for (const file of targets) {
  let source;
  try {
    // Tokens are replaced before MDX sees the file, as in the site build.
    source = withSiteFacts(await readFile(file, 'utf8'), file);
  } catch (error) {
    failures += 1;
    console.error(error.message);
    continue;
  }
  // Front matter is YAML, not MDX: blank it out but keep line numbers.
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, (fm) => fm.replace(/[^\n]/g, ''));
  // Heading ids like {#anchor} are Docusaurus syntax, not JS expressions.
  const withoutIds = body.replace(/\s\{#[\w-]+\}\s*$/gm, '');
  try {
    await compile(withoutIds, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    failures += 1;
    console.error(`${file}:${error.line ?? '?'}:${error.column ?? '?'} ${error.reason ?? error.message}`);
  }
}
console.log(`${targets.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
