/**
 * Algolia-style highlighting and snippets over plain text: the text is
 * HTML-escaped first, so only the highlight tags are markup (DocSearch renders
 * these values as HTML).
 */
import {normalizeTerm} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};
export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {pre: string; post: string};

const WORD_OR_GAP = /([\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*)|([^\p{L}\p{N}]+)/gu;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

type Piece = {text: string; matchedTerm: string | null};

/** A word matches a query term it equals or starts with (prefix search); parts of identifiers count. */
function matchWord(word: string, queryTerms: string[]): string | null {
  const normalized = normalizeTerm(word);
  const parts = [normalized, ...normalized.split(/[._-]/)];
  return queryTerms.find((term) => parts.some((part) => part.startsWith(term))) ?? null;
}

function splitPieces(text: string, queryTerms: string[]): Piece[] {
  return [...text.matchAll(WORD_OR_GAP)].map((match) => ({
    text: match[0],
    matchedTerm: match[1] ? matchWord(match[1], queryTerms) : null,
  }));
}

function levelOf(matched: Set<string>, queryTerms: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return queryTerms.every((term) => matched.has(term)) ? 'full' : 'partial';
}

function render(pieces: Piece[], tags: HighlightTags): string {
  return pieces.map((piece) => (piece.matchedTerm ? `${tags.pre}${escapeHtml(piece.text)}${tags.post}` : escapeHtml(piece.text))).join('');
}

/** `queryTerms` may include typo-corrected index terms; all are normalised. */
export function highlight(text: string, queryTerms: string[], tags: HighlightTags): HighlightResult {
  return highlightPieces(splitPieces(text, queryTerms), queryTerms, tags);
}

/** Both results for one text, matching its words once. */
export function highlightAndSnippet(
  text: string,
  queryTerms: string[],
  snippetOptions: {words: number; ellipsis: string},
  tags: HighlightTags,
): {highlight: HighlightResult; snippet: SnippetResult} {
  const pieces = splitPieces(text, queryTerms);
  return {
    highlight: highlightPieces(pieces, queryTerms, tags),
    snippet: snippetPieces(pieces, queryTerms, snippetOptions.words, snippetOptions.ellipsis, tags),
  };
}

function highlightPieces(pieces: Piece[], queryTerms: string[], tags: HighlightTags): HighlightResult {
  const matched = new Set(pieces.flatMap((piece) => (piece.matchedTerm ? [piece.matchedTerm] : [])));
  return {
    value: render(pieces, tags),
    matchLevel: levelOf(matched, queryTerms),
    matchedWords: [...matched],
  };
}

/**
 * At most `words` words around the first match (from the start when nothing
 * matches), with `ellipsis` where text was cut.
 */
export function snippet(text: string, queryTerms: string[], words: number, ellipsis: string, tags: HighlightTags): SnippetResult {
  return snippetPieces(splitPieces(text, queryTerms), queryTerms, words, ellipsis, tags);
}

function snippetPieces(pieces: Piece[], queryTerms: string[], words: number, ellipsis: string, tags: HighlightTags): SnippetResult {
  const wordIndexes = pieces.flatMap((piece, index) => (/[\p{L}\p{N}]/u.test(piece.text) ? [index] : []));
  const firstMatch = wordIndexes.findIndex((index) => pieces[index]!.matchedTerm);
  // Show a little context before the first match, as Algolia does.
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - 2, wordIndexes.length - words));
  const endWord = Math.min(wordIndexes.length, startWord + words);
  const startPiece = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const endPiece = endWord >= wordIndexes.length ? pieces.length : wordIndexes[endWord - 1]! + 1;
  const kept = pieces.slice(startPiece, endPiece);
  const matched = new Set(kept.flatMap((piece) => (piece.matchedTerm ? [piece.matchedTerm] : [])));
  const body = render(kept, tags).trim();
  const prefix = startPiece > 0 ? ellipsis : '';
  const suffix = endPiece < pieces.length && pieces.slice(endPiece).some((piece) => /[\p{L}\p{N}]/u.test(piece.text)) ? ellipsis : '';
  return {value: `${prefix}${body}${suffix}`, matchLevel: levelOf(matched, queryTerms)};
}
