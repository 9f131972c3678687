/**
 * The parts of viem the `.env` tools need: EIP-55 checksums, the address of a
 * private key and fresh random keys. The pages import this module on demand,
 * so viem loads only when the reader checks or builds a file.
 */
import {checksumAddress, type Hex} from 'viem';
import {generatePrivateKey, privateKeyToAddress} from 'viem/accounts';
import type {CheckTools} from './checkEnv';

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
