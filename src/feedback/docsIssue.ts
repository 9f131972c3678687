/**
 * The prefilled GitHub issue a reader (or an agent, through the MCP server's
 * report_docs_problem) opens about a page: title and body say which page,
 * section and command, the site version and the reader's note. The note and
 * an agent's summary are MaskedText, which only ./maskNote makes, so anything
 * that looks like a key or secret is hidden before it can reach a URL (and the
 * masking code loads only where a note is typed). The node doctor's report can
 * be attached, masked and cut to fit (./doctorIssue.ts). Only a URL is built:
 * nothing is sent until the reader opens it and submits on GitHub.
 */

/** Text with secrets hidden and cut to length: made by maskNote (./maskNote.ts) only. */
export type MaskedText = string & {readonly masked: unique symbol};

export type DocsIssueKind = 'helpful' | 'not-helpful' | 'command-failed' | 'agent-report' | 'doctor-report';

/** The node doctor's report in an issue: made by ./doctorIssue.ts. */
export type DoctorAttachment = {
  /** Minified JSON, masked (maskReportJson in ./maskNote.ts). */
  json: MaskedText;
  /** What was left out to fit the link, e.g. "(12 passing checks left out to fit the link.)". */
  leftOut: string | null;
  /** From the whole report, for the title. */
  network: string | null;
  failed: number;
  warned: number;
};

export type DocsIssue = {
  kind: DocsIssueKind;
  page: {title: string; url: string};
  /** The heading the block or problem is under; its id makes the URL point at it. */
  section?: {title: string; id?: string | null} | null;
  /** The command block's text; the issue quotes its first line. */
  command?: string | null;
  /** What an agent says failed (report_docs_problem's `what_failed`). */
  summary?: MaskedText | null;
  /** The reader's own words. */
  note?: MaskedText | null;
  /** The node doctor's report, shown in a json block after the note. */
  doctorReport?: DoctorAttachment | null;
  siteVersion: string;
};

/** GitHub stops opening new-issue links past roughly 8,000 characters. */
export const MAX_ISSUE_URL_CHARS = 8000;

const MAX_TITLE_CHARS = 120;

const NOTE_PLACEHOLDER = '(What did you run, and what did you see? Remove keys and passwords first.)';

/** Text on one line, cut to `max` characters. */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The first line of a command block that is not blank. */
export function firstCommandLine(code: string): string {
  return (
    code
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

/** A code block whose fence is longer than any backtick run inside. */
function fenced(text: string, language = 'text'): string[] {
  const longestRun = Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${language}`, text, fence];
}

/** "Node doctor: 2 failed on hoodi", or the warnings when nothing failed. */
function doctorTitle(report: DoctorAttachment | null | undefined): string {
  if (!report) return 'Node doctor report';
  const on = report.network ? ` on ${report.network}` : '';
  if (report.failed > 0 || report.warned === 0) return `Node doctor: ${report.failed} failed${on}`;
  return `Node doctor: ${report.warned} ${report.warned === 1 ? 'warning' : 'warnings'}${on}`;
}

export function issueTitle(issue: DocsIssue): string {
  const page = `"${oneLine(issue.page.title, 60)}"`;
  const where = issue.section ? `${page} › ${oneLine(issue.section.title, 40)}` : page;
  switch (issue.kind) {
    case 'helpful':
      return `Docs feedback: ${page} helped`;
    case 'not-helpful':
      return `Docs feedback: ${page} did not help`;
    case 'command-failed':
      return `Command failed: ${where}`;
    case 'agent-report':
      return oneLine(`Docs problem: ${where}${issue.summary ? `: ${issue.summary}` : ''}`, MAX_TITLE_CHARS);
    case 'doctor-report':
      return doctorTitle(issue.doctorReport);
  }
}

/** The page URL, pointing at the section when it has an id. */
export function sectionUrl(issue: DocsIssue): string {
  const page = issue.page.url.replace(/#.*$/, '');
  return issue.section?.id ? `${page}#${issue.section.id}` : page;
}

export function issueBody(issue: DocsIssue): string {
  const lines = [`**Page:** ${oneLine(issue.page.title, 200)}`, `**URL:** ${sectionUrl(issue)}`];
  if (issue.section) lines.push(`**Section:** ${oneLine(issue.section.title, 200)}`);
  // The command comes from the page itself, not from the reader.
  const command = issue.command ? firstCommandLine(issue.command) : '';
  if (command) lines.push('**Command (first line):**', '', ...fenced(oneLine(command, 300)), '');
  // The title says which control it came from; an agent's report says so here too.
  lines.push(`**Site version:** ${issue.siteVersion}`, ...(issue.kind === 'agent-report' ? ['**Reported by:** an AI agent (report_docs_problem)'] : []), '');
  if (issue.summary) lines.push('**What failed:**', '', oneLine(issue.summary, 300), '');
  lines.push(issue.kind === 'agent-report' ? '**Details:**' : '**What happened:**', '', issue.note || NOTE_PLACEHOLDER);
  const report = issue.doctorReport;
  if (report) lines.push('', '**Node doctor report:**', '', ...fenced(report.json, 'json'), ...(report.leftOut ? [report.leftOut] : []));
  return lines.join('\n');
}

/** `https://github.com/owner/repo/issues/new?title=…&body=…` for the docs repository. */
export function docsIssueUrl(repository: string, issue: DocsIssue): string {
  const url = new URL(`${repository.replace(/\/+$/, '')}/issues/new`);
  url.searchParams.set('title', issueTitle(issue));
  url.searchParams.set('body', issueBody(issue));
  return url.href;
}
