/**
 * Site-wide metadata files and tags: robots.txt, opensearch.xml (the search
 * page as a browser search engine), a web manifest and the favicon set, all
 * with URLs built from SITE_URL and BASE_URL.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildOpenSearchXml} from './buildOpenSearchXml';
import {buildRobotsTxt} from './buildRobotsTxt';
import {buildWebManifest} from './buildWebManifest';

/** The brand blue of the favicon and the social card. */
const THEME_COLOR = '#1d4ed8';
/** PNG icons rendered by scripts/generate-social-images.ts. */
const ICONS = [
  {path: 'img/icon-192.png', size: 192},
  {path: 'img/icon-512.png', size: 512},
] as const;

export default function pluginSiteMetadata(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  const site = {siteUrl: siteConfig.url, baseUrl};
  return {
    name: 'site-metadata-plugin',
    getClientModules() {
      return [path.join(context.siteDir, 'plugins/site-metadata/linkWebManifest.ts')];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'search', type: 'application/opensearchdescription+xml', title: siteConfig.title, href: `${baseUrl}opensearch.xml`},
          },
          // No favicon.ico link: Chrome would fetch it before the first paint, and a browser that cannot read the
          // SVG icon (the config's `favicon`) asks for /favicon.ico by itself.
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}img/apple-touch-icon.png`}},
          {tagName: 'meta', attributes: {name: 'theme-color', content: THEME_COLOR}},
        ],
      };
    },
    async postBuild({outDir}) {
      const files = {
        'robots.txt': buildRobotsTxt(site),
        'opensearch.xml': buildOpenSearchXml({
          ...site,
          shortName: 'Surge Docs',
          description: `Search the ${siteConfig.title}`,
          iconPath: 'favicon.ico',
          searchPath: 'search',
        }),
        'manifest.webmanifest': buildWebManifest({
          name: siteConfig.title,
          shortName: 'Surge Docs',
          baseUrl,
          themeColor: THEME_COLOR,
          backgroundColor: '#ffffff',
          icons: ICONS,
        }),
      };
      await Promise.all(Object.entries(files).map(([name, content]) => writeFile(path.join(outDir, name), content)));
    },
  };
}
