/**
 * Turns Prism's nested token tree into lines of flat tokens, each carrying the
 * types of every token it sits in, as the code-block theme renders them.
 */
export type LineToken = {types: string[]; content: string; empty?: boolean};

/** What Prism.tokenize returns: strings and tokens whose content nests. */
export type PrismTokenStream = (string | PrismToken)[];
export type PrismToken = {type: string; alias?: string | string[]; content: string | PrismToken | PrismTokenStream};

const NEWLINE = /\r\n|\r|\n/;

function withType(types: string[], added: string | string[] | undefined): string[] {
  const extra = added === undefined ? [] : Array.isArray(added) ? added : [added];
  return extra.reduce((all, type) => (all[all.length - 1] === type ? all : [...all, type]), types);
}

/** An empty line keeps its height: it renders as one empty, inline-block token. */
function markEmpty(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

export function normalizeTokens(stream: PrismTokenStream): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const visit = (content: PrismToken['content'], types: string[]): void => {
    if (typeof content === 'string') {
      content.split(NEWLINE).forEach((part, index) => {
        if (index > 0) {
          markEmpty(lines[lines.length - 1]!);
          lines.push([]);
        }
        lines[lines.length - 1]!.push({types, content: part});
      });
    } else if (Array.isArray(content)) {
      for (const item of content) {
        if (typeof item === 'string') visit(item, types.length > 0 ? types : ['plain']);
        else visit(item.content, withType(withType(types, item.type), item.alias));
      }
    } else {
      visit(content.content, withType(withType(types, content.type), content.alias));
    }
  };
  visit(stream, []);
  markEmpty(lines[lines.length - 1]!);
  return lines;
}
