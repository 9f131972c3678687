/**
 * Finds links to `#fragment`s that do not exist on their target page, in a
 * built site's HTML. Docusaurus only warns about broken anchors (docusaurus.config.ts
 * keeps `onBrokenAnchors: 'warn'`); this check turns them into a failure.
 */
import {Parser} from 'htmlparser2';

export type BuiltPage = {
  /** File path relative to the build directory, e.g. `docs/intro.html`. */
  file: string;
  html: string;
};

export type BrokenAnchor = {file: string; href: string; targetPage: string; missingId: string};

/** Every `id` and `href` of the page's elements, read by htmlparser2 (entities decoded, quoted or not). */
function idsAndHrefs(html: string): {ids: string[]; hrefs: string[]} {
  const ids: string[] = [];
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        if (attributes.id !== undefined) ids.push(attributes.id);
        if (attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true},
  );
  parser.end(html);
  return {ids, hrefs};
}

/** The route a built HTML file serves: `docs/intro.html` → `/docs/intro`, `docs/index.html` → `/docs/`. */
export function routeOf(file: string, baseUrl: string): string {
  const withoutExtension = file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return `${baseUrl}${withoutExtension}`;
}

function fragmentOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function findBrokenAnchors(pages: readonly BuiltPage[], baseUrl: string): BrokenAnchor[] {
  const origin = 'http://site.invalid';
  const idsByRoute = new Map<string, Set<string>>();
  const hrefsByFile = new Map<string, string[]>();
  for (const page of pages) {
    const read = idsAndHrefs(page.html);
    hrefsByFile.set(page.file, read.hrefs);
    const ids = new Set(read.ids);
    const route = routeOf(page.file, baseUrl);
    idsByRoute.set(route, ids);
    // `/docs/about` and `/docs/about/` reach the same file.
    idsByRoute.set(route.endsWith('/') && route !== '/' ? route.slice(0, -1) : `${route}/`, ids);
  }

  const broken: BrokenAnchor[] = [];
  for (const page of pages) {
    const pageUrl = new URL(routeOf(page.file, baseUrl), origin);
    for (const href of new Set(hrefsByFile.get(page.file))) {
      if (!href.includes('#')) continue;
      let target: URL;
      try {
        target = new URL(href, pageUrl);
      } catch {
        continue;
      }
      // Other sites, and a bare "#" (a script's link), are not ours to check.
      if (target.origin !== origin || target.hash === '' || target.hash === '#') continue;
      const ids = idsByRoute.get(decodeURI(target.pathname));
      // A missing page is a broken link, which the build itself already fails on.
      if (!ids) continue;
      const id = fragmentOf(target.hash);
      if (!ids.has(id)) broken.push({file: page.file, href, targetPage: target.pathname, missingId: id});
    }
  }
  return broken;
}
