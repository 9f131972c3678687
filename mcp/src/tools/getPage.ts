/** get_page: one page's Markdown, from a path, a full URL or a resource URI. */
import {z} from 'zod';
import {defineTool, errorResult, LIMITS, noSuchPage, textResult} from './tool';

export const getPage = defineTool({
  name: 'get_page',
  title: 'Read a Surge docs page',
  description:
    'The full Markdown of one page of the Surge documentation. Accepts a page path ("/docs/intro" or "docs/intro"), ' +
    'a full URL of the site (anchors and ".md" are ignored) or a surge-docs:// resource URI. Find paths with list_pages or search_docs.',
  inputSchema: {
    path_or_url: z
      .string()
      .max(LIMITS.pathChars, `A page path or URL is at most ${LIMITS.pathChars} characters.`)
      .describe('Page path or URL, e.g. "/docs/intro", "docs/guides/running-surge" or "https://docs.surge.wtf/docs/intro#what-surge-is".'),
  },
  handler: async ({path_or_url: pathOrUrl}, site) => {
    const page = pathOrUrl.trim() === '' ? null : site.findPage(pathOrUrl);
    if (page) return textResult(page.markdown);
    return errorResult(
      [
        ...noSuchPage(site, pathOrUrl),
        `Call list_pages to see all ${site.snapshot.pages.length} pages, or search_docs to find the page about a topic; then pass its path, e.g. "/docs/intro".`,
      ].join(' '),
    );
  },
});
