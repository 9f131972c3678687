/**
 * Finds images and diagrams in a doc source that have no text alternative:
 * Markdown images with empty alt text, `<img>` tags without `alt`, and Mermaid
 * diagrams without `accTitle` and `accDescr` (Mermaid writes them into the SVG
 * as its accessible name and description).
 */
import {codeFences} from './scanDocs';

export type MissingTextAlternative = {line: number; what: string};

/** The source with code-block lines blanked, so examples inside code are not taken for images. */
function withoutCodeBlocks(source: string): string {
  const lines = source.split('\n');
  for (const fence of codeFences(source)) {
    const bodyLines = fence.body === '' ? 0 : fence.body.split('\n').length;
    for (let i = fence.line; i < fence.line + bodyLines; i += 1) lines[i] = '';
  }
  return lines.join('\n');
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

export function findMissingTextAlternatives(source: string): MissingTextAlternative[] {
  const missing: MissingTextAlternative[] = [];
  const prose = withoutCodeBlocks(source).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));

  for (const match of prose.matchAll(/!\[([^\]]*)\]\(([^)\s]*)/g)) {
    if (match[1]!.trim() === '') missing.push({line: lineAt(prose, match.index), what: `image ${match[2]} has empty alt text`});
  }
  for (const match of prose.matchAll(/<img\b[^>]*>/gi)) {
    if (!/\salt=(["'])\s*[^"'\s][^"']*\1/i.test(match[0])) missing.push({line: lineAt(prose, match.index), what: `<img> without alt text`});
  }
  for (const fence of codeFences(source)) {
    if (fence.language !== 'mermaid') continue;
    const lacking = ['accTitle', 'accDescr'].filter((key) => !new RegExp(`^\\s*${key}\\s*[:{]`, 'm').test(fence.body));
    if (lacking.length > 0) missing.push({line: fence.line, what: `Mermaid diagram without ${lacking.join(' and ')}`});
  }
  return missing.sort((a, b) => a.line - b.line);
}
