/**
 * Every place where this site reaches past the public APIs of Docusaurus,
 * React and the packages they use (TouchpointKind). Each entry names the file
 * of the package version it was written for, with that file's SHA-256: the
 * build stops, naming the entry, when the file is missing or its content
 * differs (./index.ts), and so does the unit test beside this file. After an
 * upgrade, read the new file, adapt (or delete) the site's code, and record
 * the new version and hash here.
 *
 * The register cannot fall behind the code: ESLint allows a deep import
 * (`@generated/…` included) only in a file an entry lists for that package
 * (lib/project/deepImportsRule.ts), and declared.test.ts fails on a module
 * replacement, resolve alias, page template, patched prototype or global,
 * wrapped bundler runtime, rewritten site config, or src/theme file that
 * wraps no @theme-original component, in a file no entry of the matching kind
 * lists; and on a path into a package (a regex or string), an attribute, id
 * or window property Docusaurus puts in the page, or a name the MDX compiler
 * writes, in a file no entry lists for that package (an entry of kind
 * 'framework markup' or 'compiled output' for the last two;
 * lib/project/frameworkReaches.ts).
 *
 * "buys" says what each one is for, measured where a measurement exists.
 */

export type TouchpointKind =
  /** A framework module swapped for the site's by the bundler (NormalModuleReplacementPlugin). */
  | 'module replaced'
  /** A package's name resolved to the site's module (resolve.alias). */
  | 'package aliased'
  /** An import of a package's non-public path (lib/, dist/, internal), or of Docusaurus's generated files (@generated/). */
  | 'deep import'
  /** Docusaurus's page template changed. */
  | 'template change'
  /** A runtime, built-in or browser global wrapped or redefined. */
  | 'runtime wrapper'
  /** A package's built file patched. */
  | 'bundle patch'
  /** A theme component or hook copied from the package and changed, instead of wrapped (@theme-original). */
  | 'ejected copy'
  /** A theme component replaced outright by the site's own. */
  | 'component replaced'
  /** Data a package keeps in browser storage, read or written by the site in that package's format. */
  | 'storage format'
  /** The site config rewritten by a plugin, relying on when Docusaurus reads it. */
  | 'config rewrite'
  /** Code that relies on the order in which Docusaurus runs plugins' lifecycles. */
  | 'build order'
  /** Code that finds a theme's elements by its class names. */
  | 'theme markup'
  /** Code that reads an attribute, element id or window property that Docusaurus puts in the page. */
  | 'framework markup'
  /** Build code that finds a package's file by its path (a regex the bundler or PostCSS matches modules with) and changes what it does. */
  | 'package file'
  /** A syntax-tree step that finds what a compiler wrote by the names it writes (MDX's `_jsx` calls) and rewrites it. */
  | 'compiled output';

export type Touchpoint = {
  /** A short name the build and the tests print. */
  name: string;
  kind: TouchpointKind;
  /**
   * The package file the site's code depends on, as it was when the code was written; sha256
   * null when the code depends on what the package builds at run time (then its version is the guard).
   */
  target: {package: string; version: string; file: string; sha256: string | null};
  /**
   * Other packages whose files the site's code names by path, when the target is the file that
   * decides which of them it meets (Docusaurus's style loader lists postcss-preset-env by its path).
   */
  otherPackages?: string[];
  /** The site's files that do it. */
  siteFiles: string[];
  /** What of the framework it replaces or reaches into, and why. */
  why: string;
  /** What it buys a reader, measured where a measurement exists. */
  buys: string;
  /** Tests that fail when it stops doing its job. */
  guards: string[];
};

export const TOUCHPOINTS: Touchpoint[] = [
  {
    name: 'every Suspense boundary in place',
    kind: 'module replaced',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/renderToHtml.js',
      sha256: '4d5277baa8caa44548fbbde99c650312231837d849132671b36050df8505bf9c',
    },
    siteFiles: ['plugins/react-server/index.ts', 'plugins/react-server/renderToHtml.ts'],
    why: "Each block of a doc is a Suspense boundary so that it hydrates apart; React's server writes a boundary over about 12.8 KB at the end of the page, hidden, moved into place by an inline script. The server renders with progressiveChunkSize Infinity instead (Docusaurus offers no option).",
    buys: 'A long guide shows all of its text without JavaScript and under the Content-Security-Policy, with no inline script per block (a reader sees it).',
    guards: ['tests/e2e/no-javascript.spec.ts', 'tests/e2e/csp.spec.ts'],
  },
  {
    name: 'prefetch once',
    kind: 'module replaced',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/prefetch.js',
      sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    },
    siteFiles: ['plugins/route-prefetching/index.ts', 'plugins/route-prefetching/prefetchOnce.ts', 'plugins/route-prefetching/idleSlice.ts'],
    why: 'Docusaurus adds one <link rel="prefetch"> per chunk of every route a visible link leads to (about 300 for a sidebar, most for chunks already run); this asks for each chunk once, in idle time.',
    buys: 'Measured together with the deferred client API below: with both deleted, Docusaurus prefetched the chunks of every route in view right after the frame hydrated, and a doc page had downloaded 175–321 KB gzip of JS and CSS when it became interactive instead of 174–189 KB (scripts/measure-first-load.ts over every doc page).',
    guards: ['tests/e2e/budgets.spec.ts', 'tests/e2e/loading.spec.ts'],
  },
  {
    name: 'deferred route prefetch (window.docusaurus)',
    kind: 'module replaced',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/docusaurus.js',
      sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    },
    siteFiles: [
      'plugins/route-prefetching/index.ts',
      'plugins/route-prefetching/deferredRoutePrefetch.ts',
      'plugins/route-prefetching/nextStepLinks.ts',
      'plugins/route-prefetching/docusaurus-client-api.d.ts',
    ],
    why: "The client API's prefetch(route) matches routes and looks up chunk URLs inside the links' IntersectionObserver callback; this defers the lookup to idle time after load, and prefetches only the routes of next-step links in view: the pagination and the phone's open menu (it also imports the original with ?original).",
    buys: "Keeps the route lookup and the prefetches it starts out of the page's load: see prefetch once (the two were measured together). Prefetching only next steps: 174.5–189.6 KB gzip of JS and CSS until the network is idle on every doc page instead of 291.7–321.6 KB (scripts/measure-first-load.ts), and the same tap-to-heading times on the emulated phone: through the menu 537.5 ms before, 537 ms after; through Next 479 ms before, 465.5 ms after (npm run bench:navigation, 8 rounds).",
    guards: ['tests/e2e/budgets.spec.ts', 'tests/e2e/loading.spec.ts'],
  },
  {
    name: 'navbar secondary menu filler',
    kind: 'module replaced',
    target: {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      file: 'lib/contexts/navbarSecondaryMenu/content.js',
      sha256: 'f28c89217e58e73957c541622ea56af9dd73895ff10bca3d78c3c1ce0f47f5b7',
    },
    siteFiles: [
      'plugins/navbar-secondary-menu/index.ts',
      'plugins/navbar-secondary-menu/navbarSecondaryMenuContent.tsx',
      'plugins/navbar-secondary-menu/shallowEqual.ts',
    ],
    why: "The filler keeps its props stable by sorting their names with localeCompare, whose first call loads the browser's collation data; this compares props by key.",
    buys: 'Blocking time on the emulated phone at 4x CPU: 5 ms less on Deploy L2 (median of 12 alternating loads; 11.5 ms in a first run of 6), none on the intro (npm run bench:touchpoints).',
    guards: ['tests/e2e/keyboard.spec.ts'],
  },
  {
    name: 'tslib helpers',
    kind: 'package aliased',
    target: {package: 'tslib', version: '2.9.1', file: 'tslib.es6.mjs', sha256: '2497254650a79bbf970717b93a2d21591cce264bfef88264ccdad546003b0460'},
    siteFiles: ['plugins/bundle-splitting/index.ts', 'plugins/bundle-splitting/tslibHelpers.ts'],
    why: "Client code uses one tslib helper (__importDefault, from @docusaurus/utils-common's CommonJS build), which pulls all of tslib into every page.",
    buys: '3.8 KB gzip on every first load (npm run bench:touchpoints, the intro and Deploy L2).',
    guards: ['tests/e2e/budgets.spec.ts'],
  },
  {
    name: 'Prism languages client module',
    kind: 'package aliased',
    target: {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      file: 'lib/prism-include-languages.js',
      sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    },
    siteFiles: ['plugins/code-highlighting/index.ts', 'plugins/code-highlighting/noOpClientModule.ts', 'src/prism/highlighter.ts'],
    why: 'The classic theme registers every configured Prism language on every page load; the site registers them in its own highlighter, loaded only for code rendered in the browser.',
    buys: 'Prism stays out of first loads (the server-highlighted markup is kept).',
    guards: ['tests/e2e/code-blocks.spec.ts', 'tests/e2e/budgets.spec.ts'],
  },
  {
    name: 'prism-react-renderer on bare prism-core',
    kind: 'package aliased',
    target: {
      package: 'prism-react-renderer',
      version: '2.4.1',
      file: 'dist/index.js',
      sha256: '4ad8d9b3e27401e1937ecc7d1d65882ff66f91611adcb14e6a74f736ce67cb69',
    },
    siteFiles: ['plugins/code-highlighting/index.ts', 'src/prism/highlighter.ts', 'src/prism/lazyHighlight.ts', 'src/prism/prismReactRenderer.ts'],
    why: "The package's name resolves to the site's highlighter, with the same API on bare prism-core and only the docs' languages: as is on the server, loaded on demand in the browser.",
    buys: 'Prism and its unused languages out of every first load.',
    guards: ['tests/e2e/code-blocks.spec.ts', 'tests/e2e/budgets.spec.ts'],
  },
  {
    name: 'scripts after the first paint',
    kind: 'template change',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/ssg/ssgTemplate.html.js',
      sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    },
    siteFiles: ['plugins/scripts-after-first-paint/index.ts', 'docusaurus.config.ts'],
    why: "The page template's deferred <script> tags are replaced, by string, with an inline loader that requests them after the first contentful paint (a deep import of the template); docusaurus.config.ts sets the result as ssrTemplate.",
    buys: "Blocking time on the emulated phone at 4x CPU: 35.5 ms less on the intro, 13 ms less on Deploy L2 (npm run bench:touchpoints); and the HTML and stylesheet no longer share a slow line with about 70 KB gzip of scripts before the first paint (Lighthouse's simulated LCP counts every request started before it).",
    guards: ['plugins/scripts-after-first-paint/index.test.ts', 'tests/e2e/budgets.spec.ts'],
  },
  {
    name: 'chunk scripts in tasks of their own',
    kind: 'runtime wrapper',
    target: {package: '@rspack/core', version: '1.7.12', file: 'package.json', sha256: null},
    siteFiles: ['plugins/script-loading/chunkScriptsInTasks.ts'],
    why: "Wraps the bundler runtime's script loader (__webpack_require__.l) so that, of the chunks one task asks for, the first <script> is added at once and each further one in a task of its own, instead of all in main.js's evaluation. A lone chunk asked for later (the search index on a tap) is not held back behind the work after the tap. The runtime is built into Rspack, so the guard is its version.",
    buys: 'Blocking time on the emulated phone at 4x CPU, median of 6 alternating loads: 28.5 ms less on the intro, 31.5 ms less on Deploy L2 (npm run bench:touchpoints).',
    guards: ['plugins/script-loading/chunkScriptsInTasks.test.ts', 'tests/e2e/loading.spec.ts'],
  },
  {
    name: "DocSearch modal's eval probe",
    kind: 'bundle patch',
    target: {
      package: '@docsearch/react',
      version: '4.7.1',
      file: 'dist/esm/DocSearchModal.js',
      sha256: '6a347d97e7a61c77780962660132adfb04e600ad284cb58e61b633ff68b96e05',
    },
    siteFiles: ['plugins/content-security-policy/removeEvalProbe.ts', 'plugins/content-security-policy/index.ts'],
    why: "Algolia mode only (the embedded build never loads DocSearch's modal): the modal bundles zod, which probes for eval with new Function(''); under the site's policy the probe throws and the browser reports a violation. A regex answers the probe with \"no eval\" (zod's jitless) in a patched copy the modal's name is aliased to.",
    buys: "Algolia mode only: no Content-Security-Policy violation when DocSearch's modal opens (a reader sees none in the console; report-only collectors get none).",
    guards: ['plugins/content-security-policy/removeEvalProbe.test.ts', 'tests/e2e/csp.spec.ts'],
  },
  {
    name: "Docusaurus's browser context",
    kind: 'deep import',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/browserContext.js',
      sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
    },
    siteFiles: ['src/components/HydrateLater/later.tsx', 'src/theme/Tabs/index.tsx', 'src/theme/Tabs/panelsIsBrowser.ts', 'src/theme/TabItem/index.tsx'],
    why: 'Parts that hydrate late provide useIsBrowser() false until they have hydrated, so theme components match their server markup; Tabs and TabItem read it the same way.',
    buys: 'Correct attributes on late-hydrating parts (the colour-mode toggle, tabs) and no re-render of the whole page.',
    guards: ['tests/e2e/hydration.spec.ts', 'tests/e2e/no-javascript.spec.ts'],
  },
  {
    name: "the classic theme's code block styles",
    kind: 'deep import',
    target: {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      file: 'lib/theme/CodeBlock/Content/styles.module.css',
      sha256: '26dba21a9e8eb53810a03017513a07ac613288682addf075f186ed52b1b5e07f',
    },
    siteFiles: ['src/theme/CodeBlock/Content/index.tsx'],
    why: "The swizzled code block keeps the theme's own class names by importing its CSS module.",
    buys: 'Code blocks look as the theme draws them without a copy of its styles.',
    guards: ['tests/e2e/code-blocks.spec.ts'],
  },
  {
    name: "MDX loader's heading ids",
    kind: 'deep import',
    target: {
      package: '@docusaurus/mdx-loader',
      version: '3.10.2',
      file: 'lib/remark/headings/index.js',
      sha256: '505615cf2a0803d088949e45315e26ed681b22e5277af1813c638464d7976ce3',
    },
    siteFiles: ['lib/content/parseDocSource.ts'],
    why: "The build-time readers of docs/ (search records, Markdown copies, checks) give headings the ids the site gives them by running Docusaurus's own remark plugin.",
    buys: 'Anchors in search hits, llms.txt and the checks match the pages (build time only; nothing shipped).',
    guards: ['lib/content/parseDocSource.test.ts', 'tests/build/siteLinks.test.ts'],
  },
  {
    name: "the Solidity parser's AST types",
    kind: 'deep import',
    target: {
      package: '@solidity-parser/parser',
      version: '0.20.2',
      file: 'dist/src/ast-types.d.ts',
      sha256: 'f0542a3c04040d444bccb2a339f3337330432393ed7dd0ecbb2d86bc5b63ccd5',
    },
    siteFiles: ['lib/generate/solidityErrors.ts'],
    why: "Types only, for the error-code generator's walk over the AST; the package exports them from no public entry.",
    buys: 'A typed generator (build time only; nothing shipped).',
    guards: ['lib/generate/solidityErrors.test.ts'],
  },
  {
    name: 'early input replayed after hydration',
    kind: 'runtime wrapper',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/hasHydratedDataAttribute.js',
      sha256: '66d8a389d5b740eace50f43be0860712a4046a83ea5dc939ff811c4c631e9a47',
    },
    siteFiles: ['plugins/early-input/index.ts'],
    why: "An inline script takes clicks on the page's controls (found by the theme's class names) and search shortcuts before the scripts run, and replays them when <html data-has-hydrated> (set by this file) is true and no deferred block is left.",
    buys: 'Clicks and Ctrl+K at the first paint take effect instead of being lost (bench:input: 5 of 5 kept, 0 of 5 before).',
    guards: ['tests/e2e/early-input.spec.ts', 'plugins/early-input/index.test.ts'],
  },
  {
    name: 'code block without its remount',
    kind: 'ejected copy',
    target: {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      file: 'lib/theme/CodeBlock/index.js',
      sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    },
    siteFiles: ['src/theme/CodeBlock/index.tsx'],
    why: 'A copy of the theme\'s CodeBlock without the key it changes once in the browser, which remounts every block after hydration so that Prism\'s inline colours follow the colour mode; colours here come from a stylesheet. Shell blocks on doc pages also get "This command failed" under them.',
    buys: "Code blocks keep the server's highlighted markup when the page hydrates: no second highlighting of every block, and dark-mode readers never see light blocks while the page loads (a reader sees it).",
    guards: ['tests/e2e/code-blocks.spec.ts', 'tests/e2e/docs-feedback.spec.ts'],
  },
  {
    name: 'code block string measured in view',
    kind: 'ejected copy',
    target: {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      file: 'lib/theme/CodeBlock/Content/String.js',
      sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    },
    siteFiles: ['src/theme/CodeBlock/Content/String.tsx'],
    why: "A copy of the theme's CodeBlockString that takes its word-wrap state from useCodeWordWrapInView instead of the theme's useCodeWordWrap (the theme offers no way to pass another hook).",
    buys: 'See "word wrap measured in view": the two are one change.',
    guards: ['tests/e2e/code-blocks.spec.ts'],
  },
  {
    name: 'word wrap measured in view',
    kind: 'ejected copy',
    target: {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      file: 'lib/hooks/useCodeWordWrap.js',
      sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
    },
    siteFiles: ['src/theme/CodeBlock/Content/useCodeWordWrapInView.ts'],
    why: "A copy of theme-common's useCodeWordWrap that reads whether a block scrolls sideways when the block first comes into view: the theme's hook reads every block's layout as the page hydrates, a forced layout of the whole page per block.",
    buys: 'No forced layout per code block while a long guide hydrates (the largest script cost of loading one before the change); the word-wrap button still shows for every block wider than the screen once it is in view.',
    guards: ['tests/e2e/code-blocks.spec.ts'],
  },
  {
    name: 'loading and retry screen',
    kind: 'ejected copy',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/theme-fallback/Loading/index.js',
      sha256: 'ffd8013daa28cd24a849721acc38e47bb44582dfb8922f633d42eac5344dda54',
    },
    siteFiles: ['src/theme/Loading/index.tsx', 'src/theme/Loading/styles.module.css'],
    why: "Rewritten from core's fallback Loading, whose fixed colours and unlabelled spinner fail contrast and screen-reader checks in dark mode.",
    buys: 'A page chunk that is slow or fails to load shows a labelled spinner, then the error with Retry, readable in both colour modes (a reader sees it).',
    guards: ['tests/e2e/failed-loads.spec.ts', 'tests/e2e/accessibility.spec.ts'],
  },
  {
    name: "the site's own search bar and modal",
    kind: 'component replaced',
    target: {
      package: '@docusaurus/theme-search-algolia',
      version: '3.10.2',
      file: 'lib/theme/SearchBar/index.js',
      sha256: '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52',
    },
    siteFiles: [
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchBar/SearchModal/index.tsx',
      'src/theme/SearchBar/SearchModal/screens.tsx',
      'src/theme/SearchBar/SearchModal/AskAiScreen.tsx',
      'src/theme/SearchBar/SearchModal/icons.tsx',
      'src/theme/SearchBar/SearchModal/useStoredSearches.ts',
      'src/theme/SearchBar/SearchModal/useSearchModal.ts',
      'src/theme/SearchBar/SearchModal/types.ts',
      'src/theme/SearchBar/siteSearch.ts',
    ],
    why: "Without Algolia credentials the navbar's search is the site's own modal over the index the build makes (the stock SearchBar needs Algolia); with them, AlgoliaSearchBar renders the stock one (@theme-original/SearchBar).",
    buys: 'Search, and answers from the docs, with no third-party service (a reader sees it).',
    guards: ['tests/e2e/search.spec.ts', 'tests/e2e/search-algolia.spec.ts'],
  },
  {
    name: "DocSearch's stylesheets, split",
    kind: 'deep import',
    target: {package: '@docsearch/css', version: '4.7.1', file: 'dist/modal.css', sha256: '103ef6ec5c8aad0bfe8bae3a8075c01820873b8e0ae0761a39ffbbc89581c7bb'},
    siteFiles: [
      'src/theme/SearchBar/index.tsx',
      'src/theme/SearchBar/SearchModal/index.tsx',
      'src/theme/SearchBar/SearchModal/screens.tsx',
      'plugins/bundle-splitting/index.ts',
    ],
    why: "The search button loads DocSearch's variables and button styles with every page, the modal's styles only with the modal's chunk (the package's entry is all three in one file); the site's modal is drawn in DocSearch's markup and class names, so these styles draw it. Bundle-splitting's searchModalStyles group finds dist/modal.css by its path.",
    buys: "The modal's styles stay out of every first load (bundle-splitting's searchModalStyles group); the modal looks as DocSearch's (a reader sees it).",
    guards: ['tests/e2e/search.spec.ts', 'tests/e2e/budgets.spec.ts', 'plugins/bundle-splitting/index.test.ts'],
  },
  {
    name: "theme-common's internal code block context",
    kind: 'deep import',
    target: {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      file: 'lib/utils/codeBlockUtils.js',
      sha256: 'ade5a2056ef4f591fb50b88ab28e29e8e470de4de320a1512970a09040c35af1',
    },
    siteFiles: ['src/theme/CodeBlock/Content/String.tsx', 'src/theme/CodeBlock/Content/index.tsx'],
    why: 'createCodeBlockMetadata, CodeBlockContextProvider and useCodeBlockContext come from @docusaurus/theme-common/internal, which the theme marks as not public; the two code block swizzles above need them to build the same context as the theme.',
    buys: "The ejected code block parts render with the theme's own metadata (titles, line numbers, magic comments) instead of a copy of that code.",
    guards: ['tests/e2e/code-blocks.spec.ts'],
  },
  {
    name: "theme-common's internal phone menu state",
    kind: 'deep import',
    target: {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      file: 'lib/contexts/navbarMobileSidebar.js',
      sha256: '66a240ad64d9f9ad2a6fd300a3ce68dc06a501f2f463641c8677dc586df4eaa0',
    },
    siteFiles: ['src/theme/Navbar/MobileSidebar/index.tsx'],
    why: 'The phone menu is built the first time it opens (useNavbarMobileSidebar, from @docusaurus/theme-common/internal, says whether it is shown): Docusaurus builds it, hidden, while a page hydrates on a narrow screen.',
    buys: "About 25 ms of a doc page's load at full CPU speed on a phone (the whole docs sidebar, built hidden); Lighthouse's phone run of the intro: blocking time 166 ms before, 43 ms after (median of 3, side by side).",
    guards: ['tests/e2e/layout.spec.ts', 'tests/e2e/accessibility.spec.ts'],
  },
  {
    name: "DocSearch's stored searches",
    kind: 'storage format',
    target: {
      package: '@docsearch/react',
      version: '4.7.1',
      file: 'dist/esm/DocSearchModal.js',
      sha256: '6a347d97e7a61c77780962660132adfb04e600ad284cb58e61b633ff68b96e05',
    },
    siteFiles: ['src/storage/storedSearches.ts', 'src/storage/siteStorageRules.ts', 'src/theme/SearchBar/SearchModal/useStoredSearches.ts'],
    why: "The site's modal keeps recent and favourite searches under DocSearch's local-storage keys (__DOCSEARCH_RECENT_SEARCHES__ and __DOCSEARCH_FAVORITE_SEARCHES__ with the index name), in its format and limits, and repairs them at load; the format is DocSearch's own, written in this file.",
    buys: 'A reader keeps the same recent and favourite searches in the embedded and the Algolia builds, and a corrupt entry never breaks the modal (a reader sees it).',
    guards: ['src/storage/storedSearches.test.ts', 'tests/e2e/storage.spec.ts'],
  },
  {
    name: "Docusaurus's storage keys",
    kind: 'storage format',
    target: {package: '@docusaurus/theme-common', version: '3.10.2', file: 'package.json', sha256: null},
    siteFiles: ['src/storage/siteStorageRules.ts', 'src/clientModules/repairSiteStorage.ts'],
    why: 'The repair at load knows the keys and values Docusaurus stores (theme, docusaurus.announcement.dismiss and .id, docs-preferred-version-*, suffixed with the storage namespace) and the colour-mode attributes its inline script sets. They are written in three files of theme-common and plugin-content-docs, released together, so the version is the guard.',
    buys: 'A corrupt or oversized stored value is reset instead of breaking the page, and the reader keeps their other entries (a reader sees it).',
    guards: ['src/storage/siteStorageRules.test.ts', 'tests/e2e/storage.spec.ts'],
  },
  {
    name: 'memory storage when the browser refuses it',
    kind: 'runtime wrapper',
    target: {
      package: '@docusaurus/theme-common',
      version: '3.10.2',
      file: 'lib/utils/storageUtils.js',
      sha256: '1a321de139603504d50f33e830653a2e2beac8f1f7b239f2dcdb0c5de50d6ffd',
    },
    siteFiles: ['src/clientModules/repairSiteStorage.ts'],
    why: "When reading window.localStorage or sessionStorage throws, a memory store is defined in its place (DocSearch's modal reads localStorage outside any try), and StorageEvent.prototype.initStorageEvent is wrapped: this file announces each write with a StorageEvent, which accepts a real Storage only.",
    buys: 'With storage blocked, pages and the search modal still work (a reader sees it).',
    guards: ['src/storage/createMemoryStorage.test.ts', 'tests/e2e/storage.spec.ts'],
  },
  {
    name: 'Prism token rules out of the site config',
    kind: 'config rewrite',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/server/site.js',
      sha256: 'bbc2a5b17f1808fd115e9f8b28037f5d126e952adb8f091c11f628ba4d66893f',
    },
    siteFiles: ['plugins/code-highlighting/index.ts'],
    why: "Once the token colours are a stylesheet, the plugin replaces themeConfig.prism's themes in place with their plain colours: loadSite (this file) writes the copy of the site config every page loads after the plugins are made.",
    buys: '0.5 KB gzip on every first load (npm run bench:touchpoints, the intro and Deploy L2: the token rules of both themes); blocking time within noise.',
    guards: ['tests/build/builtAssets.test.ts', 'tests/e2e/code-blocks.spec.ts'],
  },
  {
    name: "early input's theme class names",
    kind: 'theme markup',
    target: {
      package: '@docusaurus/theme-classic',
      version: '3.10.2',
      file: 'lib/theme/ColorModeToggle/styles.module.css',
      sha256: '4504230f1787839e710b95b4508730421487ec27691daf8675ccac87ccea8d6a',
    },
    siteFiles: ['plugins/early-input/index.ts'],
    why: "The inline script finds the controls whose early clicks it keeps by the theme's class names: .theme-announcement-bar button.close, .theme-doc-sidebar-menu button.menu__caret, the colour toggle's CSS-module class toggleButton (this file), and .DocSearch-Button.",
    buys: 'See "early input replayed after hydration".',
    guards: ['tests/e2e/early-input.spec.ts'],
  },
  {
    name: 'policy added once the redirect pages are written',
    kind: 'build order',
    target: {
      package: '@docusaurus/plugin-client-redirects',
      version: '3.10.2',
      file: 'lib/index.js',
      sha256: 'b2e0bcdc2d00b0b4560ec555744e433ef0097b649245c0bffc66ecaf83409e5a',
    },
    siteFiles: ['plugins/content-security-policy/index.ts'],
    why: "Docusaurus runs every plugin's postBuild at once, and plugin-client-redirects writes its redirect pages from its own (this file): the policy plugin lists the output folder until the pages and their sizes stop changing (100 ms apart, at most 10 s) before it adds the policy.",
    buys: 'The redirect pages get the Content-Security-Policy too (every built page has one).',
    guards: ['tests/build/contentSecurityPolicy.test.ts'],
  },
  {
    name: "Docusaurus's generated site config and storage settings",
    kind: 'deep import',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/server/codegen/codegen.js',
      sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    },
    siteFiles: ['src/analytics/clientModule.ts', 'plugins/site-metadata/linkWebManifest.ts', 'src/clientModules/repairSiteStorage.ts'],
    why: "Three client modules import what this file writes for Docusaurus's own client, through its @generated alias (lib/webpack/base.js): the site config (@generated/docusaurus.config: the analytics settings in customFields, baseUrl for the manifest's link, the default colour mode) and the storage type and namespace (@generated/site-storage). A client module runs outside React, where the documented useDocusaurusContext cannot be called, and theme-common's storage API (createStorageSlot, listStorageKeys) applies the namespace without telling it, which the repair needs to find the keys Docusaurus wrote.",
    buys: "Page views sent when a tracker is configured, the web manifest linked once the app runs (not fetched before the first paint), and stored values repaired under the site's storage namespace (a reader sees it).",
    guards: ['plugins/framework-touchpoints/frameworkNames.test.ts', 'tests/e2e/analytics.spec.ts', 'tests/e2e/metadata.spec.ts', 'tests/e2e/storage.spec.ts'],
  },
  {
    name: 'the page counts as hydrated (data-has-hydrated)',
    kind: 'framework markup',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/hasHydratedDataAttribute.js',
      sha256: '66d8a389d5b740eace50f43be0860712a4046a83ea5dc939ff811c4c631e9a47',
    },
    siteFiles: ['src/scheduling/interactivePage.ts', 'src/scheduling/whenInteractiveAndIdle.ts', 'plugins/early-input/index.ts'],
    why: 'A page is interactive once <html data-has-hydrated="true"> is set (by this file, after React\'s first render in the browser; Docusaurus added it for its own screenshot tests, https://github.com/facebook/docusaurus/pull/9256) and no deferred block is left; whenInteractiveAndIdle.ts and the early-input script watch the attribute with a MutationObserver, and the benchmarks and end-to-end tests wait on the same selectors (interactivePage.ts).',
    buys: 'Search\'s code, stylesheet and the index\'s headings are fetched once the page is interactive and idle, not during its load, and a tap then opens the modal with nothing to fetch (ARCHITECTURE.md "What loads when").',
    guards: ['plugins/framework-touchpoints/frameworkNames.test.ts', 'tests/e2e/search.spec.ts', 'tests/e2e/budgets.spec.ts'],
  },
  {
    name: 'wrong-base-URL banner removed once the app runs',
    kind: 'framework markup',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/client/BaseUrlIssueBanner/index.js',
      sha256: '595521e3fe1fb3a6f14b51eae156d7ef8a096c15526c5937b0e9469e1e230995',
    },
    siteFiles: ['plugins/scripts-after-first-paint/index.ts'],
    why: "With the scripts started after the first paint, the inline check this file adds for a wrong base URL always finds no app when the page is parsed, and inserts its banner (hidden by the stylesheet). The loader removes the banner's container, by this file's id, once the last script has loaded and window.docusaurus (set by lib/client/clientEntry.js) exists: the same test this file's check makes.",
    buys: 'A correctly deployed page carries no hidden banner once it runs, and a site served under the wrong base URL still shows it (a reader sees it).',
    guards: ['plugins/scripts-after-first-paint/index.test.ts', 'plugins/framework-touchpoints/frameworkNames.test.ts', 'tests/e2e/loading.spec.ts'],
  },
  {
    name: "server markup found in the app's container",
    kind: 'framework markup',
    target: {
      package: '@docusaurus/core',
      version: '3.10.2',
      file: 'lib/ssg/ssgTemplate.html.js',
      sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    },
    siteFiles: ['src/components/ServerMarkup/index.tsx'],
    why: 'PAGE_WAS_SERVER_RENDERED tells a built page from the dev server\'s empty one by whether Docusaurus\'s container, <div id="__docusaurus"> in this template (lib/client/clientEntry.js renders into it), has children when the module first runs.',
    buys: "Code blocks and data tables keep the server's markup when they hydrate: Prism never loads on a first view, and the tables' component and data load only after a client-side navigation (a reader sees it).",
    guards: ['plugins/framework-touchpoints/frameworkNames.test.ts', 'tests/e2e/code-blocks.spec.ts', 'tests/e2e/hydration.spec.ts'],
  },
  {
    name: 'PostCSS without postcss-preset-env',
    kind: 'package file',
    target: {
      package: '@docusaurus/bundler',
      version: '3.10.2',
      file: 'lib/loaders/styleLoader.js',
      sha256: '5038e82473c981de039db3008a8f63455cc154f954ae34731e19d49ce2b4ae68',
    },
    otherPackages: ['postcss-preset-env'],
    siteFiles: ['plugins/stylesheets/postCssOptions.ts'],
    why: "This file hands configurePostCss a plugin list holding postcss-preset-env by its resolved path; the site's configurePostCss drops the entry whose path names the package (the Lightning CSS minifier of Docusaurus Faster lowers and prefixes for the browserslist anyway).",
    buys: 'About 1.3 s of a cold build on a 2-core machine (bench/README.md "Build time"; build time only, nothing shipped).',
    guards: ['plugins/stylesheets/postCssOptions.test.ts'],
  },
  {
    name: 'unused Infima components dropped',
    kind: 'package file',
    target: {
      package: 'infima',
      version: '0.2.0-alpha.45',
      file: 'dist/css/default/default.css',
      sha256: 'aa113696173d7bf7669454493f6fe404c65c00547c63dfa78a07c8765c2fcb61',
    },
    siteFiles: ['plugins/stylesheets/unusedInfima.ts'],
    why: "A PostCSS plugin finds Infima's stylesheet (this file, as the classic theme loads it) by a path with an infima folder, and deletes the rules of the components the site never renders by Infima's class names.",
    buys: 'About 0.8 KB gzip off the stylesheet every page loads (bench/README.md).',
    guards: ['plugins/stylesheets/unusedInfima.test.ts', 'tests/build/builtAssets.test.ts'],
  },
  {
    name: "the Algolia modal's stylesheets in a chunk of their own",
    kind: 'package file',
    target: {
      package: '@docusaurus/theme-search-algolia',
      version: '3.10.2',
      file: 'lib/theme/SearchBar/index.js',
      sha256: '0fe30dcb603307a500d96d6a4e951cd625054231ae3a2dbbcb99f1f918c3ba52',
    },
    siteFiles: ['plugins/bundle-splitting/index.ts'],
    why: "Algolia mode only: the theme's SearchBar (this file) imports its modal's stylesheets when the modal opens, ./styles.css and @docsearch/react/style (@docsearch/css's dist/style.css); bundle-splitting's algoliaModalStyles group finds both by their paths under node_modules and puts them in a chunk of their own instead of the stylesheet every page loads.",
    buys: "Algolia mode only: DocSearch's whole stylesheet (about 6 KB gzip as @docsearch/css ships it) comes with the modal instead of with every page.",
    guards: ['plugins/bundle-splitting/index.test.ts', 'tests/e2e/search-algolia.spec.ts'],
  },
  {
    name: 'blocks built in their turn (recma)',
    kind: 'compiled output',
    target: {
      package: 'estree-util-build-jsx',
      version: '3.0.1',
      file: 'lib/index.js',
      sha256: 'cee3d25f13a993c41fc2ab8775a6e63149a26833f153ed68c3ad97fd1412af68',
    },
    siteFiles: ['plugins/hydrate-later/index.ts'],
    why: "recmaRenderLater finds each <HydrateLater> in a doc's compiled code by the calls this file writes for the JSX runtime (_jsx, _jsxs, _jsxDEV; @mdx-js/mdx runs it before the recmaPlugins the docs plugin passes on) and hands the wrapper a function that builds its children instead of the built children.",
    buys: "A long doc's first render makes only the wrappers, and each block's elements are made when its turn to hydrate comes (part of hydrating a block at a time; not measured apart).",
    guards: ['plugins/hydrate-later/index.test.ts', 'tests/e2e/hydration.spec.ts'],
  },
];
