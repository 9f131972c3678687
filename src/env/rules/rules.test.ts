import {checksumAddress, type Hex} from 'viem';
import {privateKeyToAddress} from 'viem/accounts';
import {describe, expect, test} from 'vitest';
import {presetAsShipped, setKey, TEST_KEYS, wellKnownDevKey} from '../../../tests/fixtures/env/envFixtures';
import {CHECKS} from '../checks';
import {parseEnvText} from '../parseEnvText';
import {ENV_RULES, readPaste, type CheckTools, type EnvChoices} from '.';

const tools: CheckTools = {
  isChecksumValid: (address) => checksumAddress(address as Hex) === address,
  addressOf: (key) => privateKeyToAddress((key.startsWith('0x') ? key : `0x${key}`) as Hex),
};

const DEVNET: EnvChoices = {network: 'devnet', l1: 'local', provers: 'none', relayers: true};
const HOODI: EnvChoices = {network: 'hoodi', l1: 'local', provers: 'none', relayers: false};
const withKeys = (network: EnvChoices['network'], values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => setKey(text, key, value), presetAsShipped(network));

/** For each rule, a paste and choices that it reports. */
const FIRES: Record<string, {text: string; choices: EnvChoices}> = {
  'pitfall-tx-min-tip-cap': {text: presetAsShipped('devnet'), choices: DEVNET},
  'key-duplicate-same': {text: presetAsShipped('devnet'), choices: DEVNET},
  'key-duplicate': {text: `${presetAsShipped('hoodi')}L2_HTTP_PORT=9999\n`, choices: HOODI},
  'key-unknown': {text: `${presetAsShipped('hoodi')}L1_ENDPOINT_HTPP=x\n`, choices: HOODI},
  'key-not-in-preset': {text: presetAsShipped('devnet'), choices: HOODI},
  'key-missing': {text: presetAsShipped('hoodi').replace(/^L2_HTTP_PORT=.*\n/m, ''), choices: HOODI},
  'value-required-empty': {text: presetAsShipped('hoodi'), choices: HOODI},
  'value-kind': {text: withKeys('hoodi', {VERIFIER_PORT: '99999'}), choices: HOODI},
  'value-chain-id': {text: withKeys('hoodi', {L2_CHAINID: '999'}), choices: HOODI},
  'value-network-mismatch': {text: presetAsShipped('hoodi'), choices: {...HOODI, network: 'staging'}},
  'value-l2-predeploy': {text: withKeys('hoodi', {L2_CHAINID: '999'}), choices: HOODI},
  'value-port-clash': {text: withKeys('hoodi', {BLOCKSCOUT_PORT: '8547'}), choices: HOODI},
  'risk-dev-key': {text: withKeys('hoodi', {L1_PROPOSER_PRIVATE_KEY: wellKnownDevKey()}), choices: HOODI},
  'risk-key-not-wrapper-caller': {text: withKeys('devnet', {PRIVATE_KEY: TEST_KEYS.L1_PROVER_PRIVATE_KEY}), choices: DEVNET},
  'risk-local-endpoint-remote': {text: withKeys('hoodi', {L1_ENDPOINT_HTTP: 'http://localhost:8545'}), choices: {...HOODI, l1: 'remote'}},
  'risk-localhost-in-container': {text: withKeys('hoodi', {L1_ENDPOINT_HTTP: 'http://localhost:8545'}), choices: HOODI},
  'risk-timelocked-owner-devnet': {text: withKeys('devnet', {USE_TIMELOCKED_OWNER: 'true'}), choices: DEVNET},
  'risk-hoodi-without-p2p-sync': {text: withKeys('hoodi', {ENABLE_P2P_SYNC: 'false'}), choices: HOODI},
  'risk-devnet-without-provers': {text: presetAsShipped('devnet'), choices: DEVNET},
  'pitfall-blockscout-port': {text: withKeys('devnet', {BLOCKSCOUT_FRONTEND_PORT: ''}), choices: DEVNET},
  'pitfall-relayer-l1-url': {text: presetAsShipped('hoodi'), choices: {...HOODI, relayers: true}},
  'pitfall-allow-empty-blocks': {text: withKeys('hoodi', {ALLOW_EMPTY_BLOCKS: 'true'}), choices: HOODI},
  'pitfall-starting-batch-id': {text: withKeys('hoodi', {STARTING_BATCH_ID: '120'}), choices: HOODI},
  'pitfall-p2p-port': {text: withKeys('hoodi', {ENABLE_P2P_SYNC: 'true', L2_NETWORK_DISCOVERY_PORT: '30303'}), choices: HOODI},
  'pitfall-raiko-genesis-remote': {text: presetAsShipped('devnet'), choices: {...DEVNET, l1: 'remote', provers: 'real'}},
  'pitfall-prover-without-raiko': {text: withKeys('hoodi', {ENABLE_PROVER: 'true', SGX_RAIKO_HOST: ''}), choices: HOODI},
  'pitfall-provers-disabled': {text: withKeys('hoodi', {ENABLE_PROVER: 'false'}), choices: {...HOODI, provers: 'real'}},
  'pitfall-no-zk-prover': {text: presetAsShipped('hoodi'), choices: {...HOODI, provers: 'real'}},
  'pitfall-port-8080': {text: withKeys('hoodi', {SGX_RAIKO_HOST: 'http://localhost:8080'}), choices: {...HOODI, provers: 'real'}},
  'pitfall-blockscout-beacon-port': {text: withKeys('hoodi', {L1_BEACON_HTTP: 'http://host.docker.internal:4000'}), choices: HOODI},
};

const findingsOf = (id: string, text: string, choices: EnvChoices) =>
  ENV_RULES.find((rule) => rule.id === id)!.find(readPaste(parseEnvText(text).entries, choices, tools));

describe('the table of .env rules', () => {
  test('names each rule once, by the check it reports (the value-kind rule reports the value-* checks of validateValue.ts)', () => {
    const ids = ENV_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !(id in CHECKS))).toEqual(['value-kind']);
    expect(ids.sort()).toEqual(Object.keys(FIRES).sort());
  });

  test.each(Object.entries(FIRES))('%s reports its check for a paste made to trip it', (id, {text, choices}) => {
    const findings = findingsOf(id, text, choices);
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) {
      if (id === 'value-kind') expect(finding.check).toMatch(/^value-/);
      else expect(finding.check).toBe(id);
      expect(finding.message).not.toBe('');
    }
  });
});
