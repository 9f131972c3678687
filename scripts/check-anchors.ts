/**
 * Fails when a built page links to a `#fragment` its target page does not have.
 * The build only warns about broken anchors (onBrokenAnchors in docusaurus.config.ts); CI runs this after it.
 * Usage: npx tsx scripts/check-anchors.ts [buildDir[:baseUrl] …]   (default: build:/)
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {findBrokenAnchors, type BuiltPage} from '../lib/content/findBrokenAnchors';

async function readPages(dir: string): Promise<BuiltPage[]> {
  const files = (await readdir(dir, {recursive: true})).filter((file) => file.endsWith('.html'));
  return Promise.all(files.map(async (file) => ({file, html: await readFile(path.join(dir, file), 'utf8')})));
}

async function main(): Promise<number> {
  const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build:/'];
  let brokenCount = 0;
  for (const target of targets) {
    const [dir = 'build', baseUrl = '/'] = target.split(':');
    const pages = await readPages(dir);
    if (pages.length === 0) {
      console.error(`${dir}: no HTML pages found; build the site first.`);
      return 1;
    }
    const broken = findBrokenAnchors(pages, baseUrl);
    for (const anchor of broken) {
      console.error(`${path.join(dir, anchor.file)}: link "${anchor.href}" points at #${anchor.missingId}, which ${anchor.targetPage} does not have`);
    }
    console.log(`${dir}: ${pages.length} pages checked, ${broken.length} broken anchor${broken.length === 1 ? '' : 's'}`);
    brokenCount += broken.length;
  }
  return brokenCount > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`check-anchors: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
