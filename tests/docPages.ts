/** The site's doc routes and their source files, read from docs/: shared by the browser tests and the checks of built files. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {docRoute, isDocPage, readDocSources} from '../lib/content/scanDocs';

/** Every page under docs/ (partials, drafts and unlisted pages are none), as [route, source file], sorted by file. */
export const DOC_PAGES: readonly (readonly [route: string, sourceFile: string])[] = readDocSources(path.resolve(__dirname, '..'), 'docs')
  .map(({file, source}) => ({file: file.split(path.sep).join('/'), source}))
  .filter(({file, source}) => isDocPage(file, source))
  .map(({file}) => [docRoute(file), file] as const);

/** A doc's title as its front matter declares it (the page's h1). */
export function docTitle(sourceFile: string): string {
  const source = readFileSync(sourceFile, 'utf8');
  const match = /^title:\s*"?(.*?)"?\s*$/m.exec(source);
  if (!match?.[1]) {
    throw new Error(`${sourceFile} has no title in its front matter`);
  }
  return match[1];
}
