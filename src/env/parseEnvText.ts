/**
 * Reads a pasted `.env`: values as dotenv reads them (a port of its parser,
 * see dotenvParse.ts), and a line scanner reports what dotenv skips or bends
 * without a word: lines without `=`, bad key names, `export`
 * prefixes, unclosed quotes, CRLF endings, bytes that were not UTF-8, a paste
 * far too large. It never throws on any input.
 */
import {parseDotenv as parse} from './dotenvParse';
import {CHECKS, type CheckId, type Finding} from './checks';
import {describeText} from './maskSecrets';

/** A `.env` of simple-surge-node is about 8 KB; anything this big is not one. */
export const MAX_INPUT_CHARS = 256 * 1024;
/** Per check, at most this many line findings; the rest are counted in one more. */
const MAX_LINE_FINDINGS = 20;

export type EnvEntry = {
  key: string;
  /** The value as dotenv reads it. */
  value: string;
  /** 1-based line of the key. */
  line: number;
  /** Last line of a value that spans several lines. */
  endLine: number;
  /** The value could not be read as intended (unclosed quote): its checks are skipped. */
  damaged?: true;
};

export type ParsedEnv = {
  /** Every key line in order; a key set twice appears twice. */
  entries: EnvEntry[];
  /** Problems with the text itself, by line. */
  findings: Finding[];
  lineCount: number;
};

const CONFIG_LINK = {to: '/docs/guides/running-surge/deploy-l2#configure-environment', label: 'Prepare the environment file'};

function finding(check: CheckId, message: string, line?: number, key?: string): Finding {
  return {check, severity: CHECKS[check].severity, message, line, key, links: [CONFIG_LINK]};
}

function formatSize(chars: number): string {
  return chars >= 1024 * 1024 ? `${(chars / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(chars / 1024)} KB`;
}

const KEY_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const QUOTES = new Set(['"', "'", '`']);

/** Where a quoted value ends: the closing quote must be followed only by spaces or a comment. */
function closingQuote(text: string, quote: string, from: number): number {
  for (let i = text.indexOf(quote, from); i !== -1; i = text.indexOf(quote, i + 1)) {
    if (quote === '"' && text[i - 1] === '\\') continue;
    if (/^\s*(#.*)?$/.test(text.slice(i + 1))) return i;
  }
  return -1;
}

/** Why a text or file of `chars` characters (bytes) is not read. */
export function describeTooLarge(chars: number): string {
  return `The text is ${formatSize(chars)}. A simple-surge-node .env is about 8 KB, and the checker reads at most ${formatSize(MAX_INPUT_CHARS)}: paste the .env file alone, not a log or an archive.`;
}

/** A text too large or binary: nothing of it is read. */
function unreadable(input: string): ParsedEnv | null {
  if (input.length > MAX_INPUT_CHARS) {
    return {entries: [], lineCount: 0, findings: [finding('input-too-large', describeTooLarge(input.length))]};
  }
  if (input.includes('\u0000')) {
    return {
      entries: [],
      lineCount: 0,
      findings: [finding('input-binary', 'The text contains NUL bytes, so it is binary data, not a .env file. Paste or drop the .env itself.')],
    };
  }
  return null;
}

/** Reports a line's finding (at most MAX_LINE_FINDINGS of each check are kept). */
type Report = (item: Finding) => void;

/** A KEY=value line's key and the text after `=`, or null (reported) when it is not one. */
function readKey(line: string, lineNumber: number, report: Report): {key: string; exported: boolean; valuePart: string} | null {
  const trimmed = line.trim();
  let body = trimmed;
  const exported = /^export\s+/.exec(body);
  if (exported) body = body.slice(exported[0].length);
  const equals = body.indexOf('=');
  if (equals === -1) {
    const colon = /^([A-Za-z_][A-Za-z0-9_]*)\s*:/.exec(body);
    report(
      finding(
        'line-no-equals',
        colon
          ? `Line ${lineNumber} writes "${colon[1]}:" with a colon. simple-surge-node's files use KEY=value; write ${colon[1]}=….`
          : `Line ${lineNumber} has no "=", so it is not KEY=value and is ignored: ${describeText(trimmed)}`,
        lineNumber,
      ),
    );
    return null;
  }
  const rawKey = body.slice(0, equals);
  const key = rawKey.trim();
  if (!KEY_NAME.test(key)) {
    report(
      finding(
        'line-invalid-key',
        `Line ${lineNumber}: "${describeText(key, 40)}" is not a valid key name. Keys are letters, digits and underscores, and do not start with a digit.`,
        lineNumber,
      ),
    );
    return null;
  }
  if (exported) {
    report(
      finding(
        'line-export',
        `Line ${lineNumber} starts with "export". dotenv reads ${key} anyway, but the presets never use it; remove "export " to keep the file in their format.`,
        lineNumber,
        key,
      ),
    );
  }
  const valuePart = body.slice(equals + 1);
  if (rawKey !== key || /^\s/.test(valuePart)) {
    report(
      finding(
        'line-spaces-around-equals',
        `Line ${lineNumber} has spaces around "=". dotenv accepts them, but a shell that sources the file does not; write ${key}=value.`,
        lineNumber,
        key,
      ),
    );
  }
  return {key, exported: exported !== null, valuePart: valuePart.trimStart()};
}

/**
 * Where the value starting on line `index` ends: dotenv lets a quoted value run over several
 * lines until its closing quote. A quote that never closes damages the value.
 */
function valueEnd(lines: string[], index: number, key: string, valuePart: string, report: Report): {endIndex: number; damaged: boolean} {
  const lineNumber = index + 1;
  const quote = valuePart[0];
  if (!quote || !QUOTES.has(quote) || closingQuote(valuePart, quote, 1) !== -1) return {endIndex: index, damaged: false};
  let closing = -1;
  for (let next = index + 1; next < lines.length; next += 1) {
    if (closingQuote(lines[next]!, quote, 0) !== -1) {
      closing = next;
      break;
    }
  }
  if (closing === -1) {
    report(
      finding(
        'line-unbalanced-quote',
        `Line ${lineNumber}: the value of ${key} opens a ${quote} quote that never closes, so dotenv reads the quote as part of the value. Close the quote on the same line.`,
        lineNumber,
        key,
      ),
    );
    return {endIndex: index, damaged: true};
  }
  report(
    finding(
      'line-multiline-value',
      `Lines ${lineNumber}–${closing + 1}: the value of ${key} spans ${closing - index + 1} lines inside quotes. dotenv reads it as one value; check that this is intended.`,
      lineNumber,
      key,
    ),
  );
  return {endIndex: closing, damaged: false};
}

/** The entry that starts on line `index` (null for a line dotenv skips), and the index of its last line. */
function readEntry(lines: string[], index: number, report: Report): {entry: EnvEntry | null; endIndex: number} {
  const lineNumber = index + 1;
  const line = lines[index]!;
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return {entry: null, endIndex: index};
  if (line.includes('\uFFFD')) {
    report(
      finding(
        'line-replacement-char',
        `Line ${lineNumber} holds bytes that are not valid UTF-8 (shown as �). The file was saved in another encoding or is damaged; save it as UTF-8 and check the value.`,
        lineNumber,
      ),
    );
  }
  const read = readKey(line, lineNumber, report);
  if (!read) return {entry: null, endIndex: index};
  const {key, exported, valuePart} = read;
  const {endIndex, damaged} = valueEnd(lines, index, key, valuePart, report);
  const chunk = [exported ? line.replace(/^\s*export\s+/, '') : line, ...lines.slice(index + 1, endIndex + 1)].join('\n');
  const value = parse(chunk)[key] ?? '';
  return {entry: {key, value, line: lineNumber, endLine: endIndex + 1, ...(damaged ? {damaged: true as const} : {})}, endIndex};
}

export function parseEnvText(input: string): ParsedEnv {
  const problem = unreadable(input);
  if (problem) return problem;
  const text = input.replace(/^\uFEFF/, '');
  const findings: Finding[] = [];
  const crlf = (text.match(/\r\n?/g) ?? []).length;
  const normalised = text.replace(/\r\n?/g, '\n');
  const lines = normalised.split('\n');
  if (normalised.endsWith('\n')) lines.pop();
  if (crlf > 0) {
    findings.push(
      finding(
        'file-crlf',
        `${crlf} line${crlf === 1 ? ' ends' : 's end'} with a Windows line break (CR LF). dotenv ignores the CR, but a shell that reads the file keeps it at the end of every value. Save the file with Unix line endings (LF).`,
      ),
    );
  }

  const entries: EnvEntry[] = [];
  const perCheck = new Map<CheckId, number>();
  const report: Report = (item) => {
    const count = (perCheck.get(item.check) ?? 0) + 1;
    perCheck.set(item.check, count);
    if (count <= MAX_LINE_FINDINGS) findings.push(item);
  };
  for (let index = 0; index < lines.length; index += 1) {
    const {entry, endIndex} = readEntry(lines, index, report);
    if (entry) entries.push(entry);
    index = endIndex;
  }

  for (const [check, count] of perCheck) {
    if (count > MAX_LINE_FINDINGS) {
      findings.push(finding(check, `${count - MAX_LINE_FINDINGS} more lines have the same problem (${CHECKS[check].title}).`));
    }
  }
  if (entries.length === 0 && !findings.some((item) => item.severity === 'error')) {
    findings.push(finding('input-empty', 'There are no KEY=value lines to check. Paste the contents of your .env file.'));
  }
  return {entries, findings, lineCount: lines.length};
}
