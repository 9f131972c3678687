/**
 * Site configuration for the Surge documentation.
 * Each environment flag below is read once, here (README.md "Configuration").
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {readAnalyticsEnvironment} from './config/readAnalyticsEnvironment';
import {readSiteEnvironment} from './config/readSiteEnvironment';
import {PRISM_ADDITIONAL_LANGUAGES} from './config/prismLanguages';
import {readablePrismTheme} from './config/readablePrismTheme';
import {svgDataUrl} from './config/svgDataUrl';
import {showsLastUpdateTimes} from './config/gitWorktree';
import type {Options as ContentSecurityPolicyOptions} from './plugins/content-security-policy';
import {analyticsSources} from './plugins/content-security-policy/buildPolicy';
import type {AskAiFields} from './src/ask/readGenerativeConfig';
import type {FeedbackFields, McpFields} from './src/feedback/siteFields';
import pluginBundleSplitting from './plugins/bundle-splitting';
import pluginRoutePrefetching from './plugins/route-prefetching';
import pluginNavbarSecondaryMenu from './plugins/navbar-secondary-menu';
import pluginCodeHighlighting from './plugins/code-highlighting';
import pluginScriptLoading from './plugins/script-loading';
import pluginStylesheets from './plugins/stylesheets';
import pluginReactServer from './plugins/react-server';
import {ssrTemplate} from './plugins/scripts-after-first-paint';
import pluginSearchRecords from './plugins/search-records';
import pluginLlmsTxt from './plugins/llms-txt';
import pluginFrameworkTouchpoints from './plugins/framework-touchpoints';
import pluginEarlyInput from './plugins/early-input';
import {touchpointIsOn} from './plugins/framework-touchpoints/switch';
import pluginSiteMetadata from './plugins/site-metadata';
import {drawsDiagramsInBrowser, prerenderedDiagrams} from './plugins/prerendered-diagrams';
import {recmaRenderLater, remarkHydrateLater} from './plugins/hydrate-later';
import {siteFactsMarkdownHooks} from './plugins/site-facts';
import {DOCS_REPOSITORY, SITE_VERSION, SOURCE_REPOSITORY} from './src/feedback/project';
import VERSIONS from './src/data/versions.json';

const {siteUrl, baseUrl, withTestFixtures, algolia, generativeAnswers, mcpPackagePublished} = readSiteEnvironment(process.env);
// Opt-in page-view analytics (MATOMO_* or GTAG_* variables); null means none is bundled.
const analytics = readAnalyticsEnvironment(process.env);

/** Hosts Ask AI talks to from readers' browsers; the Content-Security-Policy's connect-src must allow them. */
const ASK_AI_ORIGINS = [
  ...(algolia?.assistantId ? ['https://askai.algolia.com'] : generativeAnswers ? [generativeAnswers.origin] : []),
  // Test builds let a test point the generative path at its own loopback server.
  ...(withTestFixtures ? ['http://127.0.0.1:*'] : []),
];
const trackerSources = analyticsSources(analytics);

/** Each doc's last-update time is its file's last commit; a build outside git (a source archive) leaves the times out. */
const showLastUpdateTime = showsLastUpdateTimes(fileURLToPath(new URL('.', import.meta.url)));

// In each page's HTML rather than fetched: Chrome fetches the favicon as the page finishes loading, and a
// fetch that ends before the first paint counts against it on a slow phone (Lighthouse's LCP model).
// The navbar's logo is drawn by the stylesheet (src/theme/Logo).
const FAVICON_URL = svgDataUrl(readFileSync(new URL('./static/img/favicon.svg', import.meta.url), 'utf8'));

/** How every docs instance compiles MDX: pre-drawn diagrams, and interactive blocks hydrated when needed. */
const DOCS_MDX_PLUGINS = {
  beforeDefaultRemarkPlugins: [prerenderedDiagrams],
  remarkPlugins: [remarkHydrateLater],
  recmaPlugins: [recmaRenderLater],
};

/**
 * Test builds only (SURGE_TEST_FIXTURES=true): fixture routes and a fixture docs section under /tests/.
 * Named by path, so the site's configuration imports nothing from tests/.
 */
const TEST_FIXTURE_PLUGINS = [
  './tests/fixtures/plugin.ts',
  ['@docusaurus/plugin-content-docs', {id: 'fixtures', path: 'tests/fixtures/docs', routeBasePath: 'tests/docs', sidebarPath: false, ...DOCS_MDX_PLUGINS}],
] satisfies Config['plugins'];

const config = {
  title: 'Surge Documentation',
  tagline: 'Run, deploy and troubleshoot Surge, the based rollup by Nethermind',
  favicon: FAVICON_URL,
  url: siteUrl,
  baseUrl,
  trailingSlash: false,
  organizationName: 'NethermindEth',
  projectName: 'surge-docs',

  future: {v4: true, faster: true},
  // The page's scripts are requested after its text is painted (the template's one change). Docusaurus
  // copies it with the config into the bundle every page loads: 0.9 KB gzip, under the keeping rule
  // for setting it later from a plugin (bench/README.md "Touchpoints").
  ...(touchpointIsOn('scripts after the first paint') ? {ssrTemplate: ssrTemplate()} : {}),

  // Links and images must resolve; anchors and duplicates only warn (scripts/check-anchors.ts fails on broken anchors).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    format: 'mdx',
    // Diagrams are drawn ahead of time (npm run generate:diagrams); only the dev server draws
    // a new or edited one in the browser meanwhile, so only it bundles Mermaid.
    mermaid: drawsDiagramsInBrowser,
    // Keep the readable `## Heading {#id}` syntax for stable anchors and the
    // `:::note Title` admonition titles the docs use (both off by default under v4).
    mdx1Compat: {headingIds: true, admonitions: true},
    // `{{version.simpleSurgeNode}}`-style tokens from src/data (versions, Hoodi network); an unknown one fails the build.
    ...siteFactsMarkdownHooks,
    hooks: {
      // A link to a missing file fails the build naming the source file, line and column (tests/build/buildRules.test.ts).
      onBrokenMarkdownLinks: 'throw',
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
          editUrl: `${DOCS_REPOSITORY}/edit/main/`,
          showLastUpdateTime,
          ...DOCS_MDX_PLUGINS,
          versions: {current: {label: 'Next'}},
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/no-script.css']},
        // /false only aliases /search; /tests/ exists in test builds only.
        sitemap: {ignorePatterns: [`${baseUrl}false`, `${baseUrl}tests/**`]},
      } satisfies Preset.Options,
    ],
  ],

  themes: drawsDiagramsInBrowser ? ['@docusaurus/theme-mermaid'] : [],
  customFields: {
    searchMode: algolia ? 'algolia' : 'embedded',
    // Offered when a query finds nothing: the top-level sections, which always have pages.
    searchSuggestions: ['Guides', 'Troubleshooting', 'About'],
    analytics,
    // Ask AI without an Algolia assistant: answered from the docs, written by a model when one is configured.
    askAi: {
      generative: generativeAnswers && {endpoint: generativeAnswers.endpoint, model: generativeAnswers.model},
      // Test builds let a test point the generative path at its own loopback server (tests/e2e/ask-ai.spec.ts).
      runtimeOverride: withTestFixtures,
    } satisfies AskAiFields,
    // "Was this page helpful?" and "This command failed" open prefilled issues here (src/feedback/docsIssue.ts).
    feedback: {repository: DOCS_REPOSITORY, siteVersion: SITE_VERSION} satisfies FeedbackFields,
    // The MCP package is served with the site; packagePublished (MCP_PACKAGE_PUBLISHED) also allows its npm name.
    mcp: {packagePublished: mcpPackagePublished} satisfies McpFields,
  },
  // The storage repair runs before anything reads browser storage: a corrupt or refused store must not break pages or search.
  clientModules: [
    './src/clientModules/repairSiteStorage.ts',
    './src/clientModules/scrollToTarget.ts',
    ...(analytics ? ['./src/analytics/clientModule.ts'] : []),
  ],
  plugins: [
    // First: stops the build when framework code the site reaches into has changed.
    pluginFrameworkTouchpoints,
    // Code highlighted on the server; Prism stays out of the chunk every page loads.
    pluginCodeHighlighting,
    // What each browser bundle holds.
    pluginBundleSplitting,
    // Other routes' chunks are fetched once, in idle time, for the next steps only.
    pluginRoutePrefetching,
    // The phone menu's docs panel is filled without loading collation data.
    pluginNavbarSecondaryMenu,
    // Pages render on the server with every Suspense boundary in place.
    pluginReactServer,
    // Scripts compile while they stream in; chunk scripts are added one per task.
    pluginScriptLoading,
    // PostCSS only for what the site adds.
    pluginStylesheets,
    // Clicks on the page's controls and search shortcuts made before it is interactive are replayed once it is.
    pluginEarlyInput,
    pluginSearchRecords,
    // llms.txt, llms-full.txt and a Markdown copy of every doc at /docs/<path>.md.
    pluginLlmsTxt,
    // robots.txt, opensearch.xml, web manifest and favicon links.
    pluginSiteMetadata,
    // The docs root has no page of its own; send readers to the intro.
    ['@docusaurus/plugin-client-redirects', {redirects: [{from: '/docs', to: '/docs/intro'}]}],
    // Adds the policy to every page the build writes, redirect pages included.
    [
      './plugins/content-security-policy/index.ts',
      {
        algoliaAppId: algolia?.appId,
        extraSources: {...trackerSources, connect: [...(trackerSources.connect ?? []), ...ASK_AI_ORIGINS]},
      } satisfies ContentSecurityPolicyOptions,
    ],
    ...(withTestFixtures ? TEST_FIXTURE_PLUGINS : []),
  ],

  themeConfig: {
    // Social card (1200×630 PNG, rendered from img/social-card.svg by npm run generate:images).
    image: 'img/social-card.png',
    metadata: [
      {property: 'og:site_name', content: 'Surge Documentation'},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'Surge Documentation: run, deploy and troubleshoot Surge, the based rollup by Nethermind'},
      {name: 'twitter:image:alt', content: 'Surge Documentation: run, deploy and troubleshoot Surge, the based rollup by Nethermind'},
      {name: 'twitter:site', content: '@nethermindeth'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Light ↔ dark only: the system preference is not followed.
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Changing the id shows the bar again to readers who dismissed the last one.
      id: `release-${VERSIONS.simpleSurgeNode.replace(/\./g, '-')}`,
      content: `Docs follow simple-surge-node <b>${VERSIONS.simpleSurgeNode}</b>. Joining the public test network? Start with <a href="${baseUrl}docs/guides/surge-on-hoodi">Surge on Hoodi</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    // DocSearch's modal (src/theme/SearchBar) over Algolia when configured, else the site's own index.
    algolia: {
      appId: algolia?.appId ?? 'embedded',
      apiKey: algolia?.searchApiKey ?? 'embedded',
      indexName: algolia?.indexName ?? 'surge',
      contextualSearch: true,
      // The site's own /search page serves both modes.
      searchPagePath: false,
      insights: algolia?.insights ?? false,
      // DocSearch's own Ask AI, answered by the Algolia assistant (ALGOLIA_ASSISTANT_ID).
      ...(algolia?.assistantId ? {askAi: algolia.assistantId} : {}),
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Surge',
      hideOnScroll: true,
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
            {label: 'Use from an AI agent', to: '/docs/guides/ai-agents'},
          ],
        },
      ],
      copyright: 'Copyright © 2025 Nethermind',
    },
    prism: {
      // One Light and One Dark, with each token colour moved just far enough to keep 4.5:1 on the block
      // and on a highlighted line (--docusaurus-highlighted-code-line-bg in src/css/custom.css).
      theme: readablePrismTheme(prismThemes.oneLight, {highlightedLineShade: 0.1}),
      darkTheme: readablePrismTheme(prismThemes.oneDark, {highlightedLineShade: 0.3}),
      // Every fence language of docs/, on bare prism-core (config/prismLanguages.ts).
      additionalLanguages: PRISM_ADDITIONAL_LANGUAGES,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
