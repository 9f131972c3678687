/**
 * Site configuration for the Surge documentation.
 * Behaviour comes from the spec (../shared/spec) and DECISIONS.md; each
 * environment flag below is read once, here.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {readSiteEnvironment} from './config/readSiteEnvironment';
import type {Options as ContentSecurityPolicyOptions} from './plugins/content-security-policy';
import pluginSearchRecords from './plugins/search-records';
import {TEST_FIXTURE_PLUGINS} from './tests/fixtures/plugins';

const {siteUrl, baseUrl, withTestFixtures} = readSiteEnvironment(process.env);

// Algolia mode needs all three; only then may pages fetch from Algolia's hosts (connect-src).
const ALGOLIA_APP_ID =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_SEARCH_API_KEY && process.env.ALGOLIA_INDEX_NAME ? process.env.ALGOLIA_APP_ID : undefined;

const SOURCE_REPOSITORY = 'https://github.com/NethermindEth/surge';
const DOCS_REPOSITORY = 'https://github.com/NethermindEth/surge-docs';

const config = {
  title: 'Surge Documentation',
  tagline: 'Run, deploy and troubleshoot Surge, the based rollup by Nethermind',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'NethermindEth',
  projectName: 'surge-docs',

  future: {v4: true, faster: true},

  // Spec §5: links and images must resolve; anchors and duplicates only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'mdx',
    mermaid: true,
    // Keep the readable `## Heading {#id}` syntax for stable anchors (off by default under v4).
    mdx1Compat: {headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${DOCS_REPOSITORY}/tree/main/`,
          showLastUpdateTime: true,
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/no-script.css']},
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],
  // Runs before anything reads browser storage: a corrupt or refused store must not break pages or search.
  clientModules: ['./src/clientModules/repairSiteStorage.ts'],
  customFields: {searchMode: 'embedded'},
  plugins: [
    pluginSearchRecords,
    // The docs root has no page of its own; send readers to the intro.
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: '/docs/intro'}]}],
    // Adds the policy to every page the build writes, redirect pages included.
    ['./plugins/content-security-policy/index.ts', {algoliaAppId: ALGOLIA_APP_ID} satisfies ContentSecurityPolicyOptions],
    ...(withTestFixtures ? TEST_FIXTURE_PLUGINS : []),
  ],

  themeConfig: {
    image: 'img/logo.svg',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // DECISIONS.md: light ↔ dark only, the system preference is not followed.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Changing the id shows the bar again to readers who dismissed the last one.
      id: 'release-v25-1-2',
      content: `Docs follow simple-surge-node <b>v25.1.2</b>. Joining the public test network? Start with <a href="${baseUrl}docs/guides/surge-on-hoodi">Surge on Hoodi</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    // Embedded search: DocSearch's modal over the site's own index (src/theme/SearchBar).
    algolia: {
      appId: 'embedded',
      apiKey: 'embedded',
      indexName: 'surge',
      contextualSearch: true,
      searchPagePath: false,
      insights: false,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Surge',
      hideOnScroll: true,
      logo: {alt: 'Surge logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'doc', docId: 'intro', position: 'left', label: 'Documentation'},
        {href: SOURCE_REPOSITORY, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: 'https://discord.com/invite/PaCMRFdvWT'},
            {label: 'X (Twitter)', href: 'https://x.com/nethermindeth'},
            {label: 'GitHub', href: SOURCE_REPOSITORY},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Nethermind', href: 'https://nethermind.io/'},
            {label: 'Documentation', to: '/docs/intro'},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Nethermind',
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'solidity', 'toml', 'yaml', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
