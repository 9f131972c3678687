/**
 * The tiny Markdown subset of the `.env` key descriptions: `code` spans and
 * [text](/site/path) links. Tokens for the tables, plain text for messages.
 */
export type InlineToken = {type: 'text' | 'code'; text: string} | {type: 'link'; text: string; to: string};

const TOKEN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function tokenizeInline(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    if (match.index > last) tokens.push({type: 'text', text: source.slice(last, match.index)});
    if (match[1] !== undefined) tokens.push({type: 'code', text: match[1]});
    else tokens.push({type: 'link', text: match[2]!, to: match[3]!});
    last = match.index + match[0].length;
  }
  if (last < source.length) tokens.push({type: 'text', text: source.slice(last)});
  return tokens;
}

export function plainText(source: string): string {
  return tokenizeInline(source)
    .map((token) => token.text)
    .join('');
}
