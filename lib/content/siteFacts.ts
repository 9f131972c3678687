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

/** The source with every token replaced; an unknown token throws, naming the file and the token. */
export function substituteSiteFacts(source: string, filePath: string, facts: ReadonlyMap<string, string>): string {
  const {text, unknownTokens} = replaceSiteFactTokens(source, facts);
  if (unknownTokens.length > 0) {
    const names = [...new Set(unknownTokens)].join(', ');
    throw new Error(
      `${filePath}: unknown site fact ${names}. ` +
        'Use a key of src/data/versions.json (`{{version.<key>}}`), src/data/hoodiNetwork.json (`{{hoodi.<path>}}`) ' +
        'or the site address (`{{site.url}}`, `{{mcp.packageUrl}}`, `{{mcp.installCommand}}`), or add the value there.',
    );
  }
  return text;
}

/** The doc source with the site's own facts in place of its tokens; `filePath` names the file in the error for an unknown token. */
let facts: ReadonlyMap<string, string> | undefined;

export function withSiteFacts(source: string, filePath: string): string {
  // The address tokens follow SITE_URL and BASE_URL, read as docusaurus.config.ts reads them.
  facts ??= siteFactsFor(readSiteEnvironment(process.env));
  return substituteSiteFacts(source, filePath, facts);
}
