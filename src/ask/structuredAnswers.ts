/**
 * Answers straight from the site's data, before any sentence is ranked: a
 * question that names a custom error (by name or 4-byte selector) gets the
 * error-code data (declaring contract, where the docs explain it); a question
 * about a `.env` key its reference row; a port its row of the devnet's port map;
 * a Hoodi value (chain ID, RPC, explorer, bridge, faucet, contract address) the
 * network data. Each statement cites the section that shows the same data.
 */
import {LOG_PATTERNS} from '@site/src/logs/logPatterns';
import {DEVNET_ISSUES_PATH} from '@site/src/data/devnetIssues';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import type {ErrorCode} from '@site/src/data/errorCodeTypes';
import {ENV_KEY_INFO, ENV_REFERENCE_PATH, envKeyAnchor} from '@site/src/data/envKeys';
import {HOODI_NETWORK, chainIdHex} from '@site/src/data/siteFacts';
import type {QuestionFocus} from './questionKind';
import type {Corpus} from './rankSentences';

/** A statement from data, citing a site path without the base URL. */
export type DataStatement = {text: string; path: string};

export type StructuredAnswer =
  /** The error's meaning is the best docs sentence that names it: the caller ranks those, preferring `helpPaths`. */
  {kind: 'error'; names: string[]; helpPaths: string[]; statements: DataStatement[]} | {kind: 'log' | 'env' | 'port' | 'hoodi'; statements: DataStatement[]};

const ERROR_PAGE = '/docs/troubleshooting/error-codes';
const HOODI_PAGE = '/docs/guides/surge-on-hoodi';
const PORT_MAP = '/docs/guides/running-surge/deploy-l2#port-map';

/** Identifier-like words: CamelCase with an inner capital, or UPPER_SNAKE; optionally called "()". */
const IDENTIFIER = /\b([A-Za-z][A-Za-z0-9_]*)(\(\))?/g;
/** A selector alone, or revert data: the selector then its ABI-encoded arguments, 32 bytes each. */
const SELECTOR = /\b0x([0-9a-fA-F]{8})(?:[0-9a-fA-F]{64})*\b/g;

function errorsNamed(question: string): ErrorCode[] {
  const found = new Map<string, ErrorCode[]>();
  for (const [, name, call] of question.matchAll(IDENTIFIER)) {
    if (!name) continue;
    // "Paused" alone is a word; "Paused()" or "NotAuthorized" is an error name.
    const identifierLike = Boolean(call) || /[a-z][A-Z]/.test(name) || /^[A-Z0-9]+_[A-Z0-9_]+$/.test(name);
    if (!identifierLike) continue;
    const matches = ERROR_CODES.filter((error) => error.name === name);
    if (matches.length > 0) found.set(name, matches);
  }
  for (const [, hex] of question.matchAll(SELECTOR)) {
    const matches = ERROR_CODES.filter((error) => error.selector === `0x${hex!.toLowerCase()}`);
    if (matches.length > 0) found.set(matches[0]!.name, matches);
  }
  return [...found.values()].flat();
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function errorAnswer(errors: ErrorCode[]): StructuredAnswer {
  const byName = new Map<string, ErrorCode[]>();
  for (const error of errors) byName.set(error.name, [...(byName.get(error.name) ?? []), error]);
  const statements: DataStatement[] = [];
  for (const [, declarations] of byName) {
    const first = declarations[0]!;
    const contracts = [...new Set(declarations.map((error) => error.contract ?? `${error.file} (file level)`))];
    statements.push({
      text: `${first.signature} (selector ${first.selector}) is a custom error of ${joinNames(contracts)}.`,
      path: `${ERROR_PAGE}#${first.id}`,
    });
  }
  const helps = errors.flatMap((error) => (error.help ? [error.help] : []));
  for (const help of helps.filter((help, index) => helps.findIndex((other) => other.path === help.path) === index)) {
    statements.push({text: `What to do: ${help.title}.`, path: help.path});
  }
  return {kind: 'error', names: [...byName.keys()], helpPaths: helps.map((help) => help.path), statements};
}

/** Words that only ask what a key is or holds; anything else (a log line, a symptom) is for the docs' sentences to answer. */
const ABOUT_A_KEY = new Set(
  'what is are does do mean means meaning set to be should value values default defaults for key variable env setting purpose used use the a an of in my i need'.split(
    ' ',
  ),
);

function envAnswer(question: string, corpus: Corpus): StructuredAnswer | null {
  const keys = [...question.matchAll(/\b[A-Z][A-Z0-9_]{2,}\b/g)].map(([key]) => key).filter((key) => ENV_KEY_INFO.has(key));
  if (keys.length !== 1) return null;
  const key = keys[0]!;
  const rest = question
    .replace(key, ' ')
    .toLowerCase()
    .split(/[^a-z0-9_.-]+/)
    .filter(Boolean);
  if (!rest.every((word) => ABOUT_A_KEY.has(word))) return null;
  const info = ENV_KEY_INFO.get(key)!;
  const path = `${ENV_REFERENCE_PATH}#${envKeyAnchor(key)}`;
  // The reference row in the records holds the presets' values ("… · .env.devnet: 1200 · .env.hoodi: same").
  const row = corpus.sections.find((section) => section.url.endsWith(path))?.units[0]?.text;
  const values = row?.includes(' — ') ? row.slice(row.indexOf(' — ') + 3) : null;
  const description = info.description.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '');
  return {kind: 'env', statements: [{text: `${key}: ${description}${values ? ` (${values})` : ''}.`, path}]};
}

/** Port-map rows: "8547 / 8548 / 8552 — L2 Nethermind JSON-RPC / WebSocket / Engine API; L2_HTTP_PORT, L2_WS_PORT, …". */
function portAnswer(question: string, corpus: Corpus): StructuredAnswer | null {
  if (!/\bport\b|\ballocated\b|\bin use\b|\blisten|\bbind\b|localhost:\d/i.test(question)) return null;
  const ports = [...question.matchAll(/(?<![\d.])(\d{4,5})(?![\d.])/g)].map(([, port]) => port!);
  if (ports.length === 0) return null;
  const section = corpus.sections.find((candidate) => candidate.url.endsWith(PORT_MAP));
  if (!section) return null;
  const statements: DataStatement[] = [];
  for (const port of ports) {
    for (const unit of section.units.filter((candidate) => candidate.isRow)) {
      const [portCell = '', rest = ''] = unit.text.split(' — ');
      const [serviceCell = '', setBy = ''] = rest.split('; ');
      const rowPorts = portCell.split(' / ').map((cell) => cell.replace(/\s*\(.*\)$/, '').trim());
      const at = rowPorts.indexOf(port);
      if (at < 0) continue;
      const services = serviceCell.split(' / ');
      const keys = setBy.split(', ');
      // "L2 Nethermind JSON-RPC / WebSocket / Engine API": later parts share the first part's subject.
      const subject = services[0]!.split(' ').slice(0, -1).join(' ');
      const service = services.length === rowPorts.length ? (at === 0 ? services[0]! : `${subject} ${services[at]}`) : serviceCell;
      const key = keys.length === rowPorts.length ? keys[at]! : setBy;
      const setting = key === 'fixed' ? 'a fixed port' : key === 'Kurtosis' ? 'published by Kurtosis' : `set by ${key}`;
      statements.push({
        text: `On a devnet, host port ${port} is the ${service} (${setting}); another container or program that already holds it keeps this one from starting.`,
        path: PORT_MAP,
      });
    }
  }
  return statements.length > 0 ? {kind: 'port', statements} : null;
}

function hoodiAnswer(question: string, focus: QuestionFocus): StructuredAnswer | null {
  if (focus.network !== 'hoodi' || focus.kind === 'how' || focus.kind === 'why') return null;
  const text = question.toLowerCase();
  const {l1, l2} = HOODI_NETWORK;
  const statements: DataStatement[] = [];
  const chains = `${HOODI_PAGE}#chains`;
  const endpoints = `${HOODI_PAGE}#public-endpoints`;
  if (/\bchain\s*id\b/.test(text)) {
    const l1Text = `${l1.name} (L1) has chain ID ${l1.chainId} (hex ${chainIdHex(l1.chainId)})`;
    const l2Text = `${l2.name} (the Surge L2) has chain ID ${l2.chainId} (hex ${chainIdHex(l2.chainId)})`;
    const text = focus.layer === 'l1' ? l1Text : focus.layer === 'l2' ? l2Text : `${l2Text}; ${l1Text}`;
    statements.push({text: `${text}.`, path: chains});
  } else if (/\bgenesis\b/.test(text)) {
    statements.push({text: `The genesis hash of ${l2.name} is ${l2.genesisHash} (L2_GENESIS_HASH).`, path: chains});
  } else if (/\bbootnode|\benode\b/.test(text)) {
    statements.push({text: `The bootnode of ${l2.name} is ${l2.bootnode}.`, path: `${HOODI_PAGE}#bootnode`});
  } else if (/\bfaucet\b/.test(text)) {
    statements.push({text: `Hoodi ETH comes from the Hoodi faucet, ${l1.faucet}.`, path: endpoints});
  } else if (/\bexplorer\b/.test(text)) {
    statements.push({
      text: focus.layer === 'l1' ? `The Hoodi L1 explorer is ${l1.explorer}.` : `The Surge L2 explorer on Hoodi is ${l2.explorer}.`,
      path: endpoints,
    });
  } else if (/\bbridge\b/.test(text) && /\b(url|ui|site|link|where)\b/.test(text)) {
    statements.push({text: `The Surge Bridge UI for Hoodi is ${l2.bridge}.`, path: endpoints});
  } else if (/\brpc\b|\bendpoint\b/.test(text)) {
    statements.push({
      text: focus.layer === 'l1' ? `A public Hoodi L1 JSON-RPC is ${l1.publicRpc}.` : `The public JSON-RPC of ${l2.name} (the Surge L2) is ${l2.rpc}.`,
      path: endpoints,
    });
  } else if (/\baddress\b|\bcontract\b/.test(text)) {
    const contracts = [
      ...HOODI_NETWORK.l1Contracts.map((contract) => ({...contract, anchor: 'l1-contracts', layer: 'L1'})),
      ...HOODI_NETWORK.l2Predeploys.map((contract) => ({...contract, anchor: 'l2-predeploys', layer: 'L2'})),
    ];
    const compact = text.replace(/[\s_-]+/g, '');
    const byKey = contracts.filter((contract) => contract.keys.some((key) => compact.includes(key.toLowerCase().replace(/_/g, ''))));
    // Contract names such as "SurgeProposerWrapper"; short words ("Wrapper", "Bridge") name several.
    const byName = contracts.filter((contract) => {
      const name = contract.contract.split(/[\s(:]/)[0]!.toLowerCase();
      return name.length >= 8 && compact.includes(name);
    });
    const named = byKey.length > 0 ? byKey : byName;
    if (named.length !== 1) return null;
    const [contract] = named as [(typeof contracts)[number]];
    statements.push({
      text: `On Hoodi, ${contract.contract.split(' (')[0]} (${contract.keys.join(', ')}) is at ${contract.address} on ${contract.layer}.`,
      path: `${HOODI_PAGE}#${contract.anchor}`,
    });
  }
  return statements.length > 0 ? {kind: 'hoodi', statements} : null;
}

/** A log line the log troubleshooter recognises (src/logs/logPatterns.ts): its explanation, citing its entry. */
function logAnswer(question: string): StructuredAnswer | null {
  const pattern = LOG_PATTERNS.find((candidate) => candidate.test.test(question.trim()));
  return pattern ? {kind: 'log', statements: [{text: pattern.explanation, path: `${DEVNET_ISSUES_PATH}#${pattern.entry}`}]} : null;
}

export function structuredAnswer(question: string, focus: QuestionFocus, corpus: Corpus): StructuredAnswer | null {
  const errors = errorsNamed(question);
  if (errors.length > 0) return errorAnswer(errors);
  return logAnswer(question) ?? envAnswer(question, corpus) ?? portAnswer(question, corpus) ?? hoodiAnswer(question, focus);
}
