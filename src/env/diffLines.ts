/**
 * A line diff of two small texts (longest common subsequence; a `.env` has
 * under 200 lines), grouped into hunks with a few lines of context.
 */
export type DiffLine = {type: 'same' | 'add' | 'remove'; text: string; oldLine?: number; newLine?: number};

export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.replace(/\n$/, '').split('\n');
  const b = after.replace(/\n$/, '').split('\n');
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({length: a.length + 1}, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({type: 'same', text: a[i]!, oldLine: i + 1, newLine: j + 1});
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      lines.push({type: 'remove', text: a[i]!, oldLine: i + 1});
      i += 1;
    } else {
      lines.push({type: 'add', text: b[j]!, newLine: j + 1});
      j += 1;
    }
  }
  return lines;
}

export type DiffHunk = {oldStart: number; newStart: number; lines: DiffLine[]};

/** The changed lines with `context` unchanged lines around them; no hunks when nothing changed. */
export function diffHunks(lines: DiffLine[], context = 2): DiffHunk[] {
  const keep = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.type === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k += 1) keep[k] = true;
  });
  const hunks: DiffHunk[] = [];
  let current: DiffHunk | null = null;
  lines.forEach((line, index) => {
    if (!keep[index]) {
      current = null;
      return;
    }
    if (!current) {
      const previous = lines.slice(0, index);
      current = {
        oldStart: previous.filter((l) => l.type !== 'add').length + 1,
        newStart: previous.filter((l) => l.type !== 'remove').length + 1,
        lines: [],
      };
      hunks.push(current);
    }
    current.lines.push(line);
  });
  return hunks;
}
