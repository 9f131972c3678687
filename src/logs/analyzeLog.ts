/**
 * Explains pasted log output line by line: the first pattern of
 * src/logs/logPatterns.ts that matches, plus any revert data, 4-byte
 * selector or custom-error name in the line, decoded with the error-code data.
 * Identical lines are grouped. Pure, and it never throws on any input.
 */
import type {LogPattern} from './logPatterns';
import type {DecodeResult, KnownError} from '@site/src/errors/decodeRevertData';

/** Larger pastes are refused with a message: a log of that size is better filtered first. */
export const MAX_LOG_CHARS = 1024 * 1024;
/** At most this many distinct unrecognised lines are listed. */
export const MAX_UNRECOGNISED = 200;

export type RevertFinding = {
  /** The hex or name as it appears in the line. */
  text: string;
  result: DecodeResult;
};

export type LineGroup = {
  /** The line as shown: without colour codes, secrets masked, cut to a readable length. */
  text: string;
  /** 1-based line numbers where it occurs. */
  lines: number[];
  pattern: LogPattern | null;
  reverts: RevertFinding[];
};

export type LogAnalysis = {
  recognised: LineGroup[];
  unrecognised: LineGroup[];
  /** Distinct unrecognised lines beyond MAX_UNRECOGNISED. */
  unrecognisedOmitted: number;
  lineCount: number;
  problem?: string;
};

export type AnalyzeOptions = {
  patterns: readonly LogPattern[];
  errors: readonly KnownError[];
  decode: (data: string, errors: readonly KnownError[]) => DecodeResult;
};

// eslint-disable-next-line no-control-regex -- terminal colour codes are what we strip
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]/g;
/** Hex that can be revert data: a 4-byte selector, optionally followed by 32-byte words. */
const REVERT_HEX = /(?<![0-9a-fA-Fx])0x[0-9a-fA-F]{8}(?:[0-9a-fA-F]{64})*(?![0-9a-fA-F])/g;
const ERROR_NAME = /\b([A-Za-z_][A-Za-z0-9_]*)\(\)/g;
/** `L1_PROVER_PRIVATE_KEY=0x…`, `"password": "…"` and `--l1.proverPrivKey 0x…`: the value is hidden. */
const SECRET_ASSIGNMENT = /((?:PRIVATE_KEY|PASSWORD|password)\w*["']?\s*[=:]\s*["']?)([^\s"',]+)/g;
const SECRET_FLAG = /(--[\w.]*PrivKey(?:=|\s+))(\S+)/g;
const MAX_SHOWN = 400;

export function cleanLine(line: string): string {
  const text = line.replace(ANSI, '').replace(/\r$/, '').replace(SECRET_ASSIGNMENT, '$1••••••').replace(SECRET_FLAG, '$1••••••');
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function findReverts(line: string, options: AnalyzeOptions): RevertFinding[] {
  const found: RevertFinding[] = [];
  const seen = new Set<string>();
  for (const [hex] of line.matchAll(REVERT_HEX)) {
    if (seen.has(hex.toLowerCase())) continue;
    seen.add(hex.toLowerCase());
    const result = options.decode(hex, options.errors);
    if (result.matches.length > 0) found.push({text: hex, result});
  }
  for (const [text, name] of line.matchAll(ERROR_NAME)) {
    const error = options.errors.find((candidate) => candidate.name === name && candidate.params.length === 0);
    if (!error || seen.has(error.selector)) continue;
    seen.add(error.selector);
    found.push({text, result: options.decode(error.selector, options.errors)});
  }
  return found;
}

export function analyzeLog(input: string, options: AnalyzeOptions): LogAnalysis {
  const empty = {recognised: [], unrecognised: [], unrecognisedOmitted: 0, lineCount: 0};
  if (input.length > MAX_LOG_CHARS) {
    const size = (input.length / (1024 * 1024)).toFixed(1);
    return {
      ...empty,
      problem: `The text is ${size} MB; the troubleshooter reads at most 1 MB. Paste the lines around the failure, for example the output of docker logs --tail 200 <container>.`,
    };
  }
  if (input.trim() === '') return {...empty, problem: 'Paste some log output to explain.'};
  const lines = input.replace(/\r\n?/g, '\n').split('\n');
  const groups = new Map<string, LineGroup>();
  lines.forEach((raw, index) => {
    const text = cleanLine(raw);
    if (text.trim() === '') return;
    const existing = groups.get(text);
    if (existing) {
      existing.lines.push(index + 1);
      return;
    }
    const plain = raw.replace(ANSI, '');
    const pattern = options.patterns.find((candidate) => candidate.test.test(plain)) ?? null;
    groups.set(text, {text, lines: [index + 1], pattern, reverts: findReverts(plain, options)});
  });
  const all = [...groups.values()];
  const recognised = all.filter((group) => group.pattern || group.reverts.length > 0);
  const unrecognised = all.filter((group) => !group.pattern && group.reverts.length === 0);
  return {
    recognised,
    unrecognised: unrecognised.slice(0, MAX_UNRECOGNISED),
    unrecognisedOmitted: Math.max(0, unrecognised.length - MAX_UNRECOGNISED),
    lineCount: lines.length,
  };
}
