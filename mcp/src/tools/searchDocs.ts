/** search_docs: the site's own search engine over the snapshot, best sections first. */
import {z} from 'zod';
import type {LocalHit} from '../../../src/search/createLocalSearchClient';
import type {DocsSite} from '../docsSite';
import {CONTROL, defineTool, errorResult, LIMITS, textResult} from './tool';

/** `&#60;` and friends back to characters: the engine escapes snippets for HTML. */
function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** The first words of a section's text, about a snippet's length. */
function shorten(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = text.split(/\s+/);
  return words.length > 30 ? `${words.slice(0, 30).join(' ')} …` : text;
}

function formatHit(site: DocsSite, hit: LocalHit, rank: number, sectionText: Map<string, string>): string[] {
  const headings = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).flatMap((level) => hit.hierarchy[level] ?? []);
  const section = headings.length > 0 ? ` › ${headings.join(' › ')}` : '';
  const snippet = hit._snippetResult.content?.value ?? shorten(sectionText.get(hit.url));
  const pagePath = hit.url.split('#')[0]!;
  const relative = pagePath.startsWith(site.basePath) ? `/${pagePath.slice(site.basePath.length)}` : pagePath;
  return [
    `${rank}. ${hit.hierarchy.lvl1}${section}`,
    `   URL: ${site.fullUrl(hit.url)}`,
    `   Page: ${relative} (${hit.hierarchy.lvl0})`,
    ...(snippet ? [`   ${unescapeHtml(snippet).replace(/\s+/g, ' ')}`] : []),
    '',
  ];
}

export const searchDocs = defineTool({
  name: 'search_docs',
  title: 'Search the Surge docs',
  description:
    'Full-text search over the Surge documentation with the site’s own search engine. Returns the best-matching sections ' +
    '(one per page section), each with its page title, heading, full URL, page path and a snippet where matched words are in **bold**. ' +
    'Use keywords ("bond", "SGX prover", "L1_ENDPOINT_HTTP"), not questions. Read a hit in full with get_page and its path.',
  inputSchema: {
    query: z
      .string()
      .max(LIMITS.queryChars, `The query is limited to ${LIMITS.queryChars} characters: use a few keywords.`)
      .describe('Keywords to search for, e.g. "bond", "deploy L2", "TX_MIN_TIP_CAP".'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(LIMITS.maxResults)
      .optional()
      .describe(`How many sections to return (1–${LIMITS.maxResults}, default ${LIMITS.defaultResults}).`),
  },
  handler: async ({query, limit}, site) => {
    const cleaned = query.replace(new RegExp(CONTROL.source, 'g'), ' ').trim();
    if (cleaned === '') return errorResult('The query is empty. Pass a few keywords, e.g. "bond" or "run a devnet"; list_pages shows every page.');
    const {engine, sectionText} = await site.search();
    const result = await engine.searchOne({
      query: cleaned,
      hitsPerPage: limit ?? LIMITS.defaultResults,
      attributesToSnippet: ['content:30'],
      highlightPreTag: '**',
      highlightPostTag: '**',
      snippetEllipsisText: '…',
    });
    if (result.hits.length === 0) {
      return textResult(`No section matches "${cleaned}". Try fewer or other keywords, or call list_pages to see every page.`);
    }
    const lines = [`${result.nbHits} section(s) match "${cleaned}"; the best ${result.hits.length}:`, ''];
    result.hits.forEach((hit, index) => lines.push(...formatHit(site, hit, index + 1, sectionText)));
    lines.push('Read a page in full with get_page({path_or_url: "<path>"}).');
    return textResult(lines.join('\n'));
  },
});
