/**
 * A devnet on loopback for the doctor's tests: two anvil nodes (the L1 and the L2, with
 * the devnet preset's chain ids, the L2 mining a block a second), stand-in contracts at
 * the `.env`'s addresses (set with anvil_setCode, so nothing is signed), and a small HTTP
 * stub that plays the beacon API and Raiko's /guest_data, or a broken node when told.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import {createRequire} from 'node:module';
import type {AddressInfo} from 'node:net';
import type {Hex} from 'viem';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {effectiveLines, presetFor, presetText} from '@site/src/data/envPresetData';
import {contractKeys} from '../readSetup';
import {answering, assemble, selectorOf} from './standInContracts';

/** Anvil's first default account: a public development key, fine on a devnet. */
export const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const SP1_PROGRAM = `0x${'51'.repeat(32)}` as Hex;
export const RISC0_IMAGE = `0x${'52'.repeat(32)}` as Hex;
export const TIMELOCK = '0x59648183321e4F3e99526dc2F5dD8B9648B95631';
export const NOT_AUTHORIZED = ERROR_CODES.find((error) => error.contract === 'SurgeProposerWrapper' && error.name === 'NotAuthorized')!.selector;
const ONE_ETH = 10n ** 18n;

function anvilBinary(): string {
  const arch = {x64: 'amd64', arm64: 'arm64'}[process.arch as string] ?? process.arch;
  return createRequire(import.meta.url).resolve(`@foundry-rs/anvil-${process.platform}-${arch}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`);
}

export type Anvil = {url: string; process: ChildProcess};

export function startAnvil(chainId: number, extra: string[] = []): Promise<Anvil> {
  const child = spawn(anvilBinary(), ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), ...extra], {stdio: ['ignore', 'pipe', 'pipe']});
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`anvil did not start: ${output}`)), 15_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({url: `http://${listening[1]}`, process: child});
      }
    });
    child.once('exit', (code) => reject(new Error(`anvil exited with ${code}: ${output}`)));
  });
}

export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params}),
  });
  const answer = (await response.json()) as {result?: unknown; error?: {message: string}};
  if (answer.error) throw new Error(answer.error.message);
  return answer.result;
}

export const setCode = (url: string, address: string, code: Hex) => rpc(url, 'anvil_setCode', [address, code]);

export type StubHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server on loopback whose answer per path the test sets. */
export async function startStub(): Promise<{url: string; server: Server; handle: Map<string, StubHandler>}> {
  const handle = new Map<string, StubHandler>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    (handle.get(path) ?? handle.get('*') ?? ((_, res) => res.writeHead(404).end()))(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, handle};
}

export const json =
  (body: unknown): StubHandler =>
  (_, response) =>
    response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(body));

/** A port nothing listens on (taken, then freed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = (url: string) => new URL(url).port;

/** The devnet preset with the test's nodes (as the containers name this machine), the dev key and a timelock owner. */
export function devnetEnv(l1: string, l2: string, stub: string, changes: Record<string, string> = {}): string {
  const values: Record<string, string> = {
    L1_ENDPOINT_HTTP: `http://host.docker.internal:${port(l1)}`,
    L1_BEACON_HTTP: `http://host.docker.internal:${port(stub)}`,
    L2_ENDPOINT_HTTP: `http://host.docker.internal:${port(l2)}`,
    PUBLIC_KEY: DEV_ADDRESS,
    PRIVATE_KEY: DEV_KEY,
    L1_PROPOSER_PRIVATE_KEY: DEV_KEY,
    L1_PROVER_PRIVATE_KEY: DEV_KEY,
    SGX_RAIKO_HOST: `http://host.docker.internal:${port(stub)}`,
    RAIKO_HOST_ZKVM: `http://host.docker.internal:${port(stub)}`,
    L1_OWNER: TIMELOCK,
    SURGE_TIMELOCK_CONTROLLER: TIMELOCK,
    ...changes,
  };
  const lines = presetText(presetFor('devnet')).split('\n');
  const keyOf = (line: string) => line.slice(0, line.indexOf('='));
  // One line per key (the preset sets TX_MIN_TIP_CAP twice, which the checker warns about).
  return lines
    .filter((line, index) => !lines.slice(index + 1).some((later) => keyOf(later) === keyOf(line) && keyOf(line) !== ''))
    .map((line) => (keyOf(line) in values ? `${keyOf(line)}=${values[keyOf(line)]}` : line))
    .join('\n');
}

/** Stand-ins at every contract address of the devnet preset (and the test's timelock): healthy answers. */
export async function deployStandIns(l1: string, l2: string): Promise<void> {
  const preset = effectiveLines(presetFor('devnet'));
  const address = (key: string) => preset.get(key)!.value;
  const special: Record<string, Hex> = {
    SGX_RETH_VERIFIER: answering('sgxInstanceCount', 1n),
    SGX_GETH_VERIFIER: answering('sgxInstanceCount', 2n),
    SP1_RETH_VERIFIER: answering('sp1ProgramTrusted', 1n),
    RISC0_RETH_VERIFIER: answering('risc0ImageTrusted', 1n),
    TAIKO_INBOX: answering('bondBalance', 1000n * ONE_ETH),
    SURGE_PROPOSER_WRAPPER: assemble([{selector: selectorOf('wrapperDeposit'), answer: 'stop'}]).code,
  };
  const l1Keys = contractKeys('L1').filter((key) => /^0x(?!0{40})[0-9a-f]{40}$/i.test(address(key) ?? ''));
  await Promise.all(l1Keys.map((key) => setCode(l1, address(key), special[key] ?? '0x00')));
  await setCode(l1, TIMELOCK, answering('timelockDelay', 60n));
  await Promise.all(contractKeys('L2').map((key) => setCode(l2, address(key), '0x00')));
}

/** The stub as a healthy beacon node and Raiko. */
export function healthyStub(handle: Map<string, StubHandler>): void {
  handle.clear();
  handle.set('/eth/v1/node/syncing', json({data: {head_slot: '120', sync_distance: '0', is_syncing: false}}));
  handle.set('/guest_data', json({sp1: {block_program_hash: SP1_PROGRAM}, risc0: {block_program_hash: RISC0_IMAGE}}));
}
