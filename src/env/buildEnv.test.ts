import {checksumAddress, type Hex} from 'viem';
import {privateKeyToAddress} from 'viem/accounts';
import {describe, expect, test} from 'vitest';
import {DEVNET_TEST_KEYS, TEST_KEYS} from '../../tests/fixtures/env/envFixtures';
import {buildEnv} from './buildEnv';
import {defaultBuilderChoices, offersP2p, secretKeysOf, type BuilderChoices} from './builderChoices';
import {maskEnvLine} from './maskSecrets';
import {checkEnv} from './checkEnv';

const addressOf = (key: string) => (/^(0x)?[0-9a-fA-F]{64}$/.test(key) ? privateKeyToAddress((key.startsWith('0x') ? key : `0x${key}`) as Hex) : null);
const tools = {isChecksumValid: (a: `0x${string}`) => checksumAddress(a) === a, addressOf: (k: string) => addressOf(k)!};
const build = (choices: BuilderChoices) => buildEnv(choices, {addressOf}).text;
const errors = (text: string, choices: BuilderChoices) => checkEnv(text, choices, tools).findings.filter((f) => f.severity === 'error');
const value = (text: string, key: string) => new RegExp(`^${key}=(.*)$`, 'm').exec(text)?.[1];
const allKeys = (network: BuilderChoices['network']) => {
  const keys: Record<string, string> = network === 'devnet' ? DEVNET_TEST_KEYS : TEST_KEYS;
  return Object.fromEntries(secretKeysOf(network).map((key) => [key, keys[key]!]));
};

describe('building a .env', () => {
  test.each([
    ['devnet', {}],
    ['devnet', {provers: 'real', raikoHosts: {sgx: 'http://192.0.2.20:8080', zk: 'http://192.0.2.21:8080'}}],
    ['devnet', {l1: 'remote', l1Urls: {http: 'http://192.0.2.10:32003', ws: 'ws://192.0.2.10:32004', beacon: 'http://192.0.2.10:33001'}}],
    ['hoodi', {l1Urls: {http: 'http://host.docker.internal:8545', ws: 'ws://host.docker.internal:8546', beacon: 'http://host.docker.internal:5052'}}],
    [
      'hoodi',
      {
        l1: 'remote',
        p2p: false,
        relayers: false,
        proposer: false,
        l1Urls: {http: 'https://rpc.example', ws: 'wss://rpc.example', beacon: 'https://beacon.example'},
      },
    ],
    ['staging', {l1Urls: {http: 'https://l1-rpc.staging.surge.wtf', ws: 'wss://l1-ws.example', beacon: 'https://l1-beacon.staging.surge.wtf'}}],
  ] as const)('%s %o: the output passes the checker without errors', (network, overrides) => {
    const choices: BuilderChoices = {...defaultBuilderChoices(network), keys: allKeys(network), ...overrides} as BuilderChoices;
    expect(errors(build(choices), choices)).toEqual([]);
  });

  test('keeps a repeated key once, with the value that counted', () => {
    const text = build({...defaultBuilderChoices('devnet'), keys: allKeys('devnet')});
    expect(text.match(/^TX_MIN_TIP_CAP=/gm)).toHaveLength(1);
    expect(value(text, 'TX_MIN_TIP_CAP')).toBe('1.0');
    expect(text.match(/^BROADCAST=/gm)).toHaveLength(1);
  });

  test('applies the choices', () => {
    const choices: BuilderChoices = {
      ...defaultBuilderChoices('hoodi'),
      provers: 'real',
      proposer: false,
      p2p: false,
      raikoHosts: {sgx: 'http://192.0.2.20:8080', zk: 'http://192.0.2.21:8080'},
      l1Urls: {http: 'http://192.0.2.10:8545', ws: 'ws://192.0.2.10:8546', beacon: 'http://192.0.2.10:5052'},
    };
    const text = build(choices);
    expect(value(text, 'ENABLE_PROVER')).toBe('true');
    expect(value(text, 'SGX_RAIKO_HOST')).toBe('http://192.0.2.20:8080');
    expect(value(text, 'ENABLE_PROPOSER')).toBe('false');
    expect(value(text, 'ENABLE_P2P_SYNC')).toBe('false');
    expect(value(text, 'L1_ENDPOINT_WS')).toBe('ws://192.0.2.10:8546');
    expect(value(text, 'ALLOW_EMPTY_BLOCKS')).toBe('');
  });

  test('turns the prover relayer off while there are no provers', () => {
    expect(value(build(defaultBuilderChoices('devnet')), 'ENABLE_PROVER')).toBe('false');
  });

  test('derives PUBLIC_KEY from the deployer key on the devnet', () => {
    const text = build({...defaultBuilderChoices('devnet'), keys: {PRIVATE_KEY: TEST_KEYS.PRIVATE_KEY}});
    expect(value(text, 'PUBLIC_KEY')).toBe(addressOf(TEST_KEYS.PRIVATE_KEY));
  });

  test('on the devnet, gives the proposer and the prover the deployer key when theirs are empty (the wrapper accepts no other)', () => {
    const text = build({...defaultBuilderChoices('devnet'), keys: {PRIVATE_KEY: TEST_KEYS.PRIVATE_KEY}});
    expect(value(text, 'L1_PROPOSER_PRIVATE_KEY')).toBe(TEST_KEYS.PRIVATE_KEY);
    expect(value(text, 'L1_PROVER_PRIVATE_KEY')).toBe(TEST_KEYS.PRIVATE_KEY);
    const own = build({...defaultBuilderChoices('devnet'), keys: {PRIVATE_KEY: TEST_KEYS.PRIVATE_KEY, L1_PROVER_PRIVATE_KEY: TEST_KEYS.L1_PROVER_PRIVATE_KEY}});
    expect(value(own, 'L1_PROVER_PRIVATE_KEY')).toBe(TEST_KEYS.L1_PROVER_PRIVATE_KEY);
  });

  test('leaves private keys empty rather than inventing them', () => {
    const text = build(defaultBuilderChoices('hoodi'));
    expect(value(text, 'L1_PROPOSER_PRIVATE_KEY')).toBe('');
  });

  test('quotes values that a shell would split', () => {
    const text = build({...defaultBuilderChoices('devnet'), l1Urls: {http: 'http://a b', ws: '', beacon: ''}});
    expect(value(text, 'L1_ENDPOINT_HTTP')).toBe('"http://a b"');
  });

  test('offers P2P sync only where the preset has bootnodes', () => {
    expect([offersP2p('devnet'), offersP2p('hoodi'), offersP2p('staging')]).toEqual([false, true, false]);
  });

  test('masks private keys and passwords when shown', () => {
    expect(maskEnvLine(`L1_PROPOSER_PRIVATE_KEY=${TEST_KEYS.L1_PROPOSER_PRIVATE_KEY}`)).toBe('L1_PROPOSER_PRIVATE_KEY=•••••• (hidden)');
    expect(maskEnvLine('MYSQL_PASSWORD=admin')).toBe('MYSQL_PASSWORD=•••••• (hidden)');
    expect(maskEnvLine('L1_PROPOSER_PRIVATE_KEY=')).toBe('L1_PROPOSER_PRIVATE_KEY=');
    expect(maskEnvLine('L1_CHAINID=560048')).toBe('L1_CHAINID=560048');
  });
});
