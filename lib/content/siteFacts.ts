/**
 * Replaces `{{namespace.key}}` tokens in a doc's source with the values of
 * src/data/siteFacts.ts. One pure function serves the site build (Markdown
 * preprocessor and front matter, plugins/site-facts), the Markdown copies, the
 * search records and the docs checks, so every output shows the same value.
 */
import {readSiteEnvironment} from '../../config/readSiteEnvironment';
import {siteFactsFor} from '../../src/data/siteFacts';

/**
 * A token is a dotted name in double braces with no spaces: `{{version.raiko}}`.
 * `{{.Names}}` (Go templates) and `{{address}}` (Safe URL templates) do not match.
 */
export const SITE_FACT_TOKEN = /\{\{([A-Za-z][\w-]*(?:\.[\w-]+)+)\}\}/g;

export type SubstitutionResult = {text: string; unknownTokens: string[]};

export function replaceSiteFactTokens(text: string, facts: ReadonlyMap<string, string>): SubstitutionResult {
  const unknownTokens: string[] = [];
  const replaced = text.replace(SITE_FACT_TOKEN, (token, name: string) => {
    const value = facts.get(name);
    if (value === undefined) {
      unknownTokens.push(token);
      return token;
    }
    return value;
  });
  return {text: replaced, unknownTokens};
}

/** An unknown token where it stands: `line` and `column` are 1-based, in the source given. */
export type UnknownToken = {token: string; name: string; line: number; column: number; closest: string[]};

/** The known keys nearest to `name` by edit distance (at most `count`, closest first): what the writer most likely meant. */
export function closestKeys(name: string, keys: Iterable<string>, count = 3): string[] {
  return [...keys]
    .map((key) => ({key, distance: editDistance(name.toLowerCase(), key.toLowerCase())}))
    .sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key))
    .slice(0, count)
    .map(({key}) => key);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** Every unknown token of `source`, with its line, column and the closest known keys. */
export function findUnknownTokens(source: string, facts: ReadonlyMap<string, string>): UnknownToken[] {
  return source
    .split('\n')
    .flatMap((text, index) =>
      [...text.matchAll(SITE_FACT_TOKEN)]
        .filter((match) => !facts.has(match[1]!))
        .map((match) => ({token: match[0], name: match[1]!, line: index + 1, column: match.index + 1, closest: closestKeys(match[1]!, facts.keys())})),
    );
}

/** What to do about an unknown token: the keys it was probably meant to be, and where keys live. */
export function unknownTokenFix(unknown: UnknownToken): string {
  return (
    `did you mean ${unknown.closest.map((key) => `{{${key}}}`).join(', ')}? ` +
    'Keys come from src/data/versions.json ({{version.<key>}}) and src/data/hoodiNetwork.json ({{hoodi.<path>}}); add a new value there'
  );
}

/** The source with every token replaced; an unknown token throws, naming the file, its line and column, and the closest known keys. */
export function substituteSiteFacts(source: string, filePath: string, facts: ReadonlyMap<string, string>): string {
  const unknown = findUnknownTokens(source, facts);
  if (unknown.length > 0) {
    const first = unknown[0]!;
    const more =
      unknown.length > 1
        ? ` (and ${unknown.length - 1} more: ${unknown
            .slice(1)
            .map(({token, line}) => `${token} on line ${line}`)
            .join(', ')})`
        : '';
    throw new Error(`${filePath}:${first.line}:${first.column}: unknown site fact ${first.token}${more}. ${unknownTokenFix(first)}.`);
  }
  return replaceSiteFactTokens(source, facts).text;
}

let facts: ReadonlyMap<string, string> | undefined;

/** The site's own facts: the address tokens follow SITE_URL and BASE_URL, read as docusaurus.config.ts reads them. */
export function siteFacts(): ReadonlyMap<string, string> {
  facts ??= siteFactsFor(readSiteEnvironment(process.env));
  return facts;
}

/** The doc source with the site's own facts in place of its tokens; `filePath` names the file in the error for an unknown token. */
export function withSiteFacts(source: string, filePath: string): string {
  return substituteSiteFacts(source, filePath, siteFacts());
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/;

/**
 * For the build's front-matter hook: tokens replaced, but only one in the front matter itself fails
 * here. One in the body fails in the Markdown preprocessor, whose error Docusaurus reports as it
 * is, rather than under a message about front matter.
 */
export function withSiteFactsInFrontMatter(source: string, filePath: string): string {
  const frontMatter = FRONT_MATTER.exec(source)?.[0] ?? '';
  return withSiteFacts(frontMatter, filePath) + replaceSiteFactTokens(source.slice(frontMatter.length), siteFacts()).text;
}
