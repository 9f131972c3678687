import {describe, expect, test} from 'vitest';
import {docsIssueUrl, firstCommandLine, issueBody, issueTitle, type DocsIssue} from './docsIssue';
import {MAX_NOTE_CHARS, maskNote} from './maskNote';

const REPO = 'https://github.com/NethermindEth/surge-docs';
const PAGE = {title: 'Deploy L2', url: 'https://docs.surge.wtf/docs/guides/deploy-l2'};
const KEY = `0x${'5f'.repeat(32)}`;

function read(url: string): {path: string; title: string; body: string} {
  const parsed = new URL(url);
  return {path: `${parsed.origin}${parsed.pathname}`, title: parsed.searchParams.get('title')!, body: parsed.searchParams.get('body')!};
}

describe('docsIssueUrl', () => {
  test('a failed command: page, URL to its section, section, first line, version and note', () => {
    const issue: DocsIssue = {
      kind: 'command-failed',
      page: PAGE,
      section: {title: 'Start the stack', id: 'start-the-stack'},
      command: '\n./surge-stack-deployer.sh --env devnet \\\n  --yes\n',
      note: maskNote('It stops at step 4.'),
      siteVersion: '0.0.1',
    };
    const {path, title, body} = read(docsIssueUrl(REPO, issue));
    expect(path).toBe(`${REPO}/issues/new`);
    expect(title).toBe('Command failed: "Deploy L2" › Start the stack');
    expect(body).toContain('**Page:** Deploy L2');
    expect(body).toContain('**URL:** https://docs.surge.wtf/docs/guides/deploy-l2#start-the-stack');
    expect(body).toContain('**Section:** Start the stack');
    expect(body).toContain('```text\n./surge-stack-deployer.sh --env devnet \\\n```');
    expect(body).not.toContain('--yes');
    expect(body).toContain('**Site version:** 0.0.1');
    expect(body).toMatch(/What happened:\*\*\n\nIt stops at step 4\.$/);
  });

  test('page feedback names the answer; without a note the body asks for one', () => {
    const no = read(docsIssueUrl(REPO, {kind: 'not-helpful', page: PAGE, siteVersion: '1.2.3'}));
    expect(no.title).toBe('Docs feedback: "Deploy L2" did not help');
    expect(no.body).not.toContain('Reported by');
    expect(no.body).toContain('Remove keys and passwords first');
    expect(no.body).not.toContain('**Section:**');
    expect(read(docsIssueUrl(REPO, {kind: 'helpful', page: PAGE, siteVersion: '1.2.3'})).title).toBe('Docs feedback: "Deploy L2" helped');
  });

  test('a pasted private key or password never reaches the URL', () => {
    const note = `My .env has L1_PROPOSER_PRIVATE_KEY=${KEY.slice(2)} and the raw key ${KEY}\nPASSWORD=hunter2`;
    const url = docsIssueUrl(REPO, {kind: 'command-failed', page: PAGE, note: maskNote(note), siteVersion: '0.0.1'});
    expect(url).not.toContain('5f5f5f5f');
    expect(url).not.toContain('hunter2');
    const {body} = read(url);
    expect(body).toContain('L1_PROPOSER_PRIVATE_KEY=••••••');
    expect(body).toContain('0x…(64 hex digits hidden)');
    expect(body).toContain('PASSWORD=••••••');
  });

  test('an agent report carries what failed in the title and the body, details as the note', () => {
    const {title, body} = read(
      docsIssueUrl(REPO, {
        kind: 'agent-report',
        page: PAGE,
        summary: maskNote('The chain id in step 2 is wrong'),
        note: maskNote('Node says 763375'),
        siteVersion: '0.0.1',
      }),
    );
    expect(title).toBe('Docs problem: "Deploy L2": The chain id in step 2 is wrong');
    expect(body).toContain('**What failed:**\n\nThe chain id in step 2 is wrong');
    expect(body).toContain('**Details:**\n\nNode says 763375');
    expect(body).toContain('report_docs_problem');
    expect(body).not.toContain('Remove keys and passwords first');
  });

  test('a long note is cut so the URL stays within what GitHub takes', () => {
    const url = docsIssueUrl(REPO, {kind: 'not-helpful', page: PAGE, note: maskNote('é'.repeat(10_000)), siteVersion: '0.0.1'});
    expect(read(url).body).toContain(`(cut at ${MAX_NOTE_CHARS} characters)`);
    expect(url.length).toBeLessThan(8192 * 2);
  });

  test('a command with backticks keeps its fence', () => {
    const body = issueBody({kind: 'command-failed', page: PAGE, command: 'echo ```x```', siteVersion: '0'});
    expect(body).toContain('````text\necho ```x```\n````');
  });

  test('titles stay on one line', () => {
    expect(issueTitle({kind: 'command-failed', page: {title: 'A\nB', url: PAGE.url}, section: {title: 'C\tD'}, siteVersion: '0'})).toBe(
      'Command failed: "A B" › C D',
    );
  });
});

test('firstCommandLine skips blank lines', () => {
  expect(firstCommandLine('\n\n  docker compose up -d\nmore')).toBe('docker compose up -d');
  expect(firstCommandLine('')).toBe('');
});
