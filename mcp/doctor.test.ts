/** The node doctor as users reach it: `surge-docs-mcp doctor` (in process) and the diagnose_setup tool, against anvil on loopback. */
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {closedPort, deployStandIns, DEV_KEY, devnetEnv, healthyStub, setCode, startAnvil, startStub, type Anvil} from '../src/doctor/__fixtures__/localSetup';
import {answering} from '../src/doctor/__fixtures__/standInContracts';
import {effectiveLines, presetFor} from '../src/data/envPresetData';
import {createDocsServer} from './src/createServer';
import {DOCTOR_SECTION, parseDoctorArgs, runDoctorCommand} from './src/doctorCli';
import {SNAPSHOT_FORMAT, type DocsSnapshot} from './src/snapshot';
import {call, connect, textOf} from './testClient';

/** One page, for report_docs_problem: this test runs without a site build. */
const SNAPSHOT: DocsSnapshot = {
  format: SNAPSHOT_FORMAT,
  siteUrl: 'https://docs.surge.wtf/',
  pages: [{path: '/docs/troubleshooting', title: 'Troubleshooting', description: null, markdown: '# Troubleshooting\n'}],
  searchRecords: {version: 2, language: 'en', tag: '', pages: [], sections: [], sectionSteps: [], types: '', contents: []},
};

let l1: Anvil;
let l2: Anvil;
let stub: Awaited<ReturnType<typeof startStub>>;
let client: Client;
let envFile: string;
const dir = mkdtempSync(path.join(tmpdir(), 'doctor-'));
const fast = ['--head-window', '1.2', '--timeout', '1.5'];

beforeAll(async () => {
  [l1, l2, stub] = await Promise.all([startAnvil(3151908), startAnvil(763374, ['--block-time', '1']), startStub()]);
  await deployStandIns(l1.url, l2.url);
  healthyStub(stub.handle);
  envFile = path.join(dir, '.env');
  writeFileSync(envFile, devnetEnv(l1.url, l2.url, stub.url));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(SNAPSHOT).connect(serverSide);
  client = await connect(clientSide);
});

afterAll(async () => {
  await client?.close();
  l1?.process.kill();
  l2?.process.kill();
  stub?.server.close();
});

describe('surge-docs-mcp doctor', () => {
  test('a healthy setup: a checklist of passes and exit code 0', async () => {
    const {code, stdout} = await runDoctorCommand(['--env', envFile, ...fast]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Surge node doctor: devnet preset\n {2}L1 RPC: http:\/\/127\.0\.0\.1:\d+ \(from L1_ENDPOINT_HTTP\)/);
    expect(stdout).toContain('PASS  Bond balance covers LIVENESS_BOND_BASE');
    // The host-port check probes this machine's own ports (8547, 4000, 5432, …), which a test machine leaves free.
    expect(stdout).toContain('PASS  Host ports are free or held by the stack');
    expect(stdout).toMatch(/\n15 passed, 0 warned, 0 failed, 0 not run, in \d\.\d s\.\n/);
    expect(stdout).not.toContain(DEV_KEY.slice(2));
  });

  test('a failed check: exit code 1, the sentence and the docs link; --json for scripts', async () => {
    const inbox = effectiveLines(presetFor('devnet')).get('TAIKO_INBOX')!.value;
    await setCode(l1.url, inbox, answering('bondBalance', 0n));
    try {
      const {code, stdout} = await runDoctorCommand(['--env', envFile, '--json', '--head-window', '0.2']);
      expect(code).toBe(1);
      const report = JSON.parse(stdout) as {exitCode: number; results: {id: string; status: string; sentence: string; link: {url: string}}[]};
      expect(report.exitCode).toBe(1);
      expect(report.results.find((result) => result.id === 'bond')).toMatchObject({
        status: 'fail',
        sentence: expect.stringContaining('is 0 ETH, below LIVENESS_BOND_BASE (1 ETH)') as string,
        link: {url: 'https://docs.surge.wtf/docs/guides/running-surge/deploy-l2#deposit-bond'},
      });
      // --issue: the checklist, then a link whose body carries the report with the failing check, and nothing sent.
      const issued = await runDoctorCommand(['--env', envFile, '--issue', '--head-window', '0.2']);
      expect(issued.code).toBe(1);
      expect(issued.stdout).toMatch(/^Surge node doctor: devnet preset\n/);
      expect(issued.stdout).toContain('Nothing was sent');
      const link = new URL(/^https:\/\/github\.com\/\S+$/m.exec(issued.stdout)![0]);
      expect(`${link.origin}${link.pathname}`).toBe('https://github.com/NethermindEth/surge-docs/issues/new');
      expect(link.href.length).toBeLessThanOrEqual(8000);
      expect(link.searchParams.get('title')).toBe('Node doctor: 1 failed on devnet');
      const body = link.searchParams.get('body')!;
      expect(body).toContain('**URL:** https://docs.surge.wtf/docs/troubleshooting#node-doctor');
      const attached = JSON.parse(/```json\n(.*)\n```/.exec(body)![1]!) as {results: {id: string; status: string}[]};
      expect(attached.results[0]).toMatchObject({id: 'bond', status: 'fail'});
      expect(issued.stdout).not.toContain(DEV_KEY.slice(2));
      const scripted = await runDoctorCommand(['--env', envFile, '--json', '--issue', '--head-window', '0.2']);
      expect((JSON.parse(scripted.stdout) as {issueUrl: string}).issueUrl).toMatch(
        /^https:\/\/github\.com\/NethermindEth\/surge-docs\/issues\/new\?title=Node\+doctor/,
      );
    } finally {
      await deployStandIns(l1.url, l2.url);
    }
  });

  test('--issue is a switch like --json; --help lists it', async () => {
    expect(parseDoctorArgs(['--env', 'x.env', '--issue'])).toMatchObject({env: 'x.env', issue: true, json: false});
    expect(parseDoctorArgs(['--json'])).toMatchObject({issue: false, json: true});
    expect(() => parseDoctorArgs(['--issues'])).toThrow('Unknown option "--issues"');
    expect((await runDoctorCommand(['--help'])).stdout).toMatch(/--issue {2,}also print a link to a prefilled GitHub issue/);
  });

  test('the issue points at the section that documents the doctor', () => {
    const page = readFileSync(path.join(import.meta.dirname, '../docs/troubleshooting/index.md'), 'utf8');
    expect(page).toContain(`title: "${DOCTOR_SECTION.pageTitle}"`);
    expect(page).toContain(`## ${DOCTOR_SECTION.title} {#${DOCTOR_SECTION.id}}`);
  });

  test.each([
    [['--env', path.join(dir, 'missing.env')], /^Cannot read .*missing\.env: no such file/],
    [['--preset', 'mainnet'], /^--preset is one of devnet, hoodi, staging, not "mainnet"/],
    [['--bogus'], /^Unknown option "--bogus"/],
    [['--head-window', 'soon'], /^--head-window needs a number of seconds/],
  ])('bad input %j: exit code 2 and a message', async (argv, message) => {
    const {code, stdout, stderr} = await runDoctorCommand(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  test('a huge or binary .env file: exit code 2', async () => {
    const huge = path.join(dir, 'huge.env');
    writeFileSync(huge, Buffer.alloc(2 * 1024 * 1024, 0x41));
    expect(await runDoctorCommand(['--env', huge])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/is 2\.0 MB; a simple-surge-node \.env is about 8 KB/) as string,
    });
    const binary = path.join(dir, 'binary.env');
    writeFileSync(binary, Buffer.from([0x41, 0x3d, 0, 1, 2, 0xff]));
    expect(await runDoctorCommand(['--env', binary, '--json'])).toMatchObject({
      code: 2,
      stdout: expect.stringContaining('"badInput": "Binary data instead of text') as string,
    });
  });
});

describe('diagnose_setup', () => {
  test('answers with the checklist and the report as structured content', async () => {
    const result = await client.callTool({name: 'diagnose_setup', arguments: {env_text: devnetEnv(l1.url, l2.url, stub.url), head_window_seconds: 1.2}});
    expect(result.isError).toBeFalsy();
    const report = result.structuredContent as {exitCode: number; network: string; results: {id: string; status: string; link: {url: string}}[]};
    expect(report).toMatchObject({exitCode: 0, network: 'devnet'});
    expect(report.results.every((item) => item.status === 'pass')).toBe(true);
    expect(report.results.find((item) => item.id === 'l2-rpc')?.link.url).toBe('https://docs.surge.wtf/docs/guides/running-surge/deploy-l2#verify');
    expect(JSON.stringify(result)).not.toContain(DEV_KEY.slice(2));
  });

  test('a node that does not answer is a failed check, not an error', async () => {
    const port = await closedPort();
    const result = await client.callTool({
      name: 'diagnose_setup',
      arguments: {env_text: devnetEnv(l1.url, l2.url, stub.url), l2_rpc: `http://127.0.0.1:${port}`, head_window_seconds: 0},
    });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as {exitCode: number}).exitCode).toBe(1);
    expect((await call(client, 'lookup_error', {query: 'NotAuthorized'})).isError).toBe(false);
    // The text tells the agent how to attach the report; report_docs_problem takes it as it came.
    expect(textOf(result as {content?: unknown})).toContain('pass the structured content as JSON text to report_docs_problem’s doctor_report');
    const report = await call(client, 'report_docs_problem', {
      page: '/docs/troubleshooting#node-doctor',
      what_failed: 'The L2 RPC check fails',
      doctor_report: JSON.stringify(result.structuredContent),
    });
    expect(report.isError).toBe(false);
    const body = new URL(/^https:\/\/github\.com\/\S+$/m.exec(report.text)![0]).searchParams.get('body')!;
    const attached = JSON.parse(/```json\n(.*)\n```/.exec(body)![1]!) as {results: {id: string; status: string}[]};
    expect(attached.results[0]).toMatchObject({id: 'l2-rpc', status: 'fail'});
  });

  test.each([
    [{env_text: 'A=\u0000\u0001'}, /binary/i],
    [{env_text: 'FOO=bar'}, /Neither the \.env nor the flags name an L1 or L2 RPC/],
    [{env_text: 'x'.repeat(300 * 1024)}, /Text too large/],
    [{env_text: 'L1_ENDPOINT_HTTP=http://127.0.0.1:1', preset: 'mainnet'}, /preset/],
  ])('bad input is an error result with a message: %#', async (args, message) => {
    const {isError, text} = await call(client, 'diagnose_setup', args);
    expect(isError).toBe(true);
    expect(text).toMatch(message);
  });
});
