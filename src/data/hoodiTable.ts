/**
 * The rows of the Hoodi network tables, built from src/data/hoodiNetwork.json.
 * Cells hold inline Markdown (`code` and [links](url)): the React table and the
 * Markdown copy (plugins/llms-txt) render the same rows.
 */
import {HOODI_NETWORK, chainIdHex, type HoodiContract} from './siteFacts';

export const HOODI_TABLES = ['chains', 'endpoints', 'l1Contracts', 'l2Predeploys'] as const;
export type HoodiTableName = (typeof HOODI_TABLES)[number];

export type HoodiTable = {headers: string[]; rows: string[][]};

const {l1, l2} = HOODI_NETWORK;

function code(text: string | number): string {
  return `\`${text}\``;
}

function link(url: string, text = url): string {
  return `[${text}](${url})`;
}

function chainId(value: number): string {
  return `${code(value)} (hex ${code(chainIdHex(value))})`;
}

function contractRows(contracts: readonly HoodiContract[]): string[][] {
  return contracts.map((contract) => [contract.keys.map(code).join(' and '), contract.contract, code(contract.address)]);
}

const BUILDERS: Record<HoodiTableName, () => HoodiTable> = {
  chains: () => ({
    headers: ['', 'L1', 'L2'],
    rows: [
      ['Network', l1.name, l2.name],
      ['Chain ID', chainId(l1.chainId), chainId(l2.chainId)],
      ['`.env` key', code('L1_CHAINID'), code('L2_CHAINID')],
      ['Genesis hash', '—', `${code(l2.genesisHash)} (${code('L2_GENESIS_HASH')})`],
      ['Execution fork on L2', '—', l2.evmVersion],
      ['Native currency', l2.currency, `${l2.currency} (${l2.currencyDecimals} decimals)`],
      ['Chainspec in simple-surge-node', '—', `${code('./static/testnet/chainspec.json')} (${code('CHAINSPEC_PATH_ON_HOST')})`],
      ['Network information', link(l1.networkRepository, 'eth-clients/hoodi'), 'this page'],
    ],
  }),
  endpoints: () => ({
    headers: ['Service', 'URL'],
    rows: [
      ['Surge L2 JSON-RPC', link(l2.rpc)],
      ['Surge L2 explorer (Blockscout)', link(l2.explorer)],
      ['Surge Bridge UI', link(l2.bridge)],
      ['Hoodi L1 explorer', link(l1.explorer)],
      ['Hoodi public JSON-RPC', link(l1.publicRpc)],
      ['Hoodi faucet', link(l1.faucet)],
    ],
  }),
  l1Contracts: () => ({headers: ['`.env` key', 'Contract', 'Address'], rows: contractRows(HOODI_NETWORK.l1Contracts)}),
  l2Predeploys: () => ({headers: ['`.env` key', 'Contract', 'Address'], rows: contractRows(HOODI_NETWORK.l2Predeploys)}),
};

export function hoodiTable(name: HoodiTableName): HoodiTable {
  const build = BUILDERS[name];
  if (!build) throw new Error(`HoodiNetworkTable: unknown table "${name}"; use one of ${HOODI_TABLES.join(', ')}.`);
  return build();
}
