/**
 * Where a doc's Markdown copy is served: its page path plus `.md`
 * (`/docs/intro` → `/docs/intro.md`; the category index `/docs/about/` → `/docs/about.md`).
 * Shared by the build (which writes the files) and the Copy page button (which fetches them).
 */
export function markdownUrl(pagePath: string): string {
  const path = pagePath.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  if (!path.startsWith('/') || path === '') {
    throw new Error(`A doc's Markdown copy needs a page path below the site root such as /docs/intro, got "${pagePath}".`);
  }
  return `${path}.md`;
}
