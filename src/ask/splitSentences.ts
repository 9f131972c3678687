/**
 * Splits a record's text into sentences for quoting: at ". ", "! " or "? "
 * before a capital, digit or quote, but not after common abbreviations or
 * inside version numbers and file names.
 */
const BOUNDARY = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“(`])/u;
const ABBREVIATION = /(?:\b(?:e\.g|i\.e|etc|vs|approx|no|cf)\.)$/i;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const piece of text.trim().split(BOUNDARY)) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else if (piece) sentences.push(piece);
  }
  return sentences;
}
