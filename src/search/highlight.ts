/**
 * Highlighting and snippets over plain text. The engine's answer is structured: a text and
 * the character ranges that matched the query (TextMatch). Algolia's shape (HTML with highlight
 * tags, which DocSearch renders as HTML) is made from it by renderMatch, which escapes the
 * text first so that only the tags are markup.
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

/** A text and the [start, end) character ranges of it that matched the query, in order. */
export type TextMatch = {text: string; ranges: [start: number, end: number][]};

/** The pieces as one text with the matched pieces' ranges (adjacent matches stay apart, as Algolia's tags do). */
function toMatch(pieces: Piece[], prefix = '', suffix = ''): TextMatch {
  let text = prefix;
  const ranges: [number, number][] = [];
  for (const piece of pieces) {
    if (piece.matchedTerm) ranges.push([text.length, text.length + piece.text.length]);
    text += piece.text;
  }
  return {text: text + suffix, ranges};
}

/** Algolia's highlight value: the text HTML-escaped, each matched range between the tags. */
export function renderMatch({text, ranges}: TextMatch, tags: HighlightTags): string {
  let html = '';
  let at = 0;
  for (const [start, end] of ranges) {
    html += `${escapeHtml(text.slice(at, start))}${tags.pre}${escapeHtml(text.slice(start, end))}${tags.post}`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

/** The pieces without white space at either end (a snippet's cut leaves the gap around it). */
function trimPieces(pieces: Piece[]): Piece[] {
  const trimmed = pieces.map((piece) => ({...piece}));
  const first = trimmed[0];
  const last = trimmed.at(-1);
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return trimmed.filter((piece) => piece.text !== '');
}

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

/** `queryTerms` may include typo-corrected index terms; all are normalised. */
export function highlight(text: string, queryTerms: string[], tags: HighlightTags): HighlightResult {
  return highlightPieces(splitPieces(text, queryTerms), queryTerms, tags);
}

/** A text's highlight and snippet, structured: what the engine answers. */
export type MatchedText = {
  highlight: TextMatch;
  snippet: TextMatch;
  matchLevel: MatchLevel;
  snippetMatchLevel: MatchLevel;
  matchedWords: string[];
};

/** Both matches for one text, matching its words once. */
export function matchText(text: string, queryTerms: string[], snippetOptions: {words: number; ellipsis: string}): MatchedText {
  const pieces = splitPieces(text, queryTerms);
  const matched = matchedTerms(pieces);
  const cut = snippetPieces(pieces, queryTerms, snippetOptions.words, snippetOptions.ellipsis);
  return {
    highlight: toMatch(pieces),
    snippet: cut.match,
    matchLevel: levelOf(matched, queryTerms),
    snippetMatchLevel: cut.matchLevel,
    matchedWords: [...matched],
  };
}

/** Algolia's highlight and snippet results for a matched text. */
export function toAlgoliaResults(matched: MatchedText, tags: HighlightTags): {highlight: HighlightResult; snippet: SnippetResult} {
  return {
    highlight: {value: renderMatch(matched.highlight, tags), matchLevel: matched.matchLevel, matchedWords: matched.matchedWords},
    snippet: {value: renderMatch(matched.snippet, tags), matchLevel: matched.snippetMatchLevel},
  };
}

/** Both Algolia results for one text, matching its words once. */
export function highlightAndSnippet(
  text: string,
  queryTerms: string[],
  snippetOptions: {words: number; ellipsis: string},
  tags: HighlightTags,
): {highlight: HighlightResult; snippet: SnippetResult} {
  return toAlgoliaResults(matchText(text, queryTerms, snippetOptions), tags);
}

function matchedTerms(pieces: Piece[]): Set<string> {
  return new Set(pieces.flatMap((piece) => (piece.matchedTerm ? [piece.matchedTerm] : [])));
}

function highlightPieces(pieces: Piece[], queryTerms: string[], tags: HighlightTags): HighlightResult {
  const matched = matchedTerms(pieces);
  return {value: renderMatch(toMatch(pieces), tags), matchLevel: levelOf(matched, queryTerms), matchedWords: [...matched]};
}

/**
 * At most `words` words around the first match (from the start when nothing
 * matches), with `ellipsis` where text was cut.
 */
export function snippet(text: string, queryTerms: string[], words: number, ellipsis: string, tags: HighlightTags): SnippetResult {
  const {match, matchLevel} = snippetPieces(splitPieces(text, queryTerms), queryTerms, words, ellipsis);
  return {value: renderMatch(match, tags), matchLevel};
}

function snippetPieces(pieces: Piece[], queryTerms: string[], words: number, ellipsis: string): {match: TextMatch; matchLevel: MatchLevel} {
  const wordIndexes = pieces.flatMap((piece, index) => (/[\p{L}\p{N}]/u.test(piece.text) ? [index] : []));
  const firstMatch = wordIndexes.findIndex((index) => pieces[index]!.matchedTerm);
  // Show a little context before the first match, as Algolia does.
  const startWord = Math.max(0, Math.min(firstMatch === -1 ? 0 : firstMatch - 2, wordIndexes.length - words));
  const endWord = Math.min(wordIndexes.length, startWord + words);
  const startPiece = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const endPiece = endWord >= wordIndexes.length ? pieces.length : wordIndexes[endWord - 1]! + 1;
  const kept = trimPieces(pieces.slice(startPiece, endPiece));
  const prefix = startPiece > 0 ? ellipsis : '';
  const suffix = endPiece < pieces.length && pieces.slice(endPiece).some((piece) => /[\p{L}\p{N}]/u.test(piece.text)) ? ellipsis : '';
  return {match: toMatch(kept, prefix, suffix), matchLevel: levelOf(matchedTerms(kept), queryTerms)};
}
