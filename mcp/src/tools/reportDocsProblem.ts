/** report_docs_problem: a prefilled GitHub issue link about a page, secrets masked; it sends nothing. */
import {z} from 'zod';
import {docsIssueUrl, type DocsIssue} from '../../../src/feedback/docsIssue';
import {doctorIssueUrl} from '../../../src/feedback/doctorIssue';
import {maskNote} from '../../../src/feedback/maskNote';
import {DOCS_REPOSITORY, SITE_VERSION} from '../../../src/feedback/project';
import {binaryProblem, defineTool, errorResult, LIMITS, noSuchPage, textResult, tooLarge} from './tool';

export const reportDocsProblem = defineTool({
  name: 'report_docs_problem',
  title: 'Report a problem with a Surge docs page',
  description:
    'Builds the link to a prefilled GitHub issue in the docs repository about a page that is wrong or whose command failed: ' +
    'page title and URL, what failed, your details, and the docs version. It sends nothing: show the link to the user, ' +
    'who reviews the issue and submits it on GitHub. Keys, passwords and tokens in the text are hidden before they go into the link. ' +
    'To attach the node doctor’s report, pass diagnose_setup’s structured content as JSON text in doctor_report.',
  inputSchema: {
    page: z
      .string()
      .max(LIMITS.pathChars, `A page path or URL is at most ${LIMITS.pathChars} characters.`)
      .describe('The page: a path ("/docs/guides/running-surge/deploy-l2"), a full URL (an #anchor names the section) or a surge-docs:// URI.'),
    what_failed: z
      .string()
      .max(LIMITS.summaryChars, `what_failed is one sentence of at most ${LIMITS.summaryChars} characters; put the rest in details.`)
      .describe('One sentence: what is wrong or what failed, e.g. "docker compose up in step 3 exits with code 1".'),
    details: z
      .string()
      .max(LIMITS.detailsChars, tooLarge('details', LIMITS.detailsChars, 'Pass the relevant lines of output, not the whole log.'))
      .optional()
      .describe('Optional: the command run, the output or error seen, versions, what was expected.'),
    doctor_report: z
      .string()
      .max(
        LIMITS.doctorReportChars,
        tooLarge('doctor_report', LIMITS.doctorReportChars, 'Pass the JSON diagnose_setup returned as its structured content, not a log.'),
      )
      .optional()
      .describe(
        'Optional: the structured content diagnose_setup returned, as JSON text. It is attached to the issue masked, failed and warned checks first; passing checks that do not fit the link are left out, and the issue says so.',
      ),
  },
  handler: async ({page: pageInput, what_failed: whatFailed, details, doctor_report: doctorReport}, site) => {
    for (const [text, what] of [
      [pageInput, 'page'],
      [whatFailed, 'what_failed text'],
      [details ?? '', 'details'],
      [doctorReport ?? '', 'doctor_report'],
    ] as const) {
      const binary = binaryProblem(text, what);
      if (binary) return errorResult(binary);
    }
    if (whatFailed.trim() === '')
      return errorResult('what_failed is empty. Say in one sentence what is wrong or what failed, e.g. "step 3 exits with code 1".');
    const report = doctorReport === undefined ? undefined : readDoctorReport(doctorReport);
    if (typeof report === 'string') return errorResult(report);
    const page = pageInput.trim() === '' ? null : site.findPage(pageInput);
    if (!page) {
      return errorResult(
        [...noSuchPage(site, pageInput), 'Pass the path of the page the problem is on, as list_pages or search_docs give it, e.g. "/docs/intro".'].join(' '),
      );
    }
    const anchor = /#([\w-]+)$/.exec(pageInput.trim())?.[1];
    const summary = maskNote(whatFailed, LIMITS.summaryChars);
    const note = details?.trim() ? maskNote(details) : null;
    const issue: DocsIssue = {
      kind: 'agent-report',
      page: {title: page.title, url: site.fullUrl(page.path)},
      section: anchor ? {title: `#${anchor}`, id: anchor} : null,
      summary,
      note,
      siteVersion: SITE_VERSION,
    };
    const url = report ? doctorIssueUrl(DOCS_REPOSITORY, issue, report.value) : docsIssueUrl(DOCS_REPOSITORY, issue);
    const masked = summary !== whatFailed.trim() || (note !== null && note !== details!.trim());
    return textResult(
      [
        'Nothing was sent. Show this link to the user: it opens a GitHub issue about the page, filled in, for them to review and submit.',
        '',
        url,
        '',
        `Page: ${page.title} (${site.fullUrl(page.path)})`,
        ...(masked ? ['Text that looked like keys, passwords or tokens is hidden in the issue, or long text was cut.'] : []),
        ...(report ? ['The node doctor’s report is attached as JSON, masked; if it did not fit the link, the issue says which checks were left out.'] : []),
      ].join('\n'),
    );
  },
});

/** doctor_report as a JSON value, or the message that says why it cannot be attached. */
function readDoctorReport(text: string): {value: unknown} | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return (
      `doctor_report is not JSON (${error instanceof Error ? error.message : String(error)}). ` +
      'Pass the structured content diagnose_setup returned, as JSON text, not its checklist.'
    );
  }
  if (typeof value !== 'object' || value === null || !Array.isArray((value as {results?: unknown}).results))
    return 'doctor_report is JSON but not the node doctor’s report: it has no "results" list. Pass the structured content diagnose_setup returned, as JSON text.';
  return {value};
}
