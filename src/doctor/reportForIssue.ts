/**
 * The node doctor's JSON report made small enough for a prefilled GitHub issue link
 * (src/feedback/doctorIssue.ts): minified, failed and warned results first, and when the
 * link would still be too long, the last results left out with a note that says which.
 * Pure: it takes any JSON value, since an agent passes the report back as text.
 */
import {NETWORKS, type Network} from '@site/src/data/envPresetTypes';

export type ReportForIssue = {
  /** Minified JSON; cut text (no longer JSON) only when even no results would not fit. */
  json: string;
  /** What was left out to fit the link, as a sentence for the issue body; null when nothing was. */
  leftOut: string | null;
  /** From the whole report, for the issue title: the preset (when it is one) and the counts. */
  network: Network | null;
  failed: number;
  warned: number;
};

/** Results in this order: what needs attention first. */
const ORDER = ['fail', 'warn', 'pass'];
const NAMES: Record<string, [string, string]> = {
  fail: ['failed check', 'failed checks'],
  warn: ['warning', 'warnings'],
  pass: ['passing check', 'passing checks'],
};

/** How long `text` is once in a URL's query (spaces as `+`, the rest percent-encoded as URLSearchParams does). */
export function encodedLength(text: string): number {
  return new URLSearchParams({b: text}).toString().length - 2;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function statusOf(result: unknown): string {
  return isObject(result) && typeof result.status === 'string' ? result.status : 'other';
}

function rank(status: string): number {
  const index = ORDER.indexOf(status);
  return index === -1 ? ORDER.length : index;
}

/** "1 warning and 12 passing checks", counted by status in ORDER. */
function describeLeftOut(results: unknown[]): string {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(statusOf(result), (counts.get(statusOf(result)) ?? 0) + 1);
  const parts = [...counts]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([status, count]) => {
      const [one, many] = NAMES[status] ?? ['other result', 'other results'];
      return `${count} ${count === 1 ? one : many}`;
    });
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** The longest start of `text` (whole code points) whose encoded length, with the ellipsis, fits `max`. */
function cutToFit(text: string, max: number): string {
  const points = Array.from(text);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (encodedLength(`${points.slice(0, middle).join('')}…`) <= max) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : `${points.slice(0, low).join('')}…`;
}

/** A result without its link's full URL when the link has its site path (`--json` gives both). */
function compact(result: unknown): unknown {
  if (!isObject(result) || !isObject(result.link) || typeof result.link.to !== 'string') return result;
  const {url: _url, ...link} = result.link;
  return {...result, link};
}

/**
 * The report as minified JSON whose encoded length is at most `maxEncodedChars`: results
 * sorted fail, warn, pass (in their order otherwise) with links as site paths, then results
 * dropped from the end until it fits; if even none fit, the text is cut and the note says so.
 */
export function reportForIssue(report: unknown, maxEncodedChars: number): ReportForIssue {
  const results = isObject(report) && Array.isArray(report.results) ? report.results : null;
  const statuses = (results ?? []).map(statusOf);
  const network = isObject(report) && NETWORKS.includes(report.network as Network) ? (report.network as Network) : null;
  const summary = {network, failed: statuses.filter((status) => status === 'fail').length, warned: statuses.filter((status) => status === 'warn').length};

  const sorted = results
    ? results
        .map((result, index) => ({result: compact(result), index}))
        .sort((a, b) => rank(statusOf(a.result)) - rank(statusOf(b.result)) || a.index - b.index)
    : [];
  const minified = (kept: number) =>
    JSON.stringify(results && isObject(report) ? {...report, results: sorted.slice(0, kept).map(({result}) => result)} : report) ?? 'null';

  let kept = sorted.length;
  let json = minified(kept);
  while (kept > 0 && encodedLength(json) > maxEncodedChars) json = minified(--kept);
  const notes: string[] = [];
  if (kept < sorted.length) notes.push(`${describeLeftOut(sorted.slice(kept).map(({result}) => result))} left out to fit the link`);
  if (encodedLength(json) > maxEncodedChars) {
    const whole = Array.from(json).length;
    json = cutToFit(json, maxEncodedChars);
    notes.push(
      `the report is cut after ${Math.max(0, Array.from(json).length - 1).toLocaleString('en')} of its ${whole.toLocaleString('en')} characters to fit the link`,
    );
  }
  const leftOut = notes.length === 0 ? null : `(${notes.join('; ')}.)`;
  return {json, leftOut, ...summary};
}
