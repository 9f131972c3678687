import {checksumAddress} from 'viem';
import {describe, expect, test} from 'vitest';
import type {EnvKeyKind} from '@site/src/data/envKeys';
import {urlHost, validateValue, type ValueTools} from './validateValue';

const tools: ValueTools = {isChecksumValid: (address) => checksumAddress(address) === address};
const check = (kind: EnvKeyKind, value: string) => validateValue(kind, 'KEY', value, tools);

const GOOD_ADDRESS = '0x3c64138fccfC74eF57f623b4878d6884Ea06fF9c';
const BAD_CHECKSUM = '0x3c64138fccfC74eF57f623b4878d6884Ea06fF9C';

describe('validating .env values', () => {
  test.each<[EnvKeyKind, string]>([
    ['port', '1'],
    ['port', '8547'],
    ['port', '65535'],
    ['address', GOOD_ADDRESS],
    ['address', GOOD_ADDRESS.toLowerCase()],
    ['address', '0x0000000000000000000000000000000000000000'],
    ['addressList', `${GOOD_ADDRESS},0x5291A539174785FADC93EFfe9c9Ceb7A54719aE4`],
    ['httpUrl', 'http://host.docker.internal:32003'],
    ['httpUrl', 'https://l1-rpc.staging.surge.wtf'],
    ['wsUrl', 'ws://host.docker.internal:32004'],
    ['url', 'https://api.trustedservices.intel.com/sgx/certification/v3/tcb?fmspc=${FMSPC}'],
    ['boolean', 'true'],
    ['boolean', 'false'],
    ['chainId', '560048'],
    ['integer', '200000000'],
    ['decimal', '1.75'],
    ['decimal', '1'],
    ['duration', '60s'],
    ['duration', '1m'],
    ['duration', '1h30m'],
    ['duration', '0'],
    ['duration', '1.5s'],
    ['hash32', '0xf2a617aaf5d55cc0032081d9c67b6a03b785d063ab48f5d69b5f6013930bb200'],
    ['hex', '00906ED50000'],
    ['hex', '0xabcd'],
    ['enodeList', `enode://${'f8'.repeat(64)}@176.58.105.47:30313`],
    ['enodeList', `enode://${'f8'.repeat(64)}@10.0.0.1:30313,enode://${'ab'.repeat(64)}@node.example:30303?discport=30301`],
    ['hostPort', 'localhost:3306'],
    ['host', 'l2-nethermind-execution-client'],
    ['host', '192.168.1.20'],
    ['privateKey', `0x${'11'.repeat(32)}`],
    ['privateKey', '11'.repeat(32)],
    ['l2Network', 'testnet'],
    ['text', 'anything at all'],
    ['path', './static/devnet/chainspec.json'],
  ])('accepts a %s: %s', (kind, value) => {
    expect(check(kind, value)).toBeNull();
  });

  test.each<[EnvKeyKind, string, string, string]>([
    ['port', '0', 'value-port', 'from 1 to 65535'],
    ['port', '65536', 'value-port', 'from 1 to 65535'],
    ['port', '80500', 'value-port', '"80500"'],
    ['port', '-1', 'value-port', 'whole number'],
    ['port', '8547/tcp', 'value-port', 'whole number'],
    ['address', '3c64138fccfC74eF57f623b4878d6884Ea06fF9c', 'value-address', 'must start with 0x'],
    ['address', '0x3c64138fccfC74eF57f623b4878d6884Ea06fF9', 'value-address', '39 hex digits instead of 40'],
    ['address', '0x3c64138fccfC74eF57f623b4878d6884Ea06fFzz', 'value-address', 'not hex digits'],
    ['address', BAD_CHECKSUM, 'value-address-checksum', 'EIP-55 checksum'],
    ['addressList', `${GOOD_ADDRESS},0x12`, 'value-address', 'comma-separated list'],
    ['httpUrl', 'host.docker.internal:32003', 'value-url', 'has no scheme: write it as http://host.docker.internal:32003'],
    ['httpUrl', 'http://exa mple.com', 'value-url', 'is not a URL'],
    ['httpUrl', 'not a url', 'value-url', 'has no scheme'],
    ['httpUrl', 'http://<SGX_PROVER_IP>:8080', 'value-url', 'placeholder <SGX_PROVER_IP>'],
    ['httpUrl', 'ws://host:8548', 'value-url', 'needs http:// or https://'],
    ['wsUrl', 'http://host:8548', 'value-url', 'needs ws:// or wss://'],
    ['boolean', 'yes', 'value-boolean', 'true or false'],
    ['boolean', 'TRUE', 'value-boolean', 'true or false'],
    ['integer', '1e6', 'value-integer', 'whole number'],
    ['chainId', '0x88bb0', 'value-integer', 'whole number'],
    ['decimal', '1,75', 'value-decimal', 'such as 1.0'],
    ['duration', '60', 'value-duration', 'with a unit'],
    ['duration', '5 s', 'value-duration', 'with a unit'],
    ['hash32', '0x1234', 'value-hash', '64 hex digits'],
    ['hex', '0xabc', 'value-hex', 'even number'],
    ['enodeList', 'enode://abc@1.2.3.4:30313', 'value-enode', 'not an enode'],
    ['hostPort', 'localhost', 'value-host-port', 'host:port'],
    ['host', 'http://localhost', 'value-host', 'without scheme or port'],
    ['privateKey', '0x1234', 'value-private-key', '64 hex digits'],
    ['privateKey', '<your key>', 'value-private-key', 'placeholder <your key>'],
    ['privateKey', `0x${'00'.repeat(32)}`, 'value-private-key', 'outside the range'],
    ['privateKey', `0x${'ff'.repeat(32)}`, 'value-private-key', 'outside the range'],
    ['l2Network', 'hoodi', 'value-l2-network', 'devnet, testnet and mainnet'],
  ])('rejects a %s %s', (kind, value, id, message) => {
    const problem = check(kind, value);
    expect(problem?.check).toBe(id);
    expect(problem?.message).toContain(message);
  });

  test('never quotes a private key in its message', () => {
    const secret = `0x${'ab'.repeat(31)}zz`;
    expect(check('privateKey', secret)?.message).not.toContain('abab');
  });

  test('finds the host of a URL', () => {
    expect(urlHost('http://host.docker.internal:32003')).toBe('host.docker.internal');
    expect(urlHost('nope')).toBeNull();
  });
});
