/**
 * The browser's copy of the site config. Docusaurus puts the whole config into
 * the bundle every page loads, build-time settings included: the preset's and
 * plugins' options (remark and recma plugins, sidebar paths, the site's
 * directory on the build machine), the bundler flags, the broken-link rules.
 * No client code reads those (theme, core and this site's components use
 * `themeConfig`, `customFields`, `future.experimental_router`, the URLs and
 * the titles), so the browser's copy leaves them out: about 0.6 KB gzip.
 */

/** Top-level keys that only the build reads. */
export const BUILD_ONLY_KEYS = [
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
  'scripts',
  'headTags',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  // The page template, which plugins/scripts-after-first-paint sets once the generated copy is written.
  'ssrTemplate',
] as const;

/** Any site config: the build's, or a test's plain object. */
type SiteConfigLike = {title: string; future?: {faster?: unknown}};

export function clientSiteConfig<Config extends SiteConfigLike>(siteConfig: Config): Record<string, unknown> {
  const copy: Record<string, unknown> = {...siteConfig};
  for (const key of BUILD_ONLY_KEYS) delete copy[key];
  if (siteConfig.future) {
    // Bundler switches (Rspack, SWC, caches): the browser reads `experimental_router` and the v4 flags.
    const {faster: _faster, ...future} = siteConfig.future;
    copy.future = future;
  }
  return copy;
}

/** The module that stands in for `@generated/docusaurus.config` in the browser bundle. */
export function clientSiteConfigModule<Config extends SiteConfigLike>(siteConfig: Config): string {
  return `export default ${JSON.stringify(clientSiteConfig(siteConfig))};\n`;
}
