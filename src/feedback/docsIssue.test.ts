import {describe, expect, test} from 'vitest';
import {docsIssueUrl, firstCommandLine, issueBody, issueTitle, MAX_ISSUE_URL_CHARS, type DocsIssue} from './docsIssue';
import {doctorIssueUrl} from './doctorIssue';
import {MAX_NOTE_CHARS, maskNote, maskReportJson} from './maskNote';
import {jsonReport, jsonResult, type JsonResult} from '@site/src/doctor/__fixtures__/jsonReport';

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

describe('the node doctor report in an issue', () => {
  const DOCTOR_PAGE = {title: 'Troubleshooting', url: 'https://docs.surge.wtf/docs/troubleshooting'};
  const ISSUE: DocsIssue = {kind: 'doctor-report', page: DOCTOR_PAGE, section: {title: 'Run the node doctor', id: 'node-doctor'}, siteVersion: '0.0.1'};
  const report = (results: JsonResult[]) => jsonReport(results, 'hoodi');

  test('title counts the failures on the preset; the body has the report as minified JSON in a json block', () => {
    const {title, body} = read(
      doctorIssueUrl(REPO, ISSUE, report([jsonResult('l1-rpc', 'pass'), jsonResult('bond', 'fail'), jsonResult('timelock-delay', 'warn')])),
    );
    expect(title).toBe('Node doctor: 1 failed on hoodi');
    expect(body).toContain('**URL:** https://docs.surge.wtf/docs/troubleshooting#node-doctor');
    const block = /\*\*Node doctor report:\*\*\n\n```json\n(.*)\n```$/.exec(body);
    const attached = JSON.parse(block![1]!) as {results: {id: string}[]};
    expect(attached.results.map((item) => item.id)).toEqual(['bond', 'timelock-delay', 'l1-rpc']);
    expect(body).not.toContain('left out');
  });

  test('without failures the title counts warnings; without a report it says what it is', () => {
    expect(read(doctorIssueUrl(REPO, ISSUE, report([jsonResult('timelock-delay', 'warn'), jsonResult('l1-rpc', 'pass')]))).title).toBe(
      'Node doctor: 1 warning on hoodi',
    );
    expect(read(doctorIssueUrl(REPO, ISSUE, {...report([jsonResult('l1-rpc', 'pass')]), network: 'elsewhere'})).title).toBe('Node doctor: 0 failed');
    expect(issueTitle(ISSUE)).toBe('Node doctor report');
  });

  test('a report too long for the link keeps its failures, leaves passes out and says how many', () => {
    const results = [...Array.from({length: 40}, (_, index) => jsonResult(`pass-${index}`, 'pass')), jsonResult('bond', 'fail')];
    const url = doctorIssueUrl(REPO, ISSUE, report(results));
    expect(url.length).toBeLessThanOrEqual(MAX_ISSUE_URL_CHARS);
    const {body} = read(url);
    const json = /```json\n(.*)\n```/.exec(body)![1]!;
    const kept = (JSON.parse(json) as {results: {id: string}[]}).results.map((item) => item.id);
    expect(kept[0]).toBe('bond');
    expect(body).toMatch(new RegExp(`\\n\\(${41 - kept.length} passing checks left out to fit the link\\.\\)$`));
  });

  test('a private key or password placed in a report string never reaches the URL, and the JSON stays JSON', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----';
    const leaky = report([
      jsonResult('bond', 'fail', `The node said L1_PROPOSER_PRIVATE_KEY=${KEY} and ${pem}`),
      {...jsonResult('env-file', 'warn'), details: [`raw ${KEY}`, 'PASSWORD=hunter2']},
    ]);
    const url = doctorIssueUrl(REPO, ISSUE, {...leaky, L1_PROVER_PRIVATE_KEY: 'not-hex-but-secret'});
    for (const secret of ['5f5f5f5f', 'hunter2', 'MIGHAgEAMBMG', 'not-hex-but-secret']) expect(url).not.toContain(secret);
    const json = /```json\n(.*)\n```/.exec(read(url).body)![1]!;
    expect(JSON.parse(json)).toMatchObject({
      L1_PROVER_PRIVATE_KEY: '••••••',
      results: [{sentence: expect.stringContaining('[private key hidden]') as string}, {}],
    });
    expect(maskReportJson('{"a":"PASSWORD=x","api_token":12345678,"n":7}')).toBe('{"a":"PASSWORD=••••••","api_token":"••••••","n":7}');
  });

  test('an agent report can carry the report after its details', () => {
    const {title, body} = read(
      doctorIssueUrl(
        REPO,
        {kind: 'agent-report', page: PAGE, summary: maskNote('Bond check fails after step 4'), note: maskNote('Ran deploy'), siteVersion: '0.0.1'},
        report([jsonResult('bond', 'fail')]),
      ),
    );
    expect(title).toBe('Docs problem: "Deploy L2": Bond check fails after step 4');
    expect(body).toMatch(/\*\*Details:\*\*\n\nRan deploy\n\n\*\*Node doctor report:\*\*\n\n```json\n\{"network":"hoodi"/);
  });
});
