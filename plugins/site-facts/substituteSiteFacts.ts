/**
 * Replaces `{{namespace.key}}` tokens in a doc's source with the values of
 * src/data/siteFacts.ts. One pure function serves the site build (Markdown
 * preprocessor and front matter), the Markdown copies and the search records,
 * so every output shows the same value.
 */

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
