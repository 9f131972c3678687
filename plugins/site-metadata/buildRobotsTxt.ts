/** robots.txt: everything may be crawled; the sitemap is named with its full URL (SITE_URL + BASE_URL). */
export type SiteLocation = {
  /** Origin, e.g. https://docs.surge.wtf */
  siteUrl: string;
  /** Path the site is served under, starting and ending with `/`. */
  baseUrl: string;
};

export function buildRobotsTxt({siteUrl, baseUrl}: SiteLocation): string {
  return ['User-agent: *', `Allow: ${baseUrl}`, '', `Sitemap: ${siteUrl}${baseUrl}sitemap.xml`, ''].join('\n');
}
