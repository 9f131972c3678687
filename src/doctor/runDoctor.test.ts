/** The node doctor against a real node: anvil on loopback as the L1 and the L2, stand-in contracts, a stub beacon API and Raiko. */
import {afterAll, beforeAll, beforeEach, describe, expect, test} from 'vitest';
import {effectiveLines, presetFor} from '@site/src/data/envPresetData';
import type {CheckResult, DoctorReport} from './doctorTypes';
import {exitCodeOf, formatChecklist, formatJson} from './formatReport';
import {DEFAULT_OPTIONS, runDoctor, type DoctorOptions} from './runDoctor';
import {createNodeClient} from './reachNode';
import {createServer as createTcpServer, type AddressInfo} from 'node:net';
import {
  closedPort,
  deployStandIns,
  DEV_ADDRESS,
  DEV_KEY,
  devnetEnv,
  healthyStub,
  json,
  NOT_AUTHORIZED,
  setCode,
  startAnvil,
  startStub,
  TIMELOCK,
  type Anvil,
} from './__fixtures__/localSetup';
import {answering, assemble, selectorOf} from './__fixtures__/standInContracts';

let l1: Anvil;
let l2: Anvil;
let stub: Awaited<ReturnType<typeof startStub>>;
const address = (key: string) => effectiveLines(presetFor('devnet')).get(key)!.value;
/** The L2 mines a block a second: the healthy run watches its head for 1.2 s, the others only briefly. */
const FAST: DoctorOptions = {...DEFAULT_OPTIONS, headWindowMs: 200, callTimeoutMs: 1500, totalTimeoutMs: 8000};

beforeAll(async () => {
  [l1, l2, stub] = await Promise.all([startAnvil(3151908), startAnvil(763374, ['--block-time', '1']), startStub()]);
});

beforeEach(async () => {
  await deployStandIns(l1.url, l2.url);
  healthyStub(stub.handle);
  testPorts.clear();
});

afterAll(() => {
  l1?.process.kill();
  l2?.process.kill();
  stub?.server.close();
});

/**
 * The ports a test opened for the host-port check. Other ports of this machine count as free, so
 * that a run does not depend on what else the machine serves (a database on 5432, say).
 */
const testPorts = new Set<number>();

async function doctor(changes: Record<string, string> = {}, options: Partial<DoctorOptions> = {}): Promise<DoctorReport> {
  const run = await runDoctor(
    devnetEnv(l1.url, l2.url, stub.url, changes),
    {...FAST, ...options},
    {
      createClient: (clientOptions) => {
        const client = createNodeClient(clientOptions);
        return {...client, portInUse: async (port) => testPorts.has(port) && (await client.portInUse(port))};
      },
    },
  );
  if (!('report' in run)) throw new Error(`bad input: ${run.badInput}`);
  const shown = formatChecklist(run.report, 'https://docs.surge.wtf/') + formatJson(run.report, 'https://docs.surge.wtf/');
  expect(shown, 'no private key in any output').not.toContain(DEV_KEY.slice(2));
  return run.report;
}

const resultOf = (report: DoctorReport, id: string): CheckResult => {
  const result = report.results.find((item) => item.id === id);
  if (!result) throw new Error(`${id} did not run: ${JSON.stringify(report.notRun)}`);
  return result;
};

describe('the node doctor on a healthy devnet', () => {
  // The 5 s target for a healthy run is a benchmark figure (mcp/README.md), not asserted here.
  test('passes every check the .env makes relevant', async () => {
    const report = await doctor({}, {headWindowMs: 1200});
    expect(report.results.map((result) => [result.id, result.status])).toEqual(
      [
        'env-file',
        'l1-rpc',
        'l2-rpc',
        'l1-synced',
        'l1-beacon-synced',
        'l2-head',
        'l1-contracts',
        'l2-contracts',
        'proposer-wrapper',
        'bond',
        'sgx-registered',
        'sp1-registered',
        'risc0-registered',
        'timelock-delay',
        'host-ports',
      ].map((id) => [id, 'pass']),
    );
    expect(exitCodeOf(report)).toBe(0);
    expect(resultOf(report, 'l1-rpc').sentence).toBe("The L1 RPC answers with chain id 3151908 (0x301824), the devnet preset's.");
    expect(resultOf(report, 'bond').sentence).toMatch(/is 1000 ETH, which covers LIVENESS_BOND_BASE \(1 ETH\)/);
    expect(report.endpoints).toContainEqual({role: 'L1 RPC', url: l1.url, from: 'L1_ENDPOINT_HTTP'});
  });

  test('runs only the checks the .env makes relevant', async () => {
    const report = await doctor({
      ENABLE_PROPOSER: 'false',
      ENABLE_PROVER: 'false',
      SGX_RAIKO_HOST: '',
      RAIKO_HOST_ZKVM: '',
      SURGE_TIMELOCK_CONTROLLER: '0x0000000000000000000000000000000000000000',
    });
    const ran = report.results.map((result) => result.id);
    for (const id of ['proposer-wrapper', 'bond', 'sgx-registered', 'sp1-registered', 'risc0-registered', 'timelock-delay']) expect(ran).not.toContain(id);
    expect(report.notRelevant.find((check) => check.id === 'sgx-registered')?.reason).toBe('SGX_RAIKO_HOST is empty: no SGX prover');
  });
});

describe('one failure per check', () => {
  test('an L2 RPC on another chain fails, and the L2 checks that need it do not run', async () => {
    const report = await doctor({}, {l2Rpc: l1.url});
    expect(resultOf(report, 'l2-rpc')).toMatchObject({
      status: 'fail',
      sentence: "The L2 RPC is on chain 3151908 (0x301824), but the devnet preset's L2 is 763374 (0xba5ee): the .env points at another network.",
      link: {to: '/docs/guides/running-surge/deploy-l2#verify'},
    });
    expect(report.notRun.map((check) => check.id).sort()).toEqual(['l2-contracts', 'l2-head']);
    expect(exitCodeOf(report)).toBe(1);
  });

  test('a contract address without code fails and names the key', async () => {
    await setCode(l1.url, address('TAIKO_WRAPPER'), '0x');
    expect(resultOf(await doctor(), 'l1-contracts')).toMatchObject({
      status: 'fail',
      sentence: `1 of 23 L1 contract addresses hold no code: TAIKO_WRAPPER (${address('TAIKO_WRAPPER')}); the .env names another deployment or chain than the RPC serves.`,
      link: {to: '/docs/guides/running-surge/deploy-l2#env-contracts'},
    });
  });

  test('a proposing address the wrapper does not accept fails', async () => {
    await setCode(l1.url, address('SURGE_PROPOSER_WRAPPER'), assemble([{selector: selectorOf('wrapperDeposit'), answer: {revert: NOT_AUTHORIZED}}]).code);
    expect(resultOf(await doctor(), 'proposer-wrapper')).toMatchObject({
      status: 'fail',
      sentence: `SurgeProposerWrapper does not accept ${DEV_ADDRESS}: its calls revert with NotAuthorized(); the wrapper's admin must authorise it (authorizeCaller).`,
      link: {to: '/docs/guides/running-surge/deploy-l2#deposit-bond'},
    });
  });

  test('a bond below LIVENESS_BOND_BASE fails', async () => {
    await setCode(l1.url, address('TAIKO_INBOX'), answering('bondBalance', 5n * 10n ** 17n));
    expect(resultOf(await doctor(), 'bond')).toMatchObject({
      status: 'fail',
      sentence: `The bond balance of the proposer wrapper (${address('SURGE_PROPOSER_WRAPPER')}) is 0.5 ETH, below LIVENESS_BOND_BASE (1 ETH): proposals revert with InsufficientBond() until you deposit.`,
      link: {to: '/docs/guides/running-surge/deploy-l2#deposit-bond'},
    });
  });

  test('an unregistered prover fails: SGX without instances, SP1 program not trusted', async () => {
    await setCode(l1.url, address('SGX_RETH_VERIFIER'), answering('sgxInstanceCount', 0n));
    await setCode(l1.url, address('SGX_GETH_VERIFIER'), answering('sgxInstanceCount', 0n));
    await setCode(l1.url, address('SP1_RETH_VERIFIER'), answering('sp1ProgramTrusted', 0n));
    const report = await doctor();
    const registration = {to: '/docs/guides/running-surge/provers/register-provers#check-registration'};
    expect(resultOf(report, 'sgx-registered')).toMatchObject({
      status: 'fail',
      sentence:
        'SGX Raiko (SGX_RETH_VERIFIER) has 0 registered instance(s), SGX Gaiko (SGX_GETH_VERIFIER) 0: no SGX prover is registered, so SGX proofs revert; run the registration.',
      link: registration,
    });
    expect(resultOf(report, 'sp1-registered')).toMatchObject({
      status: 'fail',
      sentence: 'The SP1 verifier does not trust the block-proving program your Raiko runs: its proofs revert until you register it.',
      link: registration,
    });
    expect(resultOf(report, 'risc0-registered').status).toBe('pass');
  });

  test('a timelock delay other than TIMELOCK_PERIOD warns', async () => {
    await setCode(l1.url, TIMELOCK, answering('timelockDelay', 0n));
    const report = await doctor();
    expect(resultOf(report, 'timelock-delay')).toMatchObject({
      status: 'warn',
      sentence: "The timelock's minimum delay is 0 s, not the 60 s of TIMELOCK_PERIOD: the exit window is the delay the contract enforces.",
      link: {to: '/docs/guides/running-surge/deploy-safe-infra#check-timelock'},
    });
    expect(exitCodeOf(report)).toBe(0);
  });

  test('an L2 head that moves passes without waiting out the head window', async () => {
    // A window longer than this test may run (vitest.config.mts): a check held for it would time the test out.
    const report = await doctor({}, {headWindowMs: 600_000, totalTimeoutMs: 600_000});
    expect(resultOf(report, 'l2-head')).toMatchObject({
      status: 'pass',
      sentence: expect.stringMatching(/^The L2 head advanced from block \d+ to \d+ in /) as string,
    });
  });

  test('an L2 head that does not move warns', async () => {
    const frozen = await startAnvil(763374);
    try {
      const report = await doctor({}, {l2Rpc: frozen.url});
      expect(resultOf(report, 'l2-head')).toMatchObject({
        status: 'warn',
        sentence: expect.stringMatching(/^The L2 head stayed at block 0 for 0\.\d s: blocks come with transactions/) as string,
      });
    } finally {
      frozen.process.kill();
    }
  });
});

describe('host ports on this machine', () => {
  const portOf = (url: string) => Number(new URL(url).port);

  test('a beacon API on the Blockscout port fails while the L2 node holds its own', async () => {
    stub.handle.set('/eth/v1/node/version', json({data: {version: 'Lighthouse/v5.3.0'}}));
    for (const url of [l2.url, stub.url]) testPorts.add(portOf(url));
    const report = await doctor({L2_HTTP_PORT: String(portOf(l2.url)), BLOCKSCOUT_PORT: String(portOf(stub.url))});
    expect(resultOf(report, 'host-ports')).toMatchObject({
      status: 'fail',
      sentence: 'One host port the stack publishes is held by another service, so the stack cannot publish it.',
      details: [`Port ${portOf(stub.url)} (BLOCKSCOUT_PORT) answers as a beacon node (Lighthouse/v5.3.0): stop it or give BLOCKSCOUT_PORT a free port.`],
      link: {to: '/docs/guides/running-surge/deploy-l2#port-map'},
    });
  });

  test('a port held by a process that speaks neither protocol warns while the L2 node is down, and passes once it answers', async () => {
    // Accepts a connection and closes it: no HTTP, no JSON-RPC.
    const silent = createTcpServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const down = await closedPort();
      for (const port of [silentPort, down, portOf(l2.url)]) testPorts.add(port);
      const stopped = resultOf(await doctor({L2_HTTP_PORT: String(down), POSTGRES_PORT: String(silentPort)}), 'host-ports');
      expect(stopped.status).toBe('warn');
      expect(stopped.details).toEqual([
        `Port ${silentPort} (POSTGRES_PORT) is in use (sudo ss -ltnp 'sport = :${silentPort}' names the process): if it is not this stack's, stop it or give POSTGRES_PORT a free port.`,
      ]);
      const running = resultOf(await doctor({L2_HTTP_PORT: String(portOf(l2.url)), POSTGRES_PORT: String(silentPort)}), 'host-ports');
      expect(running.status).toBe('pass');
      expect(running.sentence).toMatch(/\(2 in use while the stack runs, \d+ free\)\.$/);
    } finally {
      silent.close();
    }
  });

  test('an L2 node on another machine: the ports of this one are not probed', async () => {
    const report = await doctor({}, {l2Rpc: 'http://10.1.2.3:8547', totalTimeoutMs: 1500, callTimeoutMs: 300});
    expect(report.notRelevant.find((check) => check.id === 'host-ports')?.reason).toBe(
      'the L2 node is not on this machine, and the doctor probes only the ports of the machine it runs on',
    );
  });
});

describe('nodes that misbehave', () => {
  test('a node that does not answer: the RPC fails with the reason, its checks do not run', async () => {
    const port = await closedPort();
    const report = await doctor({}, {l1Rpc: `http://127.0.0.1:${port}`});
    expect(resultOf(report, 'l1-rpc')).toMatchObject({
      status: 'fail',
      sentence: `The L1 RPC (http://127.0.0.1:${port}, from --l1-rpc) cannot be reached (ECONNREFUSED).`,
      link: {to: '/docs/guides/running-surge/deploy-l1#verify'},
    });
    expect(report.notRun.map((check) => check.id)).toContain('bond');
  });

  test('a slow node and one that never closes its answer fail at the call timeout', async () => {
    stub.handle.set('/slow', (_, response) => void setTimeout(() => json({jsonrpc: '2.0', id: 1, result: '0xba5ee'})(_, response), 3000));
    stub.handle.set('/open', (_, response) => response.writeHead(200, {'content-type': 'application/json'}).write('{"jsonrpc":'));
    const [slow, open] = await Promise.all([
      doctor({}, {l2Rpc: `${stub.url}/slow`, callTimeoutMs: 400}),
      doctor({}, {l1Rpc: `${stub.url}/open`, callTimeoutMs: 400}),
    ]);
    expect(resultOf(slow, 'l2-rpc').sentence).toBe(`The L2 RPC (${stub.url}/…, from --l2-rpc) did not answer within 0.4 s.`);
    expect(resultOf(open, 'l1-rpc').sentence).toBe(`The L1 RPC (${stub.url}/…, from --l1-rpc) did not answer within 0.4 s.`);
  });

  test.each([
    [
      'garbage',
      (_: unknown, response: import('node:http').ServerResponse) => response.writeHead(200).end('\u0000\u0001<html>not json'),
      'answered with something that is not JSON',
    ],
    ['a chain id that is not one', json({jsonrpc: '2.0', id: 1, result: 'banana'}), null],
    ['JSON that is not JSON-RPC', json([1, 2, 3]), 'answered eth_chainId with JSON that is not a JSON-RPC response'],
    ['an HTTP error', (_: unknown, response: import('node:http').ServerResponse) => response.writeHead(503).end(), 'answered HTTP 503'],
    [
      'a redirect',
      (_: unknown, response: import('node:http').ServerResponse) => response.writeHead(302, {location: 'http://example.com/'}).end(),
      'redirected to another address (HTTP 302); the doctor follows no redirect',
    ],
  ])('an RPC that answers %s fails with a clear sentence', async (_, handler, message) => {
    stub.handle.set('/bad', handler);
    const result = resultOf(await doctor({}, {l1Rpc: `${stub.url}/bad`}), 'l1-rpc');
    expect(result.status).toBe('fail');
    expect(result.sentence).toBe(
      message
        ? `The L1 RPC (${stub.url}/…, from --l1-rpc) ${message}.`
        : 'The L1 RPC answered eth_chainId with something that is not a chain id; expected 3151908 (0x301824).',
    );
  });

  test('a beacon API that answers something else fails', async () => {
    stub.handle.set('/eth/v1/node/syncing', json({version: 'x'}));
    expect(resultOf(await doctor(), 'l1-beacon-synced')).toMatchObject({
      status: 'fail',
      sentence: 'The L1 beacon node answered /eth/v1/node/syncing without data.is_syncing: it is not a beacon API.',
    });
  });

  test('the total time limit cuts a long head window', async () => {
    const report = await doctor({}, {headWindowMs: 20_000, totalTimeoutMs: 2000});
    // 2 s in all, less a call's 1.5 s and a margin: the 20 s window asked for is watched for 0 s.
    expect(resultOf(report, 'l2-head').status).not.toBe('fail');
    expect(resultOf(report, 'l2-head').sentence).toMatch(/ (?:in|for) 0 s\b/);
  });
});

describe('input the doctor refuses', () => {
  test.each([
    ['a huge .env', 'A=1\n'.repeat(100_000), /^Text too large: The text is 391 KB/],
    ['a binary .env', 'L1_ENDPOINT_HTTP=http://x\u0000\u0001\u0002', /^Binary data instead of text/],
    ['an empty .env', '', /Nothing to check|The \.env is empty/],
    ['a .env without endpoints', 'FOO=bar\n', /Neither the \.env nor the flags name an L1 or L2 RPC/],
  ])('%s is bad input with a message', async (_, text, message) => {
    const run = await runDoctor(text, FAST);
    expect(run).toEqual({badInput: expect.stringMatching(message) as string});
  });

  test('a flag that is not an http URL is bad input, and secrets in it are never shown', async () => {
    const run = await runDoctor(devnetEnv(l1.url, l2.url, stub.url), {...FAST, l1Rpc: `ftp://user:${DEV_KEY}@host`});
    expect('badInput' in run && run.badInput).toBe('--l1-rpc needs an http:// or https:// URL, not "ftp://host".');
  });
});
