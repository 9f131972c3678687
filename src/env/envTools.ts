/**
 * What the `.env` checker and builder need only once the reader acts: viem
 * (EIP-55 checksums, the address of a private key, fresh random keys), the
 * check engine and the full presets. The pages import this module on demand
 * (useEnvTools), so none of it is part of their first load.
 */
import {checksumAddress, type Hex} from 'viem';
import {generatePrivateKey, privateKeyToAddress} from 'viem/accounts';
import {ENV_REFERENCE_PATH, envKeyAnchor} from '@site/src/data/envKeys';
import {ENV_PRESET_DATA, presetFor, presetText} from '@site/src/data/envPresetData';
import {buildEnv} from './buildEnv';
import type {BuilderChoices} from './builderChoices';
import {checkEnv, type CheckTools, type EnvChoices, type EnvReport} from './checkEnv';
import {diffHunks, diffLines, type DiffHunk} from './diffLines';

function withPrefix(key: string): Hex {
  return (key.startsWith('0x') ? key : `0x${key}`) as Hex;
}

/** The address of a private key, or null when the value is not 64 hex digits of a valid key. */
export function addressOf(privateKey: string): string | null {
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(privateKey)) return null;
  try {
    return privateKeyToAddress(withPrefix(privateKey));
  } catch {
    return null;
  }
}

export const CHECK_TOOLS: CheckTools = {
  isChecksumValid: (address) => checksumAddress(address) === address,
  addressOf: (privateKey) => addressOf(privateKey) ?? '',
};

/** A new private key from the browser's cryptographic random source. */
export function newPrivateKey(): string {
  return generatePrivateKey();
}

export function checkText(text: string, choices: EnvChoices): EnvReport {
  return checkEnv(text, choices, CHECK_TOOLS);
}

const PRESET_KEYS = new Set(ENV_PRESET_DATA.keys);

/** Where the Deploy L2 reference describes a key, or null for a key no preset has. */
export function keyReferenceHref(key: string): string | null {
  return PRESET_KEYS.has(key) ? `${ENV_REFERENCE_PATH}#${envKeyAnchor(key)}` : null;
}

export type BuilderOutput = {text: string; report: EnvReport; hunks: DiffHunk[]};

/** The builder's file for these choices, its self-check and its diff against the preset. */
export function buildOutput(choices: BuilderChoices): BuilderOutput {
  const {text} = buildEnv(choices, {addressOf});
  return {text, report: checkText(text, choices), hunks: diffHunks(diffLines(presetText(presetFor(choices.network)), text))};
}
