/** report_docs_problem: a prefilled GitHub issue link about a page, secrets masked; it sends nothing. */
import {z} from 'zod';
import {docsIssueUrl} from '../../../src/feedback/docsIssue';
import {maskNote} from '../../../src/feedback/maskNote';
import {DOCS_REPOSITORY, SITE_VERSION} from '../../../src/feedback/project';
import {binaryProblem, defineTool, errorResult, LIMITS, noSuchPage, textResult, tooLarge} from './tool';

export const reportDocsProblem = defineTool({
  name: 'report_docs_problem',
  title: 'Report a problem with a Surge docs page',
  description:
    'Builds the link to a prefilled GitHub issue in the docs repository about a page that is wrong or whose command failed: ' +
    'page title and URL, what failed, your details, and the docs version. It sends nothing: show the link to the user, ' +
    'who reviews the issue and submits it on GitHub. Keys, passwords and tokens in the text are hidden before they go into the link.',
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
  },
  handler: async ({page: pageInput, what_failed: whatFailed, details}, site) => {
    for (const [text, what] of [
      [pageInput, 'page'],
      [whatFailed, 'what_failed text'],
      [details ?? '', 'details'],
    ] as const) {
      const binary = binaryProblem(text, what);
      if (binary) return errorResult(binary);
    }
    if (whatFailed.trim() === '')
      return errorResult('what_failed is empty. Say in one sentence what is wrong or what failed, e.g. "step 3 exits with code 1".');
    const page = pageInput.trim() === '' ? null : site.findPage(pageInput);
    if (!page) {
      return errorResult(
        [...noSuchPage(site, pageInput), 'Pass the path of the page the problem is on, as list_pages or search_docs give it, e.g. "/docs/intro".'].join(' '),
      );
    }
    const anchor = /#([\w-]+)$/.exec(pageInput.trim())?.[1];
    const summary = maskNote(whatFailed, LIMITS.summaryChars);
    const note = details?.trim() ? maskNote(details) : null;
    const url = docsIssueUrl(DOCS_REPOSITORY, {
      kind: 'agent-report',
      page: {title: page.title, url: site.fullUrl(page.path)},
      section: anchor ? {title: `#${anchor}`, id: anchor} : null,
      summary,
      note,
      siteVersion: SITE_VERSION,
    });
    const masked = summary !== whatFailed.trim() || (note !== null && note !== details!.trim());
    return textResult(
      [
        'Nothing was sent. Show this link to the user: it opens a GitHub issue about the page, filled in, for them to review and submit.',
        '',
        url,
        '',
        `Page: ${page.title} (${site.fullUrl(page.path)})`,
        ...(masked ? ['Text that looked like keys, passwords or tokens is hidden in the issue, or long text was cut.'] : []),
      ].join('\n'),
    );
  },
});
