import {checksumAddress, type Hex} from 'viem';
import {privateKeyToAddress} from 'viem/accounts';
import {describe, expect, test} from 'vitest';
import {hoodiWithFiveMistakes, presetAsShipped, setKey, TEST_KEYS, wellKnownDevKey} from '../../tests/fixtures/env/envFixtures';
import {CHECK_COUNT, CHECKS, type Finding} from './checks';
import {checkEnv, type CheckTools, type EnvChoices} from './checkEnv';

const tools: CheckTools = {
  isChecksumValid: (address) => checksumAddress(address) === address,
  addressOf: (key) => privateKeyToAddress((key.startsWith('0x') ? key : `0x${key}`) as Hex),
};

const DEFAULTS: Record<EnvChoices['network'], EnvChoices> = {
  devnet: {network: 'devnet', l1: 'local', provers: 'none', relayers: true},
  hoodi: {network: 'hoodi', l1: 'local', provers: 'none', relayers: true},
  staging: {network: 'staging', l1: 'remote', provers: 'none', relayers: true},
};

const run = (text: string, choices: Partial<EnvChoices> & Pick<EnvChoices, 'network'>) => checkEnv(text, {...DEFAULTS[choices.network], ...choices}, tools);
const ofSeverity = (findings: Finding[], severity: Finding['severity']) => findings.filter((item) => item.severity === severity);
const summary = (findings: Finding[]) => findings.map((item) => `${item.check}:${item.key ?? ''}`).sort();

describe('checking the presets as shipped', () => {
  test('devnet: no errors, and only the warning the release earns (TX_MIN_TIP_CAP twice, with two values)', () => {
    const {findings} = run(presetAsShipped('devnet'), {network: 'devnet'});
    expect(ofSeverity(findings, 'error')).toEqual([]);
    expect(summary(ofSeverity(findings, 'warning'))).toEqual(['pitfall-tx-min-tip-cap:TX_MIN_TIP_CAP']);
    // BROADCAST is set twice too, empty both times: worth knowing, not a warning.
    expect(summary(ofSeverity(findings, 'info'))).toContain('key-duplicate-same:BROADCAST');
  });

  test('hoodi: errors for exactly the values an operator must fill in', () => {
    const {findings} = run(presetAsShipped('hoodi'), {network: 'hoodi'});
    expect(summary(ofSeverity(findings, 'error'))).toEqual([
      'value-required-empty:L1_BEACON_HTTP',
      'value-required-empty:L1_ENDPOINT_HTTP',
      'value-required-empty:L1_ENDPOINT_WS',
      'value-required-empty:L1_PROPOSER_PRIVATE_KEY',
      'value-required-empty:PROCESSOR_PRIVATE_KEY',
    ]);
  });

  test('hoodi with real provers also needs the SGX Raiko host and the prover key; the ZK host is optional', () => {
    const {findings} = run(presetAsShipped('hoodi'), {network: 'hoodi', provers: 'real'});
    const keys = ofSeverity(findings, 'error').map((item) => item.key);
    expect(keys).toEqual(expect.arrayContaining(['SGX_RAIKO_HOST', 'L1_PROVER_PRIVATE_KEY']));
    expect(keys).not.toContain('RAIKO_HOST_ZKVM');
    expect(keys).toHaveLength(7);
    expect(summary(ofSeverity(findings, 'info'))).toContain('pitfall-no-zk-prover:RAIKO_HOST_ZKVM');
  });

  test('the Raiko chain spec pitfall is the devnet deployer’s only: Hoodi and staging write no chain spec', () => {
    const checks = (network: EnvChoices['network']) =>
      run(presetAsShipped(network), {network, l1: 'remote', provers: 'real'}).findings.map((item) => item.check);
    expect(checks('devnet')).toContain('pitfall-raiko-genesis-remote');
    expect(checks('hoodi')).not.toContain('pitfall-raiko-genesis-remote');
    expect(checks('staging')).not.toContain('pitfall-raiko-genesis-remote');
  });

  test('staging: errors for exactly the values an operator must fill in', () => {
    const {findings} = run(presetAsShipped('staging'), {network: 'staging'});
    expect(summary(ofSeverity(findings, 'error'))).toEqual([
      'value-required-empty:L1_ENDPOINT_WS',
      'value-required-empty:L1_PROPOSER_PRIVATE_KEY',
      'value-required-empty:PROCESSOR_PRIVATE_KEY',
    ]);
  });

  test('without relayers, no relayer key is needed', () => {
    const {findings} = run(presetAsShipped('staging'), {network: 'staging', relayers: false});
    expect(ofSeverity(findings, 'error').map((item) => item.key)).not.toContain('PROCESSOR_PRIVATE_KEY');
  });
});

describe('a Hoodi .env with five mistakes', () => {
  test('gives exactly those five findings', () => {
    const {findings} = run(hoodiWithFiveMistakes(), {network: 'hoodi', l1: 'remote', relayers: false});
    const problems = findings.filter((item) => item.severity !== 'info');
    expect(summary(problems)).toEqual([
      'key-unknown:L1_ENDPOINT_HTPP',
      'risk-dev-key:L1_PROPOSER_PRIVATE_KEY',
      'value-address-checksum:L2_SUGGESTED_FEE_RECIPIENT',
      'value-port-clash:BLOCKSCOUT_PORT',
      'value-port:VERIFIER_PORT',
    ]);
    const typo = problems.find((item) => item.check === 'key-unknown')!;
    expect(typo.message).toContain('Did you mean L1_ENDPOINT_HTTP?');
    expect(typo.severity).toBe('error');
    expect(typo.links[0]?.to).toBe('/docs/guides/running-surge/deploy-l2#key-l1-endpoint-http');
    const clash = problems.find((item) => item.check === 'value-port-clash')!;
    expect(clash.message).toContain(
      'Port 8547 is used by L2_HTTP_PORT and BLOCKSCOUT_PORT. Two services cannot listen on one host port: give BLOCKSCOUT_PORT another port.',
    );
    const devKey = problems.find((item) => item.check === 'risk-dev-key')!;
    expect(devKey.message).toContain('Foundry/Hardhat default test account 0');
    expect(devKey.message).not.toContain(wellKnownDevKey().slice(2, 20));
  });
});

describe('single checks', () => {
  const devnet = presetAsShipped('devnet');
  const hoodi = (edit: (text: string) => string) =>
    edit(
      ['L1_ENDPOINT_HTTP', 'L1_BEACON_HTTP'].reduce(
        (text, key) => setKey(text, key, 'http://192.0.2.10:8545'),
        setKey(
          setKey(setKey(presetAsShipped('hoodi'), 'L1_ENDPOINT_WS', 'ws://192.0.2.10:8546'), 'L1_PROPOSER_PRIVATE_KEY', TEST_KEYS.L1_PROPOSER_PRIVATE_KEY),
          'PROCESSOR_PRIVATE_KEY',
          TEST_KEYS.PROCESSOR_PRIVATE_KEY,
        ),
      ),
    );

  test('the Hoodi helper itself is clean', () => {
    expect(
      ofSeverity(
        run(
          hoodi((t) => t),
          {network: 'hoodi'},
        ).findings,
        'error',
      ),
    ).toEqual([]);
  });

  test.each<[string, string, Partial<EnvChoices> & Pick<EnvChoices, 'network'>, string, string]>([
    ['a missing optional key', devnet.replace(/^MAXPEERS=.*\n/m, ''), {network: 'devnet'}, 'key-missing', 'MAXPEERS is missing. .env.devnet sets it to "50".'],
    ['a missing required key', devnet.replace(/^L2_CHAINID=.*\n/m, ''), {network: 'devnet'}, 'key-missing', 'required because every setup needs it'],
    [
      'an unknown key without a near match',
      `${devnet}WRITE_LOGS_TO_FILE=false\n`,
      {network: 'devnet'},
      'key-unknown',
      'not a key of the simple-surge-node v25.1.2 presets',
    ],
    ['a devnet-only key on Hoodi', hoodi((t) => `${t}TIMELOCK_PERIOD=60\n`), {network: 'hoodi'}, 'key-not-in-preset', 'not part of .env.hoodi'],
    [
      'the devnet L1 chain ID on Hoodi',
      hoodi((t) => setKey(t, 'L1_CHAINID', '3151908')),
      {network: 'hoodi'},
      'value-chain-id',
      "the Hoodi network's L1 has chain ID 560048",
    ],
    ['the staging L2 chain ID on Hoodi', hoodi((t) => setKey(t, 'L2_CHAINID', '763374')), {network: 'hoodi'}, 'value-chain-id', 'L2 has chain ID 763375'],
    [
      'a devnet contract on Hoodi',
      hoodi((t) => setKey(t, 'TAIKO_INBOX', '0x00BE63F4158B1E7f5B8724Ec3f1c5aaE281f1cce')),
      {network: 'hoodi'},
      'value-network-mismatch',
      'on Hoodi it is "0x624ec8F33DA83707f360D6d25136AA0741713BC4"',
    ],
    [
      'a devnet genesis on Hoodi',
      hoodi((t) => setKey(t, 'L2_GENESIS_HASH', `0x${'ab'.repeat(32)}`)),
      {network: 'hoodi'},
      'value-network-mismatch',
      'another network',
    ],
    [
      'an L2 predeploy of another chain',
      setKey(devnet, 'L2_BRIDGE', '0x7633750000000000000000000000000000000001'),
      {network: 'devnet'},
      'value-l2-predeploy',
      'does not start with 0x763374',
    ],
    [
      'an empty value the proposer needs',
      setKey(devnet, 'L1_PROPOSER_PRIVATE_KEY', ''),
      {network: 'devnet'},
      'value-required-empty',
      'required because ENABLE_PROPOSER is true',
    ],
    ['a bad boolean', setKey(devnet, 'ENABLE_PROVER', 'yes'), {network: 'devnet'}, 'value-boolean', 'Write true or false'],
    ['a URL without scheme', setKey(devnet, 'L1_BEACON_HTTP', 'host.docker.internal:33001'), {network: 'devnet'}, 'value-url', 'has no scheme'],
    ['a port on a fixed service', setKey(devnet, 'L2_METRICS_PORT', '8080'), {network: 'devnet'}, 'value-port-clash', 'L2_METRICS_PORT and the L2 Spamoor UI'],
    ['a port of the local L1 devnet', setKey(devnet, 'VERIFIER_PORT', '32003'), {network: 'devnet'}, 'value-port-clash', 'the L1 devnet JSON-RPC'],
    [
      'a local L1 when the L1 is remote',
      devnet,
      {network: 'devnet', l1: 'remote'},
      'risk-local-endpoint-remote',
      'L1_ENDPOINT_HTTP points at host.docker.internal',
    ],
    [
      'localhost in a container URL',
      setKey(devnet, 'L2_ENDPOINT_HTTP', 'http://localhost:8547'),
      {network: 'devnet'},
      'risk-localhost-in-container',
      'inside a container localhost is the container itself',
    ],
    [
      'the explorer port removed',
      devnet.replace(/^BLOCKSCOUT_FRONTEND_PORT=.*\n/m, ''),
      {network: 'devnet'},
      'pitfall-blockscout-port',
      'Docker Compose cannot publish it',
    ],
    ['the relayers with a Hoodi L1', hoodi((t) => t), {network: 'hoodi'}, 'pitfall-relayer-l1-url', 'hard-codes http://host.docker.internal:32003'],
    ['ALLOW_EMPTY_BLOCKS set', devnet, {network: 'devnet'}, 'pitfall-allow-empty-blocks', '--allowEmptyBlocks'],
    ['STARTING_BATCH_ID set', setKey(devnet, 'STARTING_BATCH_ID', '120'), {network: 'devnet'}, 'pitfall-starting-batch-id', '--prover.startingBatchID'],
    ['P2P sync on', hoodi((t) => t), {network: 'hoodi'}, 'pitfall-p2p-port', 'L2_NETWORK_DISCOVERY_PORT + 100 (30413)'],
    ['real provers with a remote L1', devnet, {network: 'devnet', l1: 'remote', provers: 'real'}, 'pitfall-raiko-genesis-remote', 'http://localhost:33001'],
    ['a prover relayer without Raiko', devnet, {network: 'devnet'}, 'pitfall-prover-without-raiko', 'choose stack option 2'],
    [
      'a proposer key of another account on the devnet',
      setKey(devnet, 'L1_PROPOSER_PRIVATE_KEY', TEST_KEYS.L1_PROPOSER_PRIVATE_KEY),
      {network: 'devnet'},
      'risk-key-not-wrapper-caller',
      'the only account the deployment authorises on SurgeProposerWrapper',
    ],
    [
      'provers chosen with the prover relayer off',
      setKey(setKey(setKey(devnet, 'SGX_RAIKO_HOST', 'http://192.0.2.20:8080'), 'RAIKO_HOST_ZKVM', 'http://192.0.2.21:8080'), 'ENABLE_PROVER', 'false'),
      {network: 'devnet', provers: 'real'},
      'pitfall-provers-disabled',
      'PROVER IS DISABLED',
    ],
    [
      'SGX without a ZK prover',
      setKey(devnet, 'SGX_RAIKO_HOST', 'http://192.0.2.20:8080'),
      {network: 'devnet', provers: 'real'},
      'pitfall-no-zk-prover',
      'cooldown window',
    ],
    [
      'Raiko on localhost',
      setKey(devnet, 'SGX_RAIKO_HOST', 'http://localhost:8080'),
      {network: 'devnet', provers: 'real'},
      'risk-localhost-in-container',
      "Use the Raiko machine's IP address",
    ],
    [
      'Raiko on this machine',
      setKey(setKey(devnet, 'SGX_RAIKO_HOST', 'http://host.docker.internal:8080'), 'RAIKO_HOST_ZKVM', 'http://192.0.2.20:8080'),
      {network: 'devnet', provers: 'real'},
      'pitfall-port-8080',
      'Spamoor',
    ],
    [
      'a timelocked owner on the devnet',
      setKey(devnet, 'USE_TIMELOCKED_OWNER', 'true'),
      {network: 'devnet'},
      'risk-timelocked-owner-devnet',
      'cannot register provers again',
    ],
    [
      'a Hoodi node without P2P sync',
      hoodi((text) => setKey(text, 'ENABLE_P2P_SYNC', 'false')),
      {network: 'hoodi'},
      'risk-hoodi-without-p2p-sync',
      'blobs the beacon nodes have pruned',
    ],
    ['a devnet bridge without provers', devnet, {network: 'devnet'}, 'risk-devnet-without-provers', 'L2→L1 withdrawals never complete'],
    ['a line dotenv would skip', `${devnet}oops\n`, {network: 'devnet'}, 'line-no-equals', 'Line 161 has no "="'],
  ])('reports %s', (_, text, choices, check, message) => {
    const found = run(text, choices).findings.filter((item) => item.check === check);
    expect(found.map((item) => item.message).join('\n')).toContain(message);
  });

  test('warns when the L2 Blockscout backend takes the host port of a beacon node on this machine, and says what to change', () => {
    const checks = (beacon: string, blockscoutPort = '4000') =>
      run(
        hoodi((text) => setKey(setKey(text, 'L1_BEACON_HTTP', beacon), 'BLOCKSCOUT_PORT', blockscoutPort)),
        {network: 'hoodi'},
      ).findings.filter((item) => item.check === 'pitfall-blockscout-beacon-port');
    for (const beacon of ['http://host.docker.internal:4000', 'http://localhost:4000/', 'http://127.0.0.1:4000']) {
      const [finding, ...more] = checks(beacon);
      expect(more).toEqual([]);
      expect(finding?.key).toBe('BLOCKSCOUT_PORT');
      expect(finding?.message).toContain('BLOCKSCOUT_PORT is 4000, the port of the beacon API in L1_BEACON_HTTP');
      expect(finding?.message).toContain('Set BLOCKSCOUT_PORT to a free port, for example 4010');
    }
    // Another machine's beacon node, or another port here, leaves host port 4000 to Blockscout.
    expect(checks('http://192.0.2.10:4000')).toEqual([]);
    expect(checks('http://host.docker.internal:4000', '4010')).toEqual([]);
    expect(checks('http://host.docker.internal:33001')).toEqual([]);
  });

  test('does not flag a well-known key on the devnet, where it belongs', () => {
    const text = setKey(devnet, 'L1_PROPOSER_PRIVATE_KEY', wellKnownDevKey());
    expect(run(text, {network: 'devnet'}).findings.map((item) => item.check)).not.toContain('risk-dev-key');
  });

  test('never shows a secret value in a message', () => {
    const text = `${setKey(devnet, 'MYSQL_PASSWORD', 'hunter2-secret')}MYSQL_PASSWORD=other-secret\n`;
    const messages = run(text, {network: 'devnet'})
      .findings.map((item) => item.message)
      .join('\n');
    expect(messages).toContain('MYSQL_PASSWORD is set 2 times');
    expect(messages).not.toMatch(/hunter2|other-secret|1111111111|3333333333/);
  });

  test('stops at a paste that is too large, with one clear finding', () => {
    const {findings, counts} = run('A=1\n'.repeat(300_000), {network: 'devnet'});
    expect(findings.map((item) => item.check)).toEqual(['input-too-large']);
    expect(counts).toEqual({error: 1, warning: 0, info: 0});
  });

  test('sorts errors first, then by line', () => {
    const {findings} = run(hoodiWithFiveMistakes(), {network: 'hoodi', l1: 'remote', relayers: false});
    const order = findings.map((item) => ['error', 'warning', 'info'].indexOf(item.severity));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('the check list', () => {
  test('every check has a title and a severity', () => {
    expect(CHECK_COUNT).toBe(Object.keys(CHECKS).length);
    for (const check of Object.values(CHECKS)) expect(check.title).not.toBe('');
  });
});
