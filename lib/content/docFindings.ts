/**
 * The docs check's findings (npm run check:docs, scripts/check-docs.ts): one
 * shape for every rule, printed as `file:line:column rule — message — how to
 * fix`, and the pure functions that find them in doc sources or read them from
 * the output of the tools that run over docs/ (markdownlint, cspell, ShellCheck).
 */
import path from 'node:path';
import type {Nodes, Root} from 'mdast';
import {findAnswerLater} from './answerFirst';
import {findMissingTextAlternatives} from './findMissingTextAlternatives';
import {firstTermUses, GLOSSARY_PAGE} from './glossaryTerms';
import {blankFrontMatter, DocSyntaxError, PARTIAL_IMPORT, parseMdx, partialPath} from './parseDocSource';
import {describeFinding, type ShellBlock, type ShellCheckComment} from './shellBlocks';
import {findUnknownTokens, replaceSiteFactTokens, SITE_FACT_TOKEN, unknownTokenFix} from './siteFacts';
import {CORRECTIONS_PAGE, findSourcesTalk} from './sourcesTalk';
import {docIdOf, isDocPage, type DocSource} from './scanDocs';

export type Finding = {file: string; line: number; column: number; rule: string; message: string; fix: string};

export function formatFinding({file, line, column, rule, message, fix}: Finding): string {
  return `${file}:${line}:${column} ${rule} — ${message} — ${fix}`;
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

/** markdownlint-cli2's default output: `docs/a.md:5 error MD025/single-title/single-h1 Multiple top-level headings [Context: "…"]`. */
export function markdownlintFindings(output: string): Finding[] {
  return [...output.matchAll(/^(.+?):(\d+)(?::(\d+))? (?:error|warning) (MD\d+)\/(\S+) (.*)$/gm)].map((match) => ({
    file: match[1]!,
    line: Number(match[2]),
    column: Number(match[3] ?? 1),
    rule: match[4]!,
    message: match[6]!,
    fix: `follow markdownlint's rule ${match[5]!.split('/')[0]}: https://github.com/DavidAnson/markdownlint/blob/main/doc/${match[4]!.toLowerCase()}.md`,
  }));
}

/** cspell's output: `docs/a.md:7:11 - Unknown word (mispeled)`. */
export function cspellFindings(output: string): Finding[] {
  return [...output.matchAll(/^(.+?):(\d+):(\d+) - Unknown word \((.+?)\)/gm)].map((match) => ({
    file: match[1]!,
    line: Number(match[2]),
    column: Number(match[3]),
    rule: 'spelling',
    message: `unknown word "${match[4]}"`,
    fix: 'correct the spelling; if the word is right (a name, a command), add it to cspell-words.txt',
  }));
}

/** A ShellCheck comment on a shell block, at its doc line. */
export function shellCheckFinding(block: ShellBlock, comment: ShellCheckComment): Finding {
  const [, line, column] = /^.+?:(\d+):(\d+)/.exec(describeFinding(block, comment))!;
  return {
    file: block.file,
    line: Number(line),
    column: Number(column),
    rule: `SC${comment.code}`,
    message: `${comment.message} (ShellCheck ${comment.level})`,
    fix: `change the command as https://www.shellcheck.net/wiki/SC${comment.code} shows; readers paste it as it is`,
  };
}

/** A doc parsed for the checks: its tree (null when it does not parse) and its token and syntax findings. */
export type ParsedDoc = {file: string; source: string; tree: Root | null; findings: Finding[]};

function syntaxFix(reason: string): string {
  if (/closing tag/i.test(reason)) return 'close the element where it should end (`</details>`), or write a literal < as &lt;';
  if (/expression|brace|acorn/i.test(reason)) return 'in text, write a literal { as \\{ or put it in `code`';
  return 'fix the MDX at this point: https://mdxjs.com/docs/troubleshooting-mdx/';
}

/**
 * Unknown tokens and MDX syntax, on the file's own lines: tokens are replaced as the build
 * does (an unknown one stays and is reported), front matter blanked, then parsed as MDX.
 */
export async function parseDocForChecks(file: string, source: string, facts: ReadonlyMap<string, string>): Promise<ParsedDoc> {
  const findings: Finding[] = findUnknownTokens(source, facts).map((unknown) => ({
    file,
    line: unknown.line,
    column: unknown.column,
    rule: 'unknown-token',
    message: `${unknown.token} is not a site fact`,
    fix: unknownTokenFix(unknown),
  }));
  try {
    // An unknown token, left as it is, would read as a broken expression: it stands as letters of its own length.
    const substituted = replaceSiteFactTokens(source, facts).text.replace(SITE_FACT_TOKEN, (token, name: string) =>
      facts.has(name) ? token : 'x'.repeat(token.length),
    );
    const tree = await parseMdx(blankFrontMatter(substituted), file);
    return {file, source, tree, findings};
  } catch (error) {
    if (!(error instanceof DocSyntaxError)) throw error;
    findings.push({file, line: error.line, column: error.column, rule: 'mdx-syntax', message: error.reason, fix: syntaxFix(error.reason)});
    return {file, source, tree: null, findings};
  }
}

function visit(node: Nodes, callback: (node: Nodes) => void): void {
  callback(node);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, callback);
}

/** Partials a doc imports, by the name it gives them: site-relative paths. */
function importedPartials(doc: ParsedDoc): Map<string, {partial: string; line: number}> {
  const imported = new Map<string, {partial: string; line: number}>();
  if (!doc.tree) return imported;
  for (const node of doc.tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name, specifier] of node.value.matchAll(PARTIAL_IMPORT)) {
      if (specifier!.startsWith('@site/') || specifier!.startsWith('.'))
        imported.set(name!, {partial: partialPath(specifier!, doc.file), line: node.position?.start.line ?? 1});
    }
  }
  return imported;
}

/** A partial the doc imports that is not there. */
export function findMissingPartials(docs: readonly ParsedDoc[]): Finding[] {
  const files = new Set(docs.map(({file}) => file));
  return docs.flatMap((doc) =>
    [...importedPartials(doc).values()]
      .filter(({partial}) => !files.has(partial))
      .map(({partial, line}) => ({
        file: doc.file,
        line,
        column: 1,
        rule: 'partial',
        message: `imports the partial ${partial}, which does not exist`,
        fix: `import a file of docs/_partials/ (@site/docs/_partials/<name>.md)`,
      })),
  );
}

/** The ids a reader can link to on a doc: its headings' ids, literal `id` attributes, and those of the partials it shows. */
function linkableIds(doc: ParsedDoc, byFile: ReadonlyMap<string, ParsedDoc>, seen = new Set<string>()): Set<string> {
  const ids = new Set<string>();
  if (!doc.tree || seen.has(doc.file)) return ids;
  seen.add(doc.file);
  visit(doc.tree, (node) => {
    const id = (node.data as {hProperties?: {id?: unknown}} | undefined)?.hProperties?.id;
    if (node.type === 'heading' && typeof id === 'string') ids.add(id);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id' && typeof attribute.value === 'string') ids.add(attribute.value);
    }
  });
  for (const {partial} of importedPartials(doc).values()) {
    const partialDoc = byFile.get(partial);
    if (partialDoc) for (const id of linkableIds(partialDoc, byFile, seen)) ids.add(id);
  }
  return ids;
}

/** Whether the doc renders components (other than its partials) that may give elements ids of their own. */
function hasComponentIds(doc: ParsedDoc): boolean {
  const partials = importedPartials(doc);
  let found = false;
  if (doc.tree) {
    visit(doc.tree, (node) => {
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        node.name &&
        /^[A-Z]/.test(node.name) &&
        !partials.has(node.name) &&
        !['Tabs', 'TabItem'].includes(node.name)
      ) {
        found = true;
      }
    });
  }
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    // A stray % is no escape: the path is taken as written (and then not found).
    return text;
  }
}

/** The doc a link goes to, as a site-relative file, or null for a link the check leaves to the build (other sites, static files). */
function linkTarget(url: string, from: string, files: ReadonlySet<string>): {file: string; hash: string} | 'missing' | null {
  const [pathPart = '', hash = ''] = url.split(/#(.*)/s);
  if (/^[a-z][\w+.-]*:|^\/\//i.test(url)) return null;
  if (pathPart === '') return {file: from, hash};
  let candidates: string[];
  if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
    candidates = [path.posix.join(path.posix.dirname(from), safeDecode(pathPart))];
  } else if (/^\/docs(\/|$)/.test(pathPart)) {
    const route = pathPart.replace(/^\/docs\/?/, '').replace(/\/$/, '');
    const base = route === '' ? 'docs/intro' : `docs/${route}`;
    candidates = [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`];
  } else {
    return null;
  }
  const file = candidates.find((candidate) => files.has(candidate));
  return file ? {file, hash} : 'missing';
}

/** Links from one doc to another (by file, `../x.md#id`, or route, `/docs/x#id`) whose page or `#id` does not exist. */
export function findBrokenDocLinks(docs: readonly ParsedDoc[]): Finding[] {
  const byFile = new Map(docs.map((doc) => [doc.file, doc]));
  const files = new Set(byFile.keys());
  const findings: Finding[] = [];
  for (const doc of docs) {
    if (!doc.tree) continue;
    visit(doc.tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const target = linkTarget(node.url, doc.file, files);
      if (target === null) return;
      const where = {file: doc.file, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1};
      if (target === 'missing') {
        findings.push({
          ...where,
          rule: 'broken-link',
          message: `links to ${node.url}, which is no doc`,
          fix: 'link to the page by its file, relative to this one (../guides/x.md#id), and check the name',
        });
        return;
      }
      if (target.hash === '') return;
      const targetDoc = byFile.get(target.file)!;
      if (!targetDoc.tree || hasComponentIds(targetDoc)) return;
      if (!linkableIds(targetDoc, byFile).has(target.hash)) {
        findings.push({
          ...where,
          rule: 'broken-anchor',
          message: `links to #${target.hash}, which ${target.file} has no heading for`,
          fix: `use one of the page's heading ids, or give the heading that id: ## Title {#${target.hash}}`,
        });
      }
    });
  }
  return findings;
}

/** The first use of a glossary term on a page that does not link to its entry. */
export function findUnlinkedGlossaryTerms(file: string, source: string): Finding[] {
  if (file === GLOSSARY_PAGE) return [];
  return firstTermUses(file, source)
    .filter((use) => !use.linked)
    .map(({line, column, term}) => {
      const glossary = path.posix.relative(path.posix.dirname(file), GLOSSARY_PAGE);
      return {
        file,
        line,
        column,
        rule: 'glossary-link',
        message: `first use of "${term.term}" on the page does not link to the glossary`,
        fix: `link it: [${term.term}](${glossary.startsWith('.') ? glossary : `./${glossary}`}#${term.anchor})`,
      };
    });
}

/** A page's prose that talks about its sources or earlier docs (only the corrections page may). */
export function findSourcesTalkFindings(file: string, source: string): Finding[] {
  if (file === CORRECTIONS_PAGE) return [];
  return findSourcesTalk(file, source).map(({line, column, found, say}) => ({
    file,
    line,
    column,
    rule: 'sources-talk',
    message: `"${found}" talks about the docs' sources or earlier docs`,
    fix: say,
  }));
}

/** A section whose first sentence points elsewhere or only restates its heading (lib/content/answerFirst.ts). */
export function findAnswerLaterFindings(doc: ParsedDoc): Finding[] {
  if (!doc.tree) return [];
  return findAnswerLater(doc.tree).map(({heading, line, column, reason, found}) => ({
    file: doc.file,
    line,
    column,
    rule: 'answer-first',
    message:
      reason === 'pointer'
        ? `the first sentence under "${heading}" points elsewhere ("${found}")`
        : `the first sentence under "${heading}" only restates the heading ("${found}")`,
    fix: 'start with the answer the heading asks for: for a task the command to run, for a value the value, for a concept its definition; link elsewhere after it',
  }));
}

/** A Mermaid diagram without its accessible name and description (markdownlint's MD040 and MD045 already cover code languages and image alt text). */
export function findDiagramsWithoutText(file: string, source: string): Finding[] {
  return findMissingTextAlternatives(source)
    .filter(({what}) => what.startsWith('Mermaid'))
    .map(({line, what}) => ({
      file,
      line,
      column: 1,
      rule: 'diagram-text',
      message: what,
      fix: 'add an accTitle: line (a short name) and an accDescr: line (what the diagram shows) after the diagram type; screen readers read them',
    }));
}

/** What the sidebar holds: `'id'`, `{type: 'doc', id}`, categories with items and a doc link, autogenerated folders. */
type SidebarItem = string | {type?: string; id?: string; dirName?: string; items?: SidebarItem[]; link?: {type?: string; id?: string}};

function sidebarEntries(items: readonly SidebarItem[], ids: Set<string>, dirs: string[]): void {
  for (const item of items) {
    if (typeof item === 'string') {
      ids.add(item);
      continue;
    }
    if ((item.type === 'doc' || item.type === 'ref') && item.id) ids.add(item.id);
    if (item.type === 'autogenerated' && item.dirName !== undefined) dirs.push(item.dirName === '.' ? '' : `${item.dirName}/`);
    if (item.link?.type === 'doc' && item.link.id) ids.add(item.link.id);
    if (item.items) sidebarEntries(item.items, ids, dirs);
  }
}

/** Every page under docs/ that no sidebar lists: readers could reach it only by search or a link. */
export function findPagesOutsideSidebar(docs: readonly DocSource[], sidebars: Record<string, unknown>): Finding[] {
  const ids = new Set<string>();
  const dirs: string[] = [];
  for (const items of Object.values(sidebars)) if (Array.isArray(items)) sidebarEntries(items as SidebarItem[], ids, dirs);
  return docs
    .filter(({file, source}) => isDocPage(file, source))
    .map(({file, source}) => ({file, id: docIdOf(file, source)}))
    .filter(({id}) => !ids.has(id) && !dirs.some((dir) => id.startsWith(dir)))
    .map(({file, id}) => ({
      file,
      line: 1,
      column: 1,
      rule: 'sidebar',
      message: `the page "${id}" is in no sidebar`,
      fix: `add '${id}' to sidebars.ts where a reader would look for it`,
    }));
}
