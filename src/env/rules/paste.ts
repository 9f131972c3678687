/**
 * What every `.env` rule reads: the pasted keys and values, the preset of the
 * chosen network and the reader's choices, worked out once per check. Also the
 * helpers the rules share to word and link their findings.
 */
import {ENV_KEY_INFO, ENV_REFERENCE_PATH, envKeyAnchor, type EnvKeyInfo, type Requirement} from '@site/src/data/envKeys';
import {ENV_PRESET_DATA, effectiveLines, presetFor} from '@site/src/data/envPresetData';
import type {Network} from '@site/src/data/envPresetTypes';
import {CHECKS, type CheckId, type Finding, type FindingLink} from '../checks';
import {isSecretKey} from '../maskSecrets';
import {nearestKey} from '../nearestKey';
import type {EnvEntry} from '../parseEnvText';
import {validateValue, type ValueProblem, type ValueTools} from '../validateValue';

export type EnvChoices = {
  network: Network;
  /** Where the L1 node runs: on this machine, or on another machine or a provider. */
  l1: 'local' | 'remote';
  /** Whether real provers (Raiko hosts) are part of the setup. */
  provers: 'none' | 'real';
  /** Whether the bridge relayers and Bridge UI run. */
  relayers: boolean;
};

export type CheckTools = ValueTools & {
  /** The address of a private key (64 hex digits, with or without 0x). */
  addressOf: (privateKey: string) => string;
};

/** The last line of a key the reference describes, with what is wrong with its value's form (if anything). */
export type CheckedValue = {key: string; info: EnvKeyInfo; value: string; line: number; problem: ValueProblem | null};

export type Paste = {
  choices: EnvChoices;
  tools: CheckTools;
  /** The preset file of the chosen network, and its keys and values. */
  preset: ReturnType<typeof presetFor>;
  presetKeys: Set<string>;
  presetValues: Map<string, {value: string}>;
  /** Every key of any preset of the release. */
  knownKeys: Set<string>;
  /** The pasted lines of each key, in order. */
  byKey: Map<string, EnvEntry[]>;
  /** Each key's value as dotenv reads it: its last line's. */
  values: Map<string, string>;
  /** For each key no preset has, the known key it most likely meant (or null). */
  suggestions: Map<string, string | null>;
  /** The last value of each described key that could be read, checked for its kind; empty values are not checked. */
  checkedValues: CheckedValue[];
  /** The network's name in messages. */
  network: string;
  /** The line of a key's value (its last line), if the paste sets it. */
  lineOf: (key: string) => number | undefined;
};

const NETWORK_NAMES: Record<Network, string> = {devnet: 'devnet', hoodi: 'Hoodi', staging: 'staging'};

export const REQUIREMENT_REASONS: Record<Requirement, string> = {
  always: 'every setup needs it',
  deploy: 'the devnet deploys the contracts with it',
  proposer: 'ENABLE_PROPOSER is true',
  prover: 'you run real provers',
  relayers: 'the relayers run',
  p2p: 'ENABLE_P2P_SYNC is true',
};

/** Reads the paste's entries (at least one) against the chosen network's preset. */
export function readPaste(entries: EnvEntry[], choices: EnvChoices, tools: CheckTools): Paste {
  const preset = presetFor(choices.network);
  const presetValues = effectiveLines(preset);
  const knownKeys = new Set(ENV_PRESET_DATA.keys);
  const byKey = new Map<string, EnvEntry[]>();
  for (const entry of entries) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const suggestions = new Map([...byKey.keys()].filter((key) => !knownKeys.has(key)).map((key) => [key, nearestKey(key, knownKeys)]));
  const checkedValues: CheckedValue[] = [];
  for (const [key, keyEntries] of byKey) {
    const info = ENV_KEY_INFO.get(key);
    const {value, line, damaged} = keyEntries.at(-1)!;
    if (!info || damaged) continue;
    checkedValues.push({key, info, value, line, problem: value === '' ? null : validateValue(info.kind, key, value, tools)});
  }
  return {
    choices,
    tools,
    preset,
    presetKeys: new Set(presetValues.keys()),
    presetValues,
    knownKeys,
    byKey,
    values: new Map([...byKey].map(([key, keyEntries]) => [key, keyEntries.at(-1)!.value])),
    suggestions,
    checkedValues,
    network: NETWORK_NAMES[choices.network],
    lineOf: (key) => byKey.get(key)?.at(-1)?.line,
  };
}

/** Why the setup needs a key of its preset, or null when it does not. */
export function requirementOf(info: EnvKeyInfo, paste: Paste): Requirement | null {
  const {required} = info;
  if (!required || !paste.presetKeys.has(info.key)) return null;
  const {choices, values} = paste;
  const applies: Record<Requirement, boolean> = {
    always: true,
    deploy: choices.network === 'devnet',
    proposer: values.get('ENABLE_PROPOSER') === 'true',
    prover: choices.provers === 'real',
    relayers: choices.relayers,
    p2p: values.get('ENABLE_P2P_SYNC') === 'true',
  };
  return applies[required] ? required : null;
}

export function keyLink(key: string): FindingLink {
  return {to: `${ENV_REFERENCE_PATH}#${envKeyAnchor(key)}`, label: `${key} in the .env reference`};
}

/** A finding of `check`; unless told otherwise it links to its key's row in the reference. */
export function make(check: CheckId, message: string, extra: Partial<Finding> = {}): Finding {
  const links = extra.links ?? (extra.key ? [keyLink(extra.key)] : []);
  return {check, severity: CHECKS[check].severity, message, ...extra, links};
}

/** A finding about `key` at its line, linking to its row in the reference and then to `links`. */
export function atKey(paste: Paste, check: CheckId, key: string, message: string, ...links: FindingLink[]): Finding {
  return make(check, message, {key, line: paste.lineOf(key), links: [keyLink(key), ...links]});
}

/** A value as a message may show it: never a secret. */
export function shown(key: string, value: string): string {
  if (value === '') return 'empty';
  return isSecretKey(key) ? 'a value (hidden)' : `"${value.length > 80 ? `${value.slice(0, 80)}…` : value}"`;
}
