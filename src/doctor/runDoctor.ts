/**
 * Runs the node doctor: reads the setup (the `.env` checker first), then every check the
 * setup makes relevant, each after the checks it needs, all under one time limit. Returns
 * the report, or why the input cannot be checked. The network is reached only through the
 * client it is given (reachNode.ts by default), so tests can hand it another.
 */
import {CHECKS} from '@site/src/env/checks';
import {DOCTOR_CHECKS, ENV_CHECK, envOutcome, type CheckContext, type DoctorCheck} from './doctorChecks';
import type {CheckResult, DoctorReport, NotRun, Outcome} from './doctorTypes';
import {createNodeClient, ReachProblem, shownUrl, type NodeClient, type NodeClientOptions} from './reachNode';
import {readSetup, type DoctorFlags, type DoctorSetup, type EndpointRole} from './readSetup';

export type DoctorOptions = DoctorFlags & {
  /** How long the L2 head is watched. */
  headWindowMs: number;
  /** Each call's time limit. */
  callTimeoutMs: number;
  /** The whole run's time limit. */
  totalTimeoutMs: number;
};

export const DEFAULT_OPTIONS = {headWindowMs: 12_000, callTimeoutMs: 5_000, totalTimeoutMs: 30_000} as const satisfies Partial<DoctorOptions>;

export type DoctorRun = {report: DoctorReport} | {badInput: string};

const ROLE_NAMES: Record<EndpointRole, string> = {l1Rpc: 'L1 RPC', l1Beacon: 'L1 beacon API', l2Rpc: 'L2 RPC', raikoZk: 'ZK Raiko'};

/** Each secret value replaced wherever it appears in the report's text. */
function scrub<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return secrets.reduce((text, secret) => text.split(secret).join('••••••'), value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrub(item, secrets)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, secrets)])) as T;
  return value;
}

/** A call that got no usable answer, as the check's sentence: which endpoint, and what happened. */
function unreachedOutcome(setup: DoctorSetup, problem: ReachProblem): Outcome {
  // The longest endpoint the URL starts with (a beacon API and Raiko may share a host).
  const role = (Object.keys(setup.endpoints) as EndpointRole[])
    .filter((key) => problem.url.startsWith(setup.endpoints[key]!.url))
    .sort((a, b) => setup.endpoints[b]!.url.length - setup.endpoints[a]!.url.length)[0];
  const endpoint = role ? setup.endpoints[role]! : null;
  const name = endpoint ? `The ${ROLE_NAMES[role!]} (${shownUrl(endpoint.url)}, from ${endpoint.from})` : `The address ${shownUrl(problem.url)}`;
  return {status: 'fail', sentence: `${name} ${problem.message}.`};
}

function badInputOf(envText: string, setup: DoctorSetup, options: DoctorOptions): string | null {
  const input = setup.envReport.findings.find((finding) => finding.check.startsWith('input-'));
  if (input) return `${CHECKS[input.check].title}: ${input.message}`;
  if (envText.trim() === '') return 'The .env is empty: pass the simple-surge-node .env file.';
  for (const [flag, url] of [
    ['--l1-rpc', options.l1Rpc],
    ['--l1-beacon', options.l1Beacon],
    ['--l2-rpc', options.l2Rpc],
  ] as const) {
    if (url !== undefined && !/^https?:\/\/[^/]/i.test(url)) return `${flag} needs an http:// or https:// URL, not "${shownUrl(url)}".`;
  }
  if (!setup.endpoints.l1Rpc && !setup.endpoints.l2Rpc)
    return 'Neither the .env nor the flags name an L1 or L2 RPC (L1_ENDPOINT_HTTP, L2_ENDPOINT_HTTP, --l1-rpc, --l2-rpc): there is nothing to ask.';
  return null;
}

async function runCheck(check: DoctorCheck, context: CheckContext): Promise<Outcome> {
  try {
    return await check.run(context);
  } catch (error) {
    if (error instanceof ReachProblem) return unreachedOutcome(context.setup, error);
    return {status: 'fail', sentence: `The check stopped: ${error instanceof Error ? error.message : String(error)}.`};
  }
}

export type DoctorIo = {createClient?: (options: NodeClientOptions) => NodeClient};

export async function runDoctor(envText: string, options: DoctorOptions, io: DoctorIo = {}): Promise<DoctorRun> {
  const started = Date.now();
  const setup = readSetup(envText, options);
  const badInput = badInputOf(envText, setup, options);
  if (badInput) return {badInput: scrub(badInput, setup.secrets)};
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.totalTimeoutMs);
  const client = (io.createClient ?? createNodeClient)({allowedHosts: setup.allowedHosts, callTimeoutMs: options.callTimeoutMs, deadline: deadline.signal});
  let guestData: Promise<unknown> | null = null;
  const context: CheckContext = {
    setup,
    flags: options,
    client,
    // The head is watched for the window, or until the run's time limit is near.
    headWindowMs: Math.min(options.headWindowMs, Math.max(0, options.totalTimeoutMs - options.callTimeoutMs - 500)),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    guestData: () => (guestData ??= client.getJson(`${setup.endpoints.raikoZk!.url}/guest_data`).catch(() => null)),
  };
  const notRelevant: NotRun[] = [];
  const notRun: NotRun[] = [];
  const running = new Map<string, Promise<CheckResult | null>>();
  for (const check of DOCTOR_CHECKS) {
    const reason = check.notRelevant(setup, options);
    if (reason) {
      notRelevant.push({id: check.id, title: check.title, reason});
      continue;
    }
    const link = check.link(setup.network);
    running.set(
      check.id,
      Promise.all(check.after.map((id) => running.get(id) ?? Promise.resolve(null))).then(async (needed) => {
        const failed = needed.find((result) => result && result.status !== 'pass');
        if (failed || needed.some((result) => result === null)) {
          notRun.push({id: check.id, title: check.title, reason: `needs "${failed?.title ?? check.after.join(', ')}" to pass`});
          return null;
        }
        const checkStarted = Date.now();
        const outcome = await runCheck(check, context);
        return {id: check.id, title: check.title, link, ...outcome, ms: Date.now() - checkStarted};
      }),
    );
  }
  const results = (await Promise.all(running.values())).filter((result): result is CheckResult => result !== null);
  clearTimeout(timer);
  const hide = (text: string) => scrub(text, setup.secrets);
  const envResult: CheckResult = {...ENV_CHECK, link: ENV_CHECK.link(), ...envOutcome(setup, hide), ms: 0};
  const endpoints = (Object.keys(setup.endpoints) as EndpointRole[]).map((role) => ({
    role: ROLE_NAMES[role],
    url: shownUrl(setup.endpoints[role]!.url),
    from: setup.endpoints[role]!.from,
  }));
  const order = (check: NotRun) => DOCTOR_CHECKS.findIndex((item) => item.id === check.id);
  notRun.sort((a, b) => order(a) - order(b));
  const report: DoctorReport = {network: setup.network, endpoints, results: [envResult, ...results], notRun, notRelevant, ms: Date.now() - started};
  return {report: scrub(report, setup.secrets)};
}
