/**
 * What the node doctor checks, read from a simple-surge-node `.env` and the command
 * line: the `.env` checker's report, the preset, the endpoints to ask (as this machine
 * reaches them), the hosts it may contact and the values that must never be shown.
 * Pure: no file or network access.
 */
import {ENV_KEY_INFO} from '@site/src/data/envKeys';
import {effectiveLines, presetFor} from '@site/src/data/envPresetData';
import {NETWORKS, type Network} from '@site/src/data/envPresetTypes';
import {checkText} from '@site/src/env/envTools';
import type {EnvReport} from '@site/src/env/checkEnv';
import {isSecretKey} from '@site/src/env/maskSecrets';

export type EndpointRole = 'l1Rpc' | 'l1Beacon' | 'l2Rpc' | 'raikoZk';

/** A URL the doctor asks, and where it came from (a `.env` key or a flag). */
export type Endpoint = {url: string; from: string};

export type DoctorFlags = {
  preset?: Network;
  l1Rpc?: string;
  l1Beacon?: string;
  l2Rpc?: string;
  /** The address that proposes through the wrapper (the doctor never derives one from a key). */
  proposerAddress?: string;
};

export type DoctorSetup = {
  network: Network;
  /** Each key's value as dotenv reads it. */
  values: ReadonlyMap<string, string>;
  envReport: EnvReport;
  endpoints: Partial<Record<EndpointRole, Endpoint>>;
  expectedChainIds: {l1: number; l2: number};
  /** Hosts the `.env` or the flags name (host.docker.internal counts as this machine). */
  allowedHosts: ReadonlySet<string>;
  /** Values to scrub from anything shown: the secret keys' values. */
  secrets: readonly string[];
};

/** Secret values at least this long are scrubbed from everything the doctor shows. */
const MIN_SCRUBBED_CHARS = 8;

/** `host.docker.internal` is how the containers reach this machine; the doctor runs on it. */
const THIS_MACHINE = new Map([['host.docker.internal', '127.0.0.1']]);
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** A URL as this machine reaches it: host.docker.internal becomes 127.0.0.1. */
export function fromThisMachine(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  const local = THIS_MACHINE.get(parsed.hostname.toLowerCase());
  if (local) parsed.hostname = local;
  return parsed.toString().replace(/\/$/, '');
}

function hostOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).hostname.toLowerCase() : null;
}

/** Whether a URL (as this machine reaches it) is on this machine. */
export function onThisMachine(url: string): boolean {
  return LOCAL_NAMES.includes(hostOf(url) ?? '');
}

/** The preset the flags name, else the one whose L1 and L2 chain ids the `.env` has, else devnet. */
function presetOf(values: ReadonlyMap<string, string>, flag: Network | undefined): Network {
  if (flag) return flag;
  const matching = NETWORKS.find((network) => {
    const preset = effectiveLines(presetFor(network));
    return preset.get('L1_CHAINID')?.value === values.get('L1_CHAINID') && preset.get('L2_CHAINID')?.value === values.get('L2_CHAINID');
  });
  return matching ?? 'devnet';
}

function endpointsOf(values: ReadonlyMap<string, string>, flags: DoctorFlags): DoctorSetup['endpoints'] {
  const pick = (flag: string | undefined, flagName: string, key: string): Endpoint | undefined => {
    if (flag) return {url: flag.replace(/\/$/, ''), from: flagName};
    const value = values.get(key);
    return value ? {url: fromThisMachine(value), from: key} : undefined;
  };
  const l2Port = values.get('L2_HTTP_PORT');
  const endpoints: DoctorSetup['endpoints'] = {
    l1Rpc: pick(flags.l1Rpc, '--l1-rpc', 'L1_ENDPOINT_HTTP'),
    l1Beacon: pick(flags.l1Beacon, '--l1-beacon', 'L1_BEACON_HTTP'),
    // The containers' L2 address, else the port the node publishes on this machine.
    l2Rpc: pick(flags.l2Rpc, '--l2-rpc', 'L2_ENDPOINT_HTTP') ?? (l2Port ? {url: `http://127.0.0.1:${l2Port}`, from: 'L2_HTTP_PORT'} : undefined),
    raikoZk: pick(undefined, '', 'RAIKO_HOST_ZKVM'),
  };
  return Object.fromEntries(Object.entries(endpoints).filter(([, endpoint]) => endpoint)) as DoctorSetup['endpoints'];
}

/** Every host a value of the `.env` or a flag names, as URL.hostname gives it (the L2 port on this machine names it too). */
function namedHosts(values: ReadonlyMap<string, string>, flags: DoctorFlags, endpoints: DoctorSetup['endpoints']): Set<string> {
  const urls = [...values.values(), flags.l1Rpc, flags.l1Beacon, flags.l2Rpc, endpoints.l2Rpc?.url].filter(
    (value): value is string => !!value && /^[a-z][\w+.-]*:\/\//i.test(value),
  );
  const hosts = new Set(urls.map((url) => hostOf(fromThisMachine(url))).filter((host): host is string => host !== null));
  if ([...hosts].some((host) => LOCAL_NAMES.includes(host))) for (const name of LOCAL_NAMES) hosts.add(name);
  return hosts;
}

/** Reads the `.env` text with the checker, then the setup the doctor checks. */
export function readSetup(envText: string, flags: DoctorFlags): DoctorSetup {
  const firstRead = checkText(envText, {network: flags.preset ?? 'devnet', l1: 'local', provers: 'none', relayers: false});
  const values = new Map(firstRead.entries.map((entry) => [entry.key, entry.value]));
  const network = presetOf(values, flags.preset);
  const endpoints = endpointsOf(values, flags);
  const l1Host = endpoints.l1Rpc ? hostOf(endpoints.l1Rpc.url) : null;
  const envReport = checkText(envText, {
    network,
    l1: l1Host && !LOCAL_NAMES.includes(l1Host) ? 'remote' : 'local',
    provers: values.get('SGX_RAIKO_HOST') || values.get('RAIKO_HOST_ZKVM') ? 'real' : 'none',
    relayers: false,
  });
  const preset = effectiveLines(presetFor(network));
  return {
    network,
    values,
    envReport,
    endpoints,
    expectedChainIds: {l1: Number(preset.get('L1_CHAINID')?.value), l2: Number(preset.get('L2_CHAINID')?.value)},
    allowedHosts: namedHosts(values, flags, endpoints),
    // A safety net: no message quotes a value. Short ones ("admin", the presets' RabbitMQ password) are words of the messages too.
    secrets: firstRead.entries.filter((entry) => isSecretKey(entry.key) && entry.value.length >= MIN_SCRUBBED_CHARS).map((entry) => entry.value),
  };
}

/** Keys of the `.env` that hold the address of a contract on `layer`, in the order of the reference. */
export function contractKeys(layer: 'L1' | 'L2'): string[] {
  return [...ENV_KEY_INFO.values()].filter((info) => info.kind === 'address' && info.layer === layer).map((info) => info.key);
}
