/**
 * The test builds (tests/sites.ts) as files: their pages, each page's parsed
 * HTML, and the production URL they were built for.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {TEST_SITES} from '../sites';

export type TestSite = (typeof TEST_SITES)[keyof typeof TEST_SITES];

/** The deployed origin the test builds are made for (SITE_URL is not set there). */
export const SITE_URL = 'https://docs.surge.wtf';

/** A file of a build, by its path inside the build directory. */
export function builtFile(site: TestSite, file: string): string {
  const dir = path.resolve(site.dir);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build in ${site.dir}/. Run "npm run build:test" first.`);
  return readFileSync(path.join(dir, file), 'utf8');
}

/** Whether a build has the file. */
export function hasBuiltFile(site: TestSite, file: string): boolean {
  return existsSync(path.resolve(site.dir, file));
}

/** The HTML file a site path (relative to the base URL, no leading slash) is served from. */
export function pageFile(sitePath: string): string {
  return sitePath === '' ? 'index.html' : `${sitePath}.html`;
}

/** A page of a build, parsed. */
export function loadPage(site: TestSite, sitePath: string): CheerioAPI {
  return load(builtFile(site, pageFile(sitePath)));
}

/** Every HTML file of a build (fixtures and the /docs redirect included), sorted. */
export function builtHtmlFiles(site: TestSite): string[] {
  builtFile(site, 'index.html');
  return readdirSync(path.resolve(site.dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort();
}
