/**
 * A prefilled issue (./docsIssue.ts) with the node doctor's JSON report attached, for
 * `surge-docs-mcp doctor --issue` and report_docs_problem's `doctor_report`: masked
 * (./maskNote.ts) and cut to what the link has room for (src/doctor/reportForIssue.ts).
 */
import {reportForIssue} from '../doctor/reportForIssue';
import {docsIssueUrl, MAX_ISSUE_URL_CHARS, type DocsIssue} from './docsIssue';
import {maskReportJson} from './maskNote';

/** Room kept for the note of what was left out, once encoded. */
const NOTE_CHARS = 160;

/** The issue's link with `report` (any JSON value) attached, at most MAX_ISSUE_URL_CHARS long. */
export function doctorIssueUrl(repository: string, issue: DocsIssue, report: unknown): string {
  // Masked before it is cut, so a cut never leaves part of a secret the masking would miss.
  const masked: unknown = JSON.parse(maskReportJson(JSON.stringify(report) ?? 'null'));
  const frame = docsIssueUrl(repository, {...issue, doctorReport: {json: maskReportJson(''), leftOut: null, network: null, failed: 0, warned: 0}});
  let room = MAX_ISSUE_URL_CHARS - frame.length - NOTE_CHARS;
  for (;;) {
    const shrunk = reportForIssue(masked, Math.max(0, room));
    const url = docsIssueUrl(repository, {...issue, doctorReport: {...shrunk, json: maskReportJson(shrunk.json)}});
    // A longer note, or masking again (the type says it happened) cut text, can overrun: then give it less room.
    if (url.length <= MAX_ISSUE_URL_CHARS || room <= 0) return url;
    room -= url.length - MAX_ISSUE_URL_CHARS;
  }
}
