/** Rules about settings that work but put funds or the setup at risk. */
import {ENV_KEY_INFO} from '@site/src/data/envKeys';
import {ENV_PRESET_DATA} from '@site/src/data/envPresetData';
import {issueLink} from '../issueLinks';
import {urlHost, validateValue} from '../validateValue';
import {atKey, make, type Paste} from './paste';
import type {EnvRule} from './rule';

/** Hosts that, inside a container, mean the container itself or this machine. */
export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0', 'host.docker.internal']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);
const L1_ENDPOINTS = ['L1_ENDPOINT_HTTP', 'L1_ENDPOINT_WS', 'L1_BEACON_HTTP'];
/** Raiko's addresses: the prover relayer's container and the protocol deployer (on the host) both use them. */
export const RAIKO_HOSTS = ['SGX_RAIKO_HOST', 'RAIKO_HOST_ZKVM'];
/** URLs the containers use: `localhost` there is the container, not this machine. */
const CONTAINER_URLS = [...L1_ENDPOINTS, 'L2_ENDPOINT_HTTP', 'L2_ENDPOINT_WS', 'L2_AUTH_HTTP', ...RAIKO_HOSTS, 'P2P_SYNC_URL'];

const hostOf = (paste: Paste, key: string) => urlHost(paste.values.get(key) ?? '');
const validKey = (paste: Paste, key: string, value: string) => !validateValue('privateKey', key, value, paste.tools);

export const wellKnownDevKey: EnvRule = {
  id: 'risk-dev-key',
  checks: 'A private key of a public development account, on a public network',
  find: (paste) => {
    if (paste.choices.network === 'devnet') return [];
    const devAccounts = new Map(ENV_PRESET_DATA.devAccounts.map((account) => [account.address.toLowerCase(), account.source]));
    return [...ENV_KEY_INFO].flatMap(([key, info]) => {
      const value = paste.values.get(key);
      if (info.kind !== 'privateKey' || !value || !validKey(paste, key, value)) return [];
      const source = devAccounts.get(paste.tools.addressOf(value).toLowerCase());
      if (!source) return [];
      const message = `${key} is a well-known development key (${source}). Its private key is public, so anyone can take what you send to it on ${paste.network}. Generate your own key and fund it.`;
      return [atKey(paste, 'risk-dev-key', key, message, issueLink('proposer-required-variable-empty'))];
    });
  },
};

/**
 * On the devnet the proposer and the prover relayer send through SurgeProposerWrapper, which
 * accepts only callers its admin authorised; the bond deposit authorises the admin alone
 * (PUBLIC_KEY), signing with PRIVATE_KEY. So all three keys must be that one account.
 */
export const keyNotWrapperCaller: EnvRule = {
  id: 'risk-key-not-wrapper-caller',
  checks: 'On the devnet, a signing key that is not the account of PUBLIC_KEY',
  find: (paste) => {
    const {values, tools} = paste;
    const admin = values.get('PUBLIC_KEY') ?? '';
    if (paste.choices.network !== 'devnet' || validateValue('address', 'PUBLIC_KEY', admin, tools)) return [];
    const signers = [
      {key: 'PRIVATE_KEY', role: 'signs the deployment and the authorisation as the admin', applies: true},
      {key: 'L1_PROPOSER_PRIVATE_KEY', role: 'proposes batches through the wrapper', applies: values.get('ENABLE_PROPOSER') === 'true'},
      {key: 'L1_PROVER_PRIVATE_KEY', role: 'submits proofs through the wrapper', applies: values.get('ENABLE_PROVER') === 'true'},
    ];
    return signers
      .filter(({key, applies}) => {
        const value = values.get(key) ?? '';
        return applies && value && validKey(paste, key, value) && tools.addressOf(value).toLowerCase() !== admin.toLowerCase();
      })
      .map(({key, role}) =>
        atKey(
          paste,
          'risk-key-not-wrapper-caller',
          key,
          `${key} ${role}, but it is not the key of PUBLIC_KEY (${admin}), the only account the deployment authorises on SurgeProposerWrapper: its calls revert. Use PRIVATE_KEY's key, as .env.devnet does.`,
          {to: '/docs/guides/running-surge/deploy-l2#deposit-bond', label: 'Deposit the bond'},
        ),
      );
  },
};

/** The L1 endpoints that point at this machine although the reader said the L1 runs elsewhere. */
function localEndpointsOfRemoteL1(paste: Paste): string[] {
  if (paste.choices.l1 !== 'remote') return [];
  return L1_ENDPOINTS.filter((key) => {
    const host = hostOf(paste, key);
    return host && LOCAL_HOSTS.has(host);
  });
}

export const localEndpointOfRemoteL1: EnvRule = {
  id: 'risk-local-endpoint-remote',
  checks: 'An L1 endpoint on this machine when the L1 runs elsewhere',
  find: (paste) =>
    localEndpointsOfRemoteL1(paste).map((key) =>
      make(
        'risk-local-endpoint-remote',
        `${key} points at ${hostOf(paste, key)}, but you said the L1 runs on another machine or at a provider. Set it to that node's address.`,
        {key, line: paste.lineOf(key)},
      ),
    ),
};

export const localhostInContainer: EnvRule = {
  id: 'risk-localhost-in-container',
  checks: 'A URL the containers use that points at localhost (unless the rule above reported it)',
  find: (paste) => {
    const reported = new Set(localEndpointsOfRemoteL1(paste));
    return CONTAINER_URLS.flatMap((key) => {
      const host = hostOf(paste, key);
      if (!host || !LOOPBACK_HOSTS.has(host) || reported.has(key)) return [];
      const message = RAIKO_HOSTS.includes(key)
        ? `${key} points at ${host}. The prover relayer's container uses this URL, where ${host} is the container itself, and the protocol deployer reads it from this machine's shell, where host.docker.internal does not resolve on Linux. Use the Raiko machine's IP address, for example http://192.168.1.20:8080.`
        : `${key} points at ${host}. The containers use this URL, and inside a container ${host} is the container itself. Use host.docker.internal for a service on this machine, or the machine's address.`;
      return [atKey(paste, 'risk-localhost-in-container', key, message, issueLink('host-docker-internal-unreachable'))];
    });
  },
};

export const timelockedOwnerOnDevnet: EnvRule = {
  id: 'risk-timelocked-owner-devnet',
  checks: 'A test devnet whose contracts a timelock owns',
  find: (paste) =>
    paste.choices.network === 'devnet' && paste.values.get('USE_TIMELOCKED_OWNER') === 'true'
      ? [
          atKey(
            paste,
            'risk-timelocked-owner-devnet',
            'USE_TIMELOCKED_OWNER',
            'USE_TIMELOCKED_OWNER is true: the contracts are owned by a timelock, so you cannot register provers again or change protocol parameters without deploying anew. For a test devnet, answer false.',
            issueLink('timelocked-owner-blocks-changes'),
          ),
        ]
      : [],
};

export const hoodiWithoutP2pSync: EnvRule = {
  id: 'risk-hoodi-without-p2p-sync',
  checks: 'A Hoodi node that syncs from L1 alone',
  find: (paste) =>
    paste.choices.network === 'hoodi' && paste.values.get('ENABLE_P2P_SYNC') === 'false'
      ? [
          atKey(
            paste,
            'risk-hoodi-without-p2p-sync',
            'ENABLE_P2P_SYNC',
            'ENABLE_P2P_SYNC is false, so the node syncs the test network from L1 alone, and stalls at batches whose blobs the beacon nodes have pruned (after about 18 days), unless your beacon node keeps all blobs. Keep it true, with BOOT_NODES and P2P_SYNC_URL from the preset.',
            issueLink('sync-stalls-blobs-pruned'),
          ),
        ]
      : [],
};

export const devnetWithoutProvers: EnvRule = {
  id: 'risk-devnet-without-provers',
  checks: 'A devnet with the bridge but without provers, so withdrawals never complete',
  find: ({choices}) =>
    choices.network === 'devnet' && choices.provers === 'none' && choices.relayers
      ? [
          make(
            'risk-devnet-without-provers',
            'Without provers no batch of your devnet is finalised on L1, so L1→L2 deposits work but L2→L1 withdrawals never complete. Run provers to use the bridge both ways: a ZK and a TEE prover finalise a batch at once, one family alone after the cooldown window.',
            {links: [issueLink('no-batches-finalised')]},
          ),
        ]
      : [],
};

export const RISK_RULES: EnvRule[] = [
  wellKnownDevKey,
  keyNotWrapperCaller,
  localEndpointOfRemoteL1,
  localhostInContainer,
  timelockedOwnerOnDevnet,
  hoodiWithoutP2pSync,
  devnetWithoutProvers,
];
