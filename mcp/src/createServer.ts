/**
 * The docs MCP server: tools over a snapshot of the site (search, pages, error
 * codes, the .env checker, the log troubleshooter) and every page as a Markdown
 * resource. Each tool calls the site's own modules, so the answers are the ones
 * the web pages give. Tools never throw for bad input: they answer with
 * `isError: true` and a message that says what to do instead.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {LOG_PATTERNS} from '../../src/logs/logPatterns';
import {decodeRevertData, type DecodeResult, type KnownError, type RevertMatch} from '../../src/errors/decodeRevertData';
import {ERROR_CODES} from '../../src/data/errorCodeData';
import {STANDARD_ERRORS} from '../../src/data/standardErrors';
import type {EnvChoices} from '../../src/env/checkEnv';
import {CHECKS, type FindingLink} from '../../src/env/checks';
import {checkText} from '../../src/env/envTools';
import {describeText, isSecretKey} from '../../src/env/maskSecrets';
import {docsIssueUrl} from '../../src/feedback/docsIssue';
import {maskNote} from '../../src/feedback/maskNote';
import {DOCS_REPOSITORY, SITE_VERSION} from '../../src/feedback/project';
import {analyzeLog, type LineGroup} from '../../src/logs/analyzeLog';
import {DEVNET_ISSUES} from '../../src/logs/logEngine';
import {expandRecords} from '../../src/search/compactRecords';
import {createSearchEngine, type LocalHit, type SearchEngine} from '../../src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '../../src/search/searchIndex';
import type {DocsSnapshot, SnapshotPage} from './snapshot';

export const SERVER_NAME = 'surge-docs';
export const SERVER_VERSION = '0.1.0';
export const RESOURCE_SCHEME = 'surge-docs';

/** Input limits: larger inputs get a clear error instead of work. */
export const LIMITS = {
  queryChars: 500,
  pathChars: 2000,
  /** The .env checker itself reads at most 256 KB and says so; the log troubleshooter reads 1 MB. */
  textChars: 1024 * 1024,
  maxResults: 50,
  defaultResults: 10,
  /** report_docs_problem: what failed, in a sentence; details, as a reader's note on the site (longer details are cut). */
  summaryChars: 300,
  detailsChars: 20_000,
} as const;

/** check_env lists this many findings of one check in full, then only their keys. */
const FINDINGS_PER_CHECK = 8;
const ERRORS_PATH = '/docs/troubleshooting/error-codes';
const DEVNET_ISSUES_PATH = '/docs/troubleshooting/common-devnet-issues';
const ENV_CHECKER_PATH = '/docs/guides/running-surge/env-checker';
const LOG_TROUBLESHOOTER_PATH = '/docs/troubleshooting/log-troubleshooter';

type SearchState = {engine: SearchEngine; sectionText: Map<string, string>};
type Shared = {pages: Map<string, SnapshotPage>; basePath: string; search: Promise<SearchState> | null};

/** Per snapshot, shared by every server made from it (one per HTTP request in stateless mode): the index is built once. */
const SHARED = new WeakMap<DocsSnapshot, Shared>();

function shared(snapshot: DocsSnapshot): Shared {
  let state = SHARED.get(snapshot);
  if (!state) {
    state = {pages: new Map(snapshot.pages.map((page) => [page.path, page])), basePath: new URL(snapshot.siteUrl).pathname, search: null};
    SHARED.set(snapshot, state);
  }
  return state;
}

const SECTION_TEXT_CHARS = 240;

function buildSearch(snapshot: DocsSnapshot): SearchState {
  const records = expandRecords(snapshot.searchRecords);
  // The start of each section's text: a heading hit has none of its own, and an agent wants more than the heading.
  const sectionText = new Map<string, string>();
  for (const record of records) {
    if (record.content === null) continue;
    const text = sectionText.get(record.url) ?? '';
    if (text.length < SECTION_TEXT_CHARS) sectionText.set(record.url, `${text} ${record.content}`.trim());
  }
  return {engine: createSearchEngine(searchSourceFromRecords(records)), sectionText};
}

/** The search engine, built on first use (about a second for the whole site). */
function searchFor(snapshot: DocsSnapshot): Promise<SearchState> {
  const state = shared(snapshot);
  if (!state.search) {
    const search = Promise.resolve().then(() => buildSearch(snapshot));
    // A failed build is tried again next time instead of failing every later search.
    search.catch(() => (state.search = null));
    state.search = search;
  }
  return state.search;
}

export async function searchEngineFor(snapshot: DocsSnapshot): Promise<SearchEngine> {
  return (await searchFor(snapshot)).engine;
}

function textResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}]};
}

function errorResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

// eslint-disable-next-line no-control-regex -- control characters are what we look for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text an agent can paste that is not text at all. */
function binaryProblem(text: string, what: string): string | null {
  if (text.includes('\u0000')) return `The ${what} contains NUL bytes, so it is binary data, not text. Pass the text itself.`;
  if (text.includes('\ufffd')) return `The ${what} contains U+FFFD replacement characters: bytes that were not UTF-8. Pass the text as UTF-8.`;
  return null;
}

function tooLarge(what: string, limit: number, hint: string): string {
  return `The ${what} is longer than ${limit.toLocaleString('en')} characters. ${hint}`;
}

/** `&#60;` and friends back to characters: the engine escapes snippets for HTML. */
function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export function createDocsServer(snapshot: DocsSnapshot): McpServer {
  const state = shared(snapshot);
  const siteUrl = snapshot.siteUrl;
  /** A site path (with or without the base path) as a full URL. */
  const fullUrl = (sitePath: string) => {
    const withoutBase = sitePath.startsWith(state.basePath) ? sitePath.slice(state.basePath.length) : sitePath.replace(/^\//, '');
    return new URL(withoutBase, siteUrl).href;
  };
  const linkText = (link: FindingLink) => `${link.label}: ${fullUrl(link.to)}`;

  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION, title: 'Surge documentation'},
    {
      instructions:
        'Offline copy of the Surge documentation (docs.surge.wtf): Surge is a based rollup by Nethermind. ' +
        'Use search_docs to find sections, get_page to read a page in full, list_pages for the table of contents, ' +
        'lookup_error for revert data and error selectors, check_env for a simple-surge-node .env, and explain_log for log output. ' +
        'When a page is wrong or a command from it fails, report_docs_problem gives a prefilled GitHub issue link to show the user.',
    },
  );

  // ---- search_docs
  server.registerTool(
    'search_docs',
    {
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
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const cleaned = query.replace(new RegExp(CONTROL.source, 'g'), ' ').trim();
      if (cleaned === '') return errorResult('The query is empty. Pass a few keywords, e.g. "bond" or "run a devnet"; list_pages shows every page.');
      const {engine, sectionText} = await searchFor(snapshot);
      const hitsPerPage = limit ?? LIMITS.defaultResults;
      const result = await engine.searchOne({
        query: cleaned,
        hitsPerPage,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '**',
        highlightPostTag: '**',
        snippetEllipsisText: '…',
      });
      if (result.hits.length === 0) {
        return textResult(`No section matches "${cleaned}". Try fewer or other keywords, or call list_pages to see every page.`);
      }
      const lines = [`${result.nbHits} section(s) match "${cleaned}"; the best ${result.hits.length}:`, ''];
      result.hits.forEach((hit, index) => lines.push(...formatHit(hit, index + 1, sectionText)));
      lines.push('Read a page in full with get_page({path_or_url: "<path>"}).');
      return textResult(lines.join('\n'));
    },
  );

  function formatHit(hit: LocalHit, rank: number, sectionText: Map<string, string>): string[] {
    const headings = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).flatMap((level) => hit.hierarchy[level] ?? []);
    const section = headings.length > 0 ? ` › ${headings.join(' › ')}` : '';
    const snippet = hit._snippetResult.content?.value ?? shorten(sectionText.get(hit.url));
    const pagePath = hit.url.split('#')[0]!;
    const relative = pagePath.startsWith(state.basePath) ? `/${pagePath.slice(state.basePath.length)}` : pagePath;
    return [
      `${rank}. ${hit.hierarchy.lvl1}${section}`,
      `   URL: ${fullUrl(hit.url)}`,
      `   Page: ${relative} (${hit.hierarchy.lvl0})`,
      ...(snippet ? [`   ${unescapeHtml(snippet).replace(/\s+/g, ' ')}`] : []),
      '',
    ];
  }

  // ---- list_pages
  server.registerTool(
    'list_pages',
    {
      title: 'List every Surge docs page',
      description:
        'The table of contents: every page of the Surge documentation with its title, path, full URL and a one-line description. ' +
        'Pass a path to get_page to read the page.',
      inputSchema: {},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async () => {
      const lines = [`${snapshot.pages.length} pages of ${siteUrl}:`, ''];
      for (const page of snapshot.pages) {
        lines.push(`- ${page.title} — ${page.path}`, `  ${fullUrl(page.path)}`);
        if (page.description) lines.push(`  ${page.description}`);
      }
      return textResult(lines.join('\n'));
    },
  );

  // ---- get_page
  const findPage = (input: string): SnapshotPage | null => {
    let text = input.trim();
    const resourcePrefix = `${RESOURCE_SCHEME}://`;
    if (text.startsWith(resourcePrefix)) text = `/${text.slice(resourcePrefix.length)}`;
    else if (/^https?:\/\//i.test(text)) {
      try {
        const url = new URL(text);
        text = url.pathname.startsWith(state.basePath) ? `/${url.pathname.slice(state.basePath.length)}` : url.pathname;
      } catch {
        return null;
      }
    }
    text = text
      .replace(/[?#].*$/, '')
      .replace(/\.md$/i, '')
      .replace(/\/+$/, '');
    if (!text.startsWith('/')) text = `/${text}`;
    const candidates = [text, text.startsWith('/docs/') ? text : `/docs${text}`, text.replace(/\/index$/, '')];
    for (const candidate of candidates) {
      const page = state.pages.get(candidate) ?? state.pages.get(safeDecode(candidate));
      if (page) return page;
    }
    return null;
  };

  server.registerTool(
    'get_page',
    {
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
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({path_or_url: pathOrUrl}) => {
      const page = pathOrUrl.trim() === '' ? null : findPage(pathOrUrl);
      if (!page) {
        const shown = describeText(pathOrUrl.replace(new RegExp(CONTROL.source, 'g'), '?'), 120);
        const near = nearPages(pathOrUrl);
        return errorResult(
          [
            `No page of the Surge docs has the path or URL "${shown}".`,
            near.length > 0 ? `Did you mean: ${near.map((item) => item.path).join(', ')}?` : null,
            `Call list_pages to see all ${snapshot.pages.length} pages, or search_docs to find the page about a topic; then pass its path, e.g. "/docs/intro".`,
          ]
            .filter(Boolean)
            .join(' '),
        );
      }
      return textResult(page.markdown);
    },
  );

  /** Pages whose path shares the last word of what was asked for. */
  function nearPages(input: string): SnapshotPage[] {
    const last = input
      .toLowerCase()
      .replace(/[?#].*$/, '')
      .replace(/\.md$/, '')
      .split('/')
      .filter(Boolean)
      .at(-1);
    if (!last || last.length < 3) return [];
    return snapshot.pages.filter((page) => page.path.toLowerCase().includes(last)).slice(0, 5);
  }

  // ---- lookup_error
  server.registerTool(
    'lookup_error',
    {
      title: 'Look up a Surge protocol error',
      description:
        'Identifies a Solidity revert from the Surge protocol contracts: pass a 4-byte selector ("0xe92c469f"), an error name ' +
        '("InsufficientBond" or "InsufficientBond()"), or full revert data (selector plus ABI-encoded arguments, e.g. from eth_call or cast). ' +
        'Returns the declaring contract, signature, selector, what the docs say about it, its docs URL and, for revert data, the decoded arguments. ' +
        'Also knows Error(string) and Panic(uint256).',
      inputSchema: {
        query: z
          .string()
          .max(LIMITS.textChars, tooLarge('query', LIMITS.textChars, 'Pass the revert data or error name alone.'))
          .describe('A selector (0x + 8 hex digits), an error name, or full revert data in hex.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query}) => {
      const binary = binaryProblem(query, 'query');
      if (binary) return errorResult(binary);
      const text = query.trim().replace(/^["'`]|["'`]$/g, '');
      if (text === '')
        return errorResult('The query is empty. Pass a selector such as 0xe92c469f, an error name such as InsufficientBond, or full revert data.');
      const compact = text.replace(/\s+/g, '');
      if (/^(0x)?[0-9a-f]+$/i.test(compact) && (compact.startsWith('0x') || compact.length >= 8)) {
        return decodeAnswer(decodeRevertData(compact, ERROR_CODES), compact);
      }
      const name = /^([A-Za-z_$][\w$]*)\s*(\(.*\))?$/.exec(text)?.[1];
      if (!name) {
        return errorResult(
          `"${describeText(text)}" is neither hex revert data nor an error name. Pass a selector such as 0xe92c469f, an error name such as InsufficientBond, or the full revert data.`,
        );
      }
      const known: readonly KnownError[] = [...STANDARD_ERRORS, ...ERROR_CODES];
      let found = known.filter((error) => error.name === name);
      if (found.length === 0) found = known.filter((error) => error.name.toLowerCase() === name.toLowerCase());
      if (found.length === 0) {
        const similar = [...new Set(known.filter((error) => error.name.toLowerCase().includes(name.toLowerCase())).map((error) => error.name))].slice(0, 10);
        return errorResult(
          `No Surge protocol error is named "${name}".${similar.length > 0 ? ` Names that contain it: ${similar.join(', ')}.` : ''} ` +
            `The list of all ${new Set(ERROR_CODES.map((error) => error.name)).size} error names is at ${fullUrl(ERRORS_PATH)}; search_docs also finds them.`,
        );
      }
      const lines = [`${found.length} declaration(s) named ${found[0]!.name}:`, ''];
      for (const error of found) lines.push(...formatError(error, null), '');
      const selectors = new Set(found.map((error) => error.selector));
      const sharing = ERROR_CODES.filter((error) => selectors.has(error.selector) && !found.includes(error));
      if (sharing.length > 0)
        lines.push(`Other declarations share the selector: ${sharing.map((error) => `${error.contract ?? error.file}.${error.name}`).join(', ')}.`);
      return textResult(lines.join('\n').trimEnd());
    },
  );

  function formatError(error: KnownError, match: RevertMatch | null): string[] {
    const standard = STANDARD_ERRORS.find((item) => item.selector === error.selector && item.name === error.name);
    const lines = [
      `Error: ${error.name}`,
      `Contract: ${error.contract ?? (standard ? 'any (Solidity built-in error)' : `none (file-level error in ${error.file ?? 'an unknown file'})`)}`,
      `Signature: ${error.signature}`,
      `Selector: ${error.selector}`,
    ];
    if (error.file) lines.push(`Declared in: packages/protocol/${error.file}`);
    if (standard) lines.push(`Meaning: raised by ${standard.raisedBy}`);
    else if (error.help) lines.push(`Meaning: explained in "${error.help.title}": ${fullUrl(error.help.path)}`);
    else lines.push('Meaning: the docs list this error but do not explain it further; its name and contract are the best hint.');
    lines.push(`Docs: ${fullUrl(`${ERRORS_PATH}#${error.id}`)}`);
    if (match?.args && match.args.length > 0) {
      lines.push('Arguments:', ...match.args.map((arg) => `  ${arg.name || '(unnamed)'} (${arg.type}) = ${arg.value}`));
    }
    if (match?.panic) lines.push(`Panic code ${match.panic.code}: ${match.panic.meaning ?? 'not a code the Solidity compiler emits'}`);
    if (match?.inner) lines.push('Wrapped revert data:', ...decodeLines(match.inner).map((line) => `  ${line}`));
    return lines;
  }

  function decodeLines(result: DecodeResult): string[] {
    const lines: string[] = [];
    if (result.matches.length > 1) lines.push(`${result.matches.length} declarations share the selector ${result.selector}:`, '');
    for (const match of result.matches) lines.push(...formatError(match.error, match), '');
    if (result.problem) lines.push(`Problem: ${result.problem.message}`);
    for (const note of result.notes) lines.push(`Note: ${note}`);
    return lines;
  }

  function decodeAnswer(result: DecodeResult, input: string): CallToolResult {
    const lines = decodeLines(result);
    const text = lines.join('\n').trim();
    if (result.matches.length === 0) {
      return errorResult(`${text || `Could not decode "${describeText(input)}".`}\nThe error codes reference: ${fullUrl(ERRORS_PATH)}`);
    }
    return textResult(text);
  }

  // ---- check_env
  server.registerTool(
    'check_env',
    {
      title: 'Check a simple-surge-node .env',
      description:
        'Runs the docs’ .env checker on the text of a simple-surge-node .env file against the preset it derives from ' +
        '(devnet, hoodi or staging): missing, repeated, unknown and empty keys, values of the wrong kind, risky settings and known pitfalls. ' +
        'Returns each finding with its severity, line, key, message and links to the docs. Secret values (private keys, passwords) are never repeated.',
      inputSchema: {
        env_text: z
          .string()
          .max(LIMITS.textChars, tooLarge('.env text', LIMITS.textChars, 'A simple-surge-node .env is about 8 KB: pass the .env file alone.'))
          .describe('The content of the .env file.'),
        preset: z.enum(['devnet', 'hoodi', 'staging']).describe('The network preset the file derives from (.env.devnet, .env.hoodi or .env.staging).'),
        l1: z.enum(['local', 'remote']).optional().describe('Where the L1 node runs: "local" (this machine, default except staging) or "remote".'),
        provers: z.enum(['none', 'real']).optional().describe('Whether real provers (Raiko hosts) are part of the setup (default "none").'),
        relayers: z.boolean().optional().describe('Whether the bridge relayers and Bridge UI run (default true).'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({env_text: envText, preset, l1, provers, relayers}) => {
      const choices: EnvChoices = {
        network: preset,
        l1: l1 ?? (preset === 'staging' ? 'remote' : 'local'),
        provers: provers ?? 'none',
        relayers: relayers ?? true,
      };
      const report = checkText(envText, choices);
      const secrets = report.entries.filter((entry) => isSecretKey(entry.key) && entry.value.length >= 4).map((entry) => entry.value);
      const hide = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('•••••• (hidden)'), text);
      const inputProblem = report.findings.find((finding) => finding.check.startsWith('input-'));
      if (inputProblem) return errorResult(`${CHECKS[inputProblem.check].title}: ${hide(inputProblem.message)}`);
      const {error, warning, info} = report.counts;
      const lines = [
        `Checked ${report.entries.length} key(s) against the ${preset} preset (L1 ${choices.l1}, provers ${choices.provers}, relayers ${choices.relayers ? 'on' : 'off'}): ` +
          `${error} error(s), ${warning} warning(s), ${info} note(s).`,
        '',
      ];
      const shownPerCheck = new Map<string, number>();
      const omitted = new Map<string, string[]>();
      for (const finding of report.findings) {
        const group = `${finding.severity}:${finding.check}`;
        const count = (shownPerCheck.get(group) ?? 0) + 1;
        shownPerCheck.set(group, count);
        if (count > FINDINGS_PER_CHECK) {
          omitted.set(group, [...(omitted.get(group) ?? []), finding.key ?? (finding.line ? `line ${finding.line}` : '?')]);
          continue;
        }
        const where = [finding.line ? `line ${finding.line}` : null, finding.key ?? null].filter(Boolean).join(', ');
        lines.push(`- [${finding.severity}] ${CHECKS[finding.check].title}${where ? ` (${where})` : ''}: ${hide(finding.message)}`);
        for (const link of finding.links) lines.push(`  See ${linkText(link)}`);
      }
      for (const [group, keys] of omitted) {
        const [severity, check] = group.split(':') as [string, keyof typeof CHECKS];
        lines.push(`- [${severity}] and ${keys.length} more "${CHECKS[check].title}" finding(s): ${keys.join(', ')}`);
      }
      if (report.findings.length === 0) lines.push('No problems found.');
      lines.push('', `The same checker in the browser: ${fullUrl(ENV_CHECKER_PATH)}`);
      return textResult(lines.join('\n'));
    },
  );

  // ---- explain_log
  server.registerTool(
    'explain_log',
    {
      title: 'Explain Surge log output',
      description:
        'Runs the docs’ log troubleshooter on pasted log output of a Surge devnet or node (proposer, prover, driver, deploy scripts, Docker): ' +
        'for each recognised line, what it means and how to fix it, with a link to the troubleshooting entry; revert data and error names in the lines are decoded. ' +
        'Lists the lines it does not recognise. Secrets in the lines are masked.',
      inputSchema: {
        log_text: z
          .string()
          .max(
            LIMITS.textChars,
            tooLarge('log text', LIMITS.textChars, 'Filter the log first, e.g. with grep -iE "error|warn|revert", and pass the relevant lines.'),
          )
          .describe('Log lines, as printed by docker logs or the scripts.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({log_text: logText}) => {
      const binary = binaryProblem(logText, 'log text');
      if (binary) return errorResult(binary);
      if (logText.trim() === '')
        return errorResult('The log text is empty. Pass the log lines to explain, e.g. the output of docker logs for the failing container.');
      const analysis = analyzeLog(logText, {patterns: LOG_PATTERNS, errors: ERROR_CODES, decode: decodeRevertData});
      if (analysis.problem) return errorResult(analysis.problem);
      const lines = [
        `${analysis.lineCount} line(s): ${analysis.recognised.length} recognised, ${analysis.unrecognised.length + analysis.unrecognisedOmitted} not recognised.`,
        '',
      ];
      for (const group of analysis.recognised) lines.push(...formatGroup(group), '');
      if (analysis.unrecognised.length > 0) {
        lines.push('Lines not recognised (search_docs may still help):');
        for (const group of analysis.unrecognised) lines.push(`- ${lineNumbers(group.lines)}: ${group.text}`);
        if (analysis.unrecognisedOmitted > 0) lines.push(`- and ${analysis.unrecognisedOmitted} more distinct line(s)`);
        lines.push('');
      }
      lines.push(`All known issues: ${fullUrl(DEVNET_ISSUES_PATH)}; the troubleshooter in the browser: ${fullUrl(LOG_TROUBLESHOOTER_PATH)}`);
      return textResult(lines.join('\n'));
    },
  );

  function lineNumbers(numbers: number[]): string {
    const shown = numbers.slice(0, 10).join(', ');
    return `line${numbers.length > 1 ? 's' : ''} ${shown}${numbers.length > 10 ? ` and ${numbers.length - 10} more` : ''}`;
  }

  function formatGroup(group: LineGroup): string[] {
    const lines = [`${lineNumbers(group.lines)}: ${group.text}`];
    if (group.pattern) {
      lines.push(`  Issue: ${DEVNET_ISSUES[group.pattern.entry]} (printed by ${group.pattern.source})`);
      lines.push(`  Explanation: ${group.pattern.explanation}`);
      lines.push(`  Details: ${fullUrl(`${DEVNET_ISSUES_PATH}#${group.pattern.entry}`)}`);
    }
    for (const revert of group.reverts) {
      for (const match of revert.result.matches) {
        const error = match.error;
        const args = match.args && match.args.length > 0 ? ` with ${match.args.map((arg) => `${arg.name || arg.type} = ${arg.value}`).join(', ')}` : '';
        lines.push(`  Revert ${describeText(revert.text, 80)}: ${error.signature}${error.contract ? ` in ${error.contract}` : ''}${args}`);
        if (match.panic) lines.push(`    Panic code ${match.panic.code}: ${match.panic.meaning ?? 'not a code the Solidity compiler emits'}`);
        if (error.help) lines.push(`    See "${error.help.title}": ${fullUrl(error.help.path)}`);
        lines.push(`    Error reference: ${fullUrl(`${ERRORS_PATH}#${error.id}`)}`);
      }
    }
    return lines;
  }

  // ---- report_docs_problem
  server.registerTool(
    'report_docs_problem',
    {
      title: 'Report a problem with a Surge docs page',
      description:
        'Builds the link to a prefilled GitHub issue in the docs repository about a page that is wrong or whose command failed: ' +
        'page title and URL, what failed, your details, and the docs version. It sends nothing: show the link to the user, ' +
        'who reviews the issue and submits it on GitHub. Keys, passwords and tokens in the text are hidden before they go into the link.',
      inputSchema: {
        page: z
          .string()
          .max(LIMITS.pathChars, `A page path or URL is at most ${LIMITS.pathChars} characters.`)
          .describe('The page: a path ("/docs/guides/running-surge/deploy-l2"), a full URL (an #anchor names the section) or a surge-docs:// URI.'),
        what_failed: z
          .string()
          .max(LIMITS.summaryChars, `what_failed is one sentence of at most ${LIMITS.summaryChars} characters; put the rest in details.`)
          .describe('One sentence: what is wrong or what failed, e.g. "docker compose up in step 3 exits with code 1".'),
        details: z
          .string()
          .max(LIMITS.detailsChars, tooLarge('details', LIMITS.detailsChars, 'Pass the relevant lines of output, not the whole log.'))
          .optional()
          .describe('Optional: the command run, the output or error seen, versions, what was expected.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({page: pageInput, what_failed: whatFailed, details}) => {
      for (const [text, what] of [
        [pageInput, 'page'],
        [whatFailed, 'what_failed text'],
        [details ?? '', 'details'],
      ] as const) {
        const binary = binaryProblem(text, what);
        if (binary) return errorResult(binary);
      }
      if (whatFailed.trim() === '')
        return errorResult('what_failed is empty. Say in one sentence what is wrong or what failed, e.g. "step 3 exits with code 1".');
      const page = pageInput.trim() === '' ? null : findPage(pageInput);
      if (!page) {
        const near = nearPages(pageInput);
        return errorResult(
          [
            `No page of the Surge docs has the path or URL "${describeText(pageInput.replace(new RegExp(CONTROL.source, 'g'), '?'), 120)}".`,
            near.length > 0 ? `Did you mean: ${near.map((item) => item.path).join(', ')}?` : null,
            'Pass the path of the page the problem is on, as list_pages or search_docs give it, e.g. "/docs/intro".',
          ]
            .filter(Boolean)
            .join(' '),
        );
      }
      const anchor = /#([\w-]+)$/.exec(pageInput.trim())?.[1];
      const summary = maskNote(whatFailed, LIMITS.summaryChars);
      const note = details?.trim() ? maskNote(details) : null;
      const url = docsIssueUrl(DOCS_REPOSITORY, {
        kind: 'agent-report',
        page: {title: page.title, url: fullUrl(page.path)},
        section: anchor ? {title: `#${anchor}`, id: anchor} : null,
        summary,
        note,
        siteVersion: SITE_VERSION,
      });
      const masked = summary !== whatFailed.trim() || (note !== null && note !== details!.trim());
      return textResult(
        [
          'Nothing was sent. Show this link to the user: it opens a GitHub issue about the page, filled in, for them to review and submit.',
          '',
          url,
          '',
          `Page: ${page.title} (${fullUrl(page.path)})`,
          ...(masked ? ['Text that looked like keys, passwords or tokens is hidden in the issue, or long text was cut.'] : []),
        ].join('\n'),
      );
    },
  );

  // ---- resources: every page as Markdown
  for (const page of snapshot.pages) {
    const uri = `${RESOURCE_SCHEME}://${page.path.replace(/^\//, '')}`;
    server.registerResource(page.path, uri, {title: page.title, description: page.description ?? undefined, mimeType: 'text/markdown'}, async () => ({
      contents: [{uri, mimeType: 'text/markdown', text: page.markdown}],
    }));
  }

  return server;
}

/** The first words of a section's text, about a snippet's length. */
function shorten(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const words = text.split(/\s+/);
  return words.length > 30 ? `${words.slice(0, 30).join(' ')} …` : text;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
