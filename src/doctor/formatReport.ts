/** The node doctor's report as a checklist for a terminal, as JSON for scripts, and its exit code. */
import type {CheckStatus, DoctorReport} from './doctorTypes';

/** 0: every check passed (warnings allowed); 1: a check failed; 2: the input could not be checked. */
export const EXIT_CODES = {ok: 0, failed: 1, badInput: 2} as const;

export function exitCodeOf(report: DoctorReport): number {
  return report.results.some((result) => result.status === 'fail') ? EXIT_CODES.failed : EXIT_CODES.ok;
}

const MARKS: Record<CheckStatus, string> = {pass: 'PASS', warn: 'WARN', fail: 'FAIL'};

/** A site path as a full URL of the docs site (`siteUrl` ends in `/`). */
export function docsUrl(siteUrl: string, sitePath: string): string {
  return new URL(sitePath.replace(/^\//, ''), siteUrl).toString();
}

export function formatChecklist(report: DoctorReport, siteUrl: string): string {
  const lines = [`Surge node doctor: ${report.network} preset`];
  for (const endpoint of report.endpoints) lines.push(`  ${endpoint.role}: ${endpoint.url} (from ${endpoint.from})`);
  lines.push('');
  for (const result of report.results) {
    lines.push(`${MARKS[result.status]}  ${result.title}`, `      ${result.sentence}`);
    for (const detail of result.details ?? []) lines.push(`      - ${detail}`);
    if (result.status !== 'pass') lines.push(`      Fix: ${docsUrl(siteUrl, result.link.to)}`);
  }
  for (const skipped of report.notRun) lines.push(`SKIP  ${skipped.title}`, `      Not run: it ${skipped.reason}.`);
  const count = (status: CheckStatus) => report.results.filter((result) => result.status === status).length;
  lines.push(
    '',
    `${count('pass')} passed, ${count('warn')} warned, ${count('fail')} failed, ${report.notRun.length} not run, in ${(report.ms / 1000).toFixed(1)} s.`,
  );
  if (report.notRelevant.length > 0) lines.push(`Not relevant to this .env: ${report.notRelevant.map((check) => `${check.id} (${check.reason})`).join('; ')}.`);
  return lines.join('\n');
}

/** The report for scripts: links as full URLs. */
export function formatJson(report: DoctorReport, siteUrl: string): string {
  const results = report.results.map((result) => ({...result, link: {...result.link, url: docsUrl(siteUrl, result.link.to)}}));
  return JSON.stringify({...report, results, exitCode: exitCodeOf(report)}, null, 2);
}
