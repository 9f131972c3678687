/**
 * What a Lighthouse result says about a page's LCP and TBT, for
 * `npm run bench:inspect` (bench/inspect.ts): the simulated metrics, the
 * requests that ended before the observed largest paint (Lighthouse's LCP
 * model counts every one of them), and the long tasks with their simulated
 * durations and the script each is charged to.
 */
type Item = Record<string, unknown>;
/** The parts of a Lighthouse result this reads. */
export type InspectedResult = {
  categories: {performance?: {score: number | null}};
  audits: Record<string, {numericValue?: number; details?: {items?: Item[]}} | undefined>;
};

export type RunDetails = {
  performance: number;
  metricsMs: {fcp: number; lcp: number; tbt: number; tti: number};
  observedLcpMs: number;
  requestsBeforeLcp: {url: string; priority: string; type: string; bytes: number; endMs: number}[];
  longTasks: {url: string; startMs: number; durationMs: number}[];
};

const number = (value: unknown): number => (typeof value === 'number' ? Math.round(value) : NaN);
/** Drops the loopback origin, so URLs read as site paths; `data:` URLs are cut short. */
const shortUrl = (url: unknown): string =>
  String(url)
    .replace(/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?/, '')
    .replace(/^(data:.{0,40}).*$/s, '$1…');

export function readRunDetails({categories, audits}: InspectedResult): RunDetails {
  const items = (id: string): Item[] => audits[id]?.details?.items ?? [];
  const metric = (id: string) => number(audits[id]?.numericValue);
  const observedLcpMs = number(items('metrics')[0]?.observedLargestContentfulPaint);
  return {
    performance: Math.round((categories.performance?.score ?? NaN) * 100),
    metricsMs: {fcp: metric('first-contentful-paint'), lcp: metric('largest-contentful-paint'), tbt: metric('total-blocking-time'), tti: metric('interactive')},
    observedLcpMs,
    requestsBeforeLcp: items('network-requests')
      .filter((request) => number(request.networkEndTime) <= observedLcpMs)
      .map((request) => ({
        url: shortUrl(request.url),
        priority: String(request.priority),
        type: String(request.resourceType),
        bytes: number(request.transferSize),
        endMs: number(request.networkEndTime),
      })),
    longTasks: items('long-tasks')
      .map((task) => ({url: shortUrl(task.url), startMs: number(task.startTime), durationMs: number(task.duration)}))
      .sort((a, b) => a.startMs - b.startMs),
  };
}

export function formatRunDetails(pagePath: string, run: RunDetails): string {
  const {fcp, lcp, tbt, tti} = run.metricsMs;
  return [
    `${pagePath}: performance ${run.performance}, FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms, TTI ${tti} ms (simulated); observed LCP ${run.observedLcpMs} ms`,
    `  requests ended before the observed LCP (${run.requestsBeforeLcp.length}):`,
    ...run.requestsBeforeLcp.map((request) => `    ${request.endMs} ms  ${request.type} ${request.priority} ${request.bytes} B  ${request.url}`),
    `  long tasks, simulated (${run.longTasks.length}):`,
    ...run.longTasks.map((task) => `    at ${task.startMs} ms  ${task.durationMs} ms  ${task.url}`),
  ].join('\n');
}
