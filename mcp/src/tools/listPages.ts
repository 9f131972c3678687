/** list_pages: the table of contents. */
import {defineTool, textResult} from './tool';

export const listPages = defineTool({
  name: 'list_pages',
  title: 'List every Surge docs page',
  description:
    'The table of contents: every page of the Surge documentation with its title, path, full URL and a one-line description. ' +
    'Pass a path to get_page to read the page.',
  inputSchema: {},
  handler: async (_input, {snapshot, fullUrl}) => {
    const lines = [`${snapshot.pages.length} pages of ${snapshot.siteUrl}:`, ''];
    for (const page of snapshot.pages) {
      lines.push(`- ${page.title} — ${page.path}`, `  ${fullUrl(page.path)}`);
      if (page.description) lines.push(`  ${page.description}`);
    }
    return textResult(lines.join('\n'));
  },
});
