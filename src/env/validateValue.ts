/**
 * Checks one non-empty `.env` value against the kind of value its key takes
 * (src/data/envKeys.ts). The EIP-55 checksum test is passed in, so this module
 * stays free of viem and the page loads viem only when it checks.
 */
import type {EnvKeyKind} from '@site/src/data/envKeys';
import type {CheckId} from './checks';
import {describeText} from './maskSecrets';

export type ValueTools = {
  /** Whether a mixed-case address matches its EIP-55 checksum. */
  isChecksumValid: (address: `0x${string}`) => boolean;
};

export type ValueProblem = {check: CheckId; message: string};

/** secp256k1 group order: a private key must be below it and not zero. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const GO_DURATION = /^(?:0|(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+)$/;
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ENODE = /^enode:\/\/[0-9a-fA-F]{128}@([^:/?#\s]+):(\d+)(\?discport=\d+)?$/;
const L2_NETWORKS = ['devnet', 'testnet', 'mainnet'];

function quoted(value: string): string {
  return `"${describeText(value)}"`;
}

function isPort(text: string): boolean {
  return /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= 65535;
}

function placeholder(value: string): string | null {
  return /<[^>]*>/.exec(value)?.[0] ?? null;
}

function checkAddress(key: string, value: string, tools: ValueTools): ValueProblem | null {
  if (!ADDRESS.test(value)) {
    const digits = value.replace(/^0x/i, '');
    const detail = !/^0x/.test(value)
      ? 'it must start with 0x'
      : /[^0-9a-fA-F]/.test(digits)
        ? 'it contains characters that are not hex digits'
        : `it has ${digits.length} hex digits instead of 40`;
    return {check: 'value-address', message: `${key} is not a 20-byte address (${quoted(value)}): ${detail}.`};
  }
  const digits = value.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && !tools.isChecksumValid(value as `0x${string}`)) {
    return {
      check: 'value-address-checksum',
      message: `${key} (${value}) mixes upper and lower case, but not as its EIP-55 checksum prescribes: a character was probably mistyped. Copy the address again from its source.`,
    };
  }
  return null;
}

function checkUrl(key: string, value: string, schemes: readonly string[]): ValueProblem | null {
  const marker = placeholder(value);
  if (marker) return {check: 'value-url', message: `${key} still holds the placeholder ${marker}: replace it with a real address.`};
  if (!value.includes('://')) {
    return {check: 'value-url', message: `${key} (${quoted(value)}) has no scheme: write it as ${schemes[0]}://${describeText(value)}.`};
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {check: 'value-url', message: `${key} is not a URL (${quoted(value)}). Write it in full, for example ${schemes[0]}://192.0.2.10:8545.`};
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (!schemes.includes(scheme)) {
    return {check: 'value-url', message: `${key} uses ${scheme}://, but it needs ${schemes.map((s) => `${s}://`).join(' or ')}.`};
  }
  if (!url.hostname) return {check: 'value-url', message: `${key} has no host name (${quoted(value)}).`};
  if (url.port && !isPort(url.port)) return {check: 'value-url', message: `${key} has an invalid port (${quoted(value)}).`};
  return null;
}

function checkAddressList(key: string, value: string, tools: ValueTools): ValueProblem | null {
  for (const item of value.split(',').map((part) => part.trim())) {
    const problem = checkAddress(key, item, tools);
    if (problem) return {...problem, message: `${problem.message} ${key} is a comma-separated list of addresses.`};
  }
  return null;
}

function checkEnodes(key: string, value: string): ValueProblem | null {
  for (const item of value.split(',').map((part) => part.trim())) {
    const match = ENODE.exec(item);
    if (!match || !isPort(match[2]!)) {
      return {
        check: 'value-enode',
        message: `${key} holds ${quoted(item)}, which is not an enode (enode://<128 hex digits>@<ip>:<port>). Separate several with commas.`,
      };
    }
  }
  return null;
}

function checkPrivateKey(key: string, value: string): ValueProblem | null {
  const digits = value.replace(/^0x/, '');
  // Never quote the value: it is a secret.
  if (!/^[0-9a-fA-F]{64}$/.test(digits)) {
    const marker = placeholder(value);
    return {
      check: 'value-private-key',
      message: marker
        ? `${key} still holds the placeholder ${marker}: put a private key there.`
        : `${key} is not a private key: it takes 64 hex digits, with or without 0x (the value has ${value.length} characters).`,
    };
  }
  const number = BigInt(`0x${digits}`);
  return number === 0n || number >= SECP256K1_N
    ? {check: 'value-private-key', message: `${key} is outside the range of secp256k1 private keys, so no account has it.`}
    : null;
}

export function validateValue(kind: EnvKeyKind, key: string, value: string, tools: ValueTools): ValueProblem | null {
  switch (kind) {
    case 'port':
      return isPort(value) ? null : {check: 'value-port', message: `${key} is ${quoted(value)}, but a port is a whole number from 1 to 65535.`};
    case 'address':
      return checkAddress(key, value, tools);
    case 'addressList':
      return checkAddressList(key, value, tools);
    case 'httpUrl':
      return checkUrl(key, value, ['http', 'https']);
    case 'wsUrl':
      return checkUrl(key, value, ['ws', 'wss']);
    case 'url':
      return checkUrl(key, value, ['http', 'https']);
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : {check: 'value-boolean', message: `${key} is ${quoted(value)}. Write true or false: the scripts compare the text.`};
    case 'chainId':
    case 'integer':
      return /^\d+$/.test(value) ? null : {check: 'value-integer', message: `${key} is ${quoted(value)}, but it takes a whole number (digits only).`};
    case 'decimal':
      return /^\d+(\.\d+)?$/.test(value) ? null : {check: 'value-decimal', message: `${key} is ${quoted(value)}, but it takes a number such as 1.0.`};
    case 'duration':
      return GO_DURATION.test(value)
        ? null
        : {check: 'value-duration', message: `${key} is ${quoted(value)}, but it takes a duration with a unit, such as 30s, 1m or 1h30m.`};
    case 'hash32':
      return /^0x[0-9a-fA-F]{64}$/.test(value)
        ? null
        : {check: 'value-hash', message: `${key} is ${quoted(value)}, but it takes a 32-byte hash: 0x and 64 hex digits.`};
    case 'hex': {
      const digits = value.replace(/^0x/, '');
      return /^[0-9a-fA-F]*$/.test(digits) && digits.length % 2 === 0
        ? null
        : {check: 'value-hex', message: `${key} is not hex data (${quoted(value)}): use hex digits, an even number of them, with or without 0x.`};
    }
    case 'enodeList':
      return checkEnodes(key, value);
    case 'hostPort': {
      const match = /^([^:\s]+):(\d+)$/.exec(value);
      return match && HOST_NAME.test(match[1]!) && isPort(match[2]!)
        ? null
        : {check: 'value-host-port', message: `${key} is ${quoted(value)}, but it takes host:port, such as localhost:3306.`};
    }
    case 'host':
      return HOST_NAME.test(value)
        ? null
        : {check: 'value-host', message: `${key} is ${quoted(value)}, but it takes a host name or IP address alone, without scheme or port.`};
    case 'privateKey':
      return checkPrivateKey(key, value);
    case 'l2Network':
      return L2_NETWORKS.includes(value)
        ? null
        : {check: 'value-l2-network', message: `${key} is ${quoted(value)}; the inbox variants are devnet, testnet and mainnet.`};
    case 'path':
    case 'text':
      return null;
  }
}

/** The host of a URL value, or null when it does not parse. */
export function urlHost(value: string): string | null {
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
}
