/** report_docs_problem with the node doctor's report attached (doctor_report), over the in-memory transport with a one-page snapshot. */
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {createDocsServer, LIMITS} from './src/createServer';
import {SNAPSHOT_FORMAT, type DocsSnapshot} from './src/snapshot';
import {jsonReport, jsonResult} from '../src/doctor/__fixtures__/jsonReport';
import {call, connect, expectServing, SECRET_KEY} from './testClient';

/** No site build needed: the one page the report is about. */
const SNAPSHOT: DocsSnapshot = {
  format: SNAPSHOT_FORMAT,
  siteUrl: 'https://docs.surge.wtf/',
  pages: [{path: '/docs/guides/running-surge/deploy-l2', title: 'Deploy L2', description: null, markdown: '# Deploy L2\n'}],
  searchRecords: {version: 2, language: 'en', tag: '', pages: [], sections: [], sectionSteps: [], types: '', contents: []},
};

/** What diagnose_setup returns as structured content: a failed bond among passes. */
const REPORT = jsonReport([jsonResult('l1-rpc', 'pass'), jsonResult('l2-rpc', 'pass'), jsonResult('bond', 'fail'), jsonResult('timelock-delay', 'warn')]);

const ASK = {page: '/docs/guides/running-surge/deploy-l2#deposit-bond', what_failed: 'The bond check fails after step 4'};

let client: Client;

beforeAll(async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(SNAPSHOT).connect(serverSide);
  client = await connect(clientSide);
});

afterAll(async () => {
  await client?.close();
});

function issueOf(text: string): {title: string; body: string; length: number} {
  const url = new URL(/^https:\/\/github\.com\/\S+$/m.exec(text)![0]);
  return {title: url.searchParams.get('title')!, body: url.searchParams.get('body')!, length: url.href.length};
}

const attached = (body: string) => JSON.parse(/```json\n(.*)\n```/.exec(body)![1]!) as {network: string; results: {id: string; status: string}[]};

describe('report_docs_problem with doctor_report', () => {
  test('the report is attached as JSON, the failing check first; the title stays the agent’s', async () => {
    const {isError, text} = await call(client, 'report_docs_problem', {...ASK, doctor_report: JSON.stringify(REPORT)});
    expect(isError).toBe(false);
    expect(text).toContain('Nothing was sent.');
    expect(text).toContain('The node doctor’s report is attached as JSON, masked');
    const {title, body} = issueOf(text);
    expect(title).toBe('Docs problem: "Deploy L2" › #deposit-bond: The bond check fails after step 4');
    expect(body).toContain('**Node doctor report:**');
    expect(attached(body)).toMatchObject({network: 'devnet', results: [{id: 'bond', status: 'fail'}, {id: 'timelock-delay'}, {id: 'l1-rpc'}, {id: 'l2-rpc'}]});
  });

  test('a report longer than the link keeps its failure and says how many passes it left out', async () => {
    const results = [...Array.from({length: 60}, (_, index) => jsonResult(`pass-${index}`, 'pass')), jsonResult('bond', 'fail')];
    const {text} = await call(client, 'report_docs_problem', {...ASK, doctor_report: JSON.stringify({...REPORT, results}, null, 2)});
    const {body, length} = issueOf(text);
    expect(length).toBeLessThanOrEqual(8000);
    const kept = attached(body).results;
    expect(kept[0]!.id).toBe('bond');
    expect(body).toContain(`(${61 - kept.length} passing checks left out to fit the link.)`);
  });

  test('a private key placed in the report never reaches the link', async () => {
    const leaky = {...REPORT, results: [jsonResult('bond', 'fail', `The proposer key is ${SECRET_KEY}, L1_PROVER_PRIVATE_KEY=hunter22`)]};
    const {isError, text} = await call(client, 'report_docs_problem', {...ASK, doctor_report: JSON.stringify(leaky)});
    expect(isError).toBe(false);
    expect(text).not.toContain(SECRET_KEY.slice(2, 20));
    expect(text).not.toContain('hunter22');
    expect(attached(issueOf(text).body).results[0]).toMatchObject({sentence: expect.stringContaining('0x…(64 hex digits hidden)') as string});
  });

  test.each([
    [
      'the checklist instead of JSON',
      'Surge node doctor: devnet preset\nFAIL  Bond',
      /doctor_report is not JSON \(.+\)\. Pass the structured content diagnose_setup returned, as JSON text, not its checklist\./,
    ],
    ['JSON that is not a report', '{"exitCode": 1}', /doctor_report is JSON but not the node doctor’s report: it has no "results" list/],
    ['binary data', '{"results": []}\u0000', /doctor_report contains NUL bytes/],
    [
      'too much text',
      `{"results": [], "pad": "${'x'.repeat(LIMITS.doctorReportChars)}"}`,
      /The doctor_report is longer than 100,000 characters\. Pass the JSON diagnose_setup returned/,
    ],
  ])('%s is an error result with a message', async (_, doctorReport, message) => {
    const {isError, text} = await call(client, 'report_docs_problem', {...ASK, doctor_report: doctorReport});
    expect(isError).toBe(true);
    expect(text).toMatch(message);
    await expectServing(client);
  });
});
