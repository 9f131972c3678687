/**
 * Splits answer text into plain text and citation markers: "[2]", "[1, 3]"
 * and "[1][3]" become links to sources 1–3; numbers without a source stay text.
 */
export type AnswerSegment = {type: 'text'; text: string} | {type: 'citation'; n: number};

const MARKER = /\[(\d+(?:\s*,\s*\d+)*)\]/g;

export function linkCitations(text: string, sourceNumbers: ReadonlySet<number>): AnswerSegment[] {
  const segments: AnswerSegment[] = [];
  const pushText = (piece: string) => {
    if (!piece) return;
    const last = segments.at(-1);
    if (last?.type === 'text') last.text += piece;
    else segments.push({type: 'text', text: piece});
  };
  let start = 0;
  for (const match of text.matchAll(MARKER)) {
    const numbers = match[1]!.split(',').map((part) => Number(part.trim()));
    pushText(text.slice(start, match.index));
    if (numbers.every((n) => sourceNumbers.has(n))) {
      for (const n of numbers) segments.push({type: 'citation', n});
    } else {
      pushText(match[0]);
    }
    start = match.index + match[0].length;
  }
  pushText(text.slice(start));
  return segments;
}

/** The sources an answer text cites, in order of first citation. */
export function citedSources(text: string, sourceNumbers: ReadonlySet<number>): number[] {
  const cited: number[] = [];
  for (const segment of linkCitations(text, sourceNumbers)) {
    if (segment.type === 'citation' && !cited.includes(segment.n)) cited.push(segment.n);
  }
  return cited;
}
