/**
 * opensearch.xml (OpenSearch 1.1 description): lets browsers add the site's
 * search page (`/search?q=…`) as a search engine.
 */
import type {SiteLocation} from './buildRobotsTxt';

export type OpenSearchInput = SiteLocation & {
  /** At most 16 characters (OpenSearch 1.1). */
  shortName: string;
  description: string;
  /** Path of a 16 or 32 px .ico below the base URL. */
  iconPath: string;
  /** Path of the search page below the base URL; the query goes in `q`. */
  searchPath: string;
};

const SHORT_NAME_MAX = 16;

export function buildOpenSearchXml(input: OpenSearchInput): string {
  if (input.shortName.length > SHORT_NAME_MAX) {
    throw new Error(`The OpenSearch short name is at most ${SHORT_NAME_MAX} characters; "${input.shortName}" has ${input.shortName.length}.`);
  }
  const root = `${input.siteUrl}${input.baseUrl}`;
  const searchPage = `${root}${input.searchPath}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(input.shortName)}</ShortName>`,
    `  <Description>${escapeXml(input.description)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    `  <Image width="16" height="16" type="image/x-icon">${escapeXml(`${root}${input.iconPath}`)}</Image>`,
    `  <Url type="text/html" method="get" template="${escapeXml(`${searchPage}?q={searchTerms}`)}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${root}opensearch.xml`)}"/>`,
    `  <moz:SearchForm>${escapeXml(searchPage)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[char]!);
}
