/**
 * A prefilled issue (./docsIssue.ts) with the node doctor's JSON report attached, for
 * `surge-docs-mcp doctor --issue` and report_docs_problem's `doctor_report`: masked
 * (./maskNote.ts) and cut to what the link has room for (src/doctor/reportForIssue.ts).
 */
import {reportForIssue} from '../doctor/reportForIssue';
import {docsIssueUrl, MAX_ISSUE_URL_CHARS, type DocsIssue} from './docsIssue';
import {maskReportJson} from './maskNote';

/** The heading, fences and the left-out note around the report, once encoded. */
const FRAME_CHARS = 400;

/** The issue's link with `report` (any JSON value) attached, at most MAX_ISSUE_URL_CHARS long. */
export function doctorIssueUrl(repository: string, issue: DocsIssue, report: unknown): string {
  // Masked before it is cut, so a cut never leaves part of a secret the masking would miss.
  const masked: unknown = JSON.parse(maskReportJson(JSON.stringify(report) ?? 'null'));
  let room = MAX_ISSUE_URL_CHARS - docsIssueUrl(repository, {...issue, doctorReport: null}).length - FRAME_CHARS;
  for (;;) {
    const shrunk = reportForIssue(masked, Math.max(0, room));
    const url = docsIssueUrl(repository, {...issue, doctorReport: {...shrunk, json: maskReportJson(shrunk.json)}});
    // Masking again (the type says it happened) can lengthen cut text a little: then give it less room.
    if (url.length <= MAX_ISSUE_URL_CHARS || room <= 0) return url;
    room -= url.length - MAX_ISSUE_URL_CHARS;
  }
}
