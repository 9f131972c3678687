/** Rules about the values: required ones left empty, the wrong kind, another network's, and two services on one port. */
import {ENV_REFERENCE_PATH, hostPorts} from '@site/src/data/envKeys';
import type {Finding} from '../checks';
import {plainText} from '../inlineMarkdown';
import {keyLink, make, REQUIREMENT_REASONS, requirementOf, shown, type Paste} from './paste';
import type {EnvRule} from './rule';

/** The values of the right kind, the ones the network rules below compare with the preset. */
const wellFormed = (paste: Paste) => paste.checkedValues.filter(({value, problem}) => value !== '' && !problem);
const presetValue = (paste: Paste, key: string) => paste.presetValues.get(key)?.value;

export const requiredEmpty: EnvRule = {
  id: 'value-required-empty',
  checks: 'A value the setup requires, left empty',
  find: (paste) =>
    paste.checkedValues.flatMap(({key, info, value, line}) => {
      const requirement = value === '' ? requirementOf(info, paste) : null;
      if (!requirement) return [];
      return [
        make('value-required-empty', `${key} is empty, but it is required because ${REQUIREMENT_REASONS[requirement]}. ${plainText(info.description)}.`, {
          key,
          line,
        }),
      ];
    }),
};

export const valueOfWrongKind: EnvRule = {
  id: 'value-kind',
  checks: 'A value that is not of its key’s kind (port, address, URL, number, key…): validateValue.ts',
  find: (paste) => paste.checkedValues.flatMap(({key, line, problem}) => (problem ? [make(problem.check, problem.message, {key, line})] : [])),
};

export const chainIdOfAnotherNetwork: EnvRule = {
  id: 'value-chain-id',
  checks: 'A chain ID other than the chosen network’s',
  find: (paste) =>
    wellFormed(paste)
      .filter(({key, info, value}) => info.kind === 'chainId' && presetValue(paste, key) && value !== presetValue(paste, key))
      .map(({key, value, line}) =>
        make(
          'value-chain-id',
          `${key} is ${value}, but the ${paste.network} network's ${key.startsWith('L1') ? 'L1' : 'L2'} has chain ID ${presetValue(paste, key)}. Pick the preset of the network you run, or fix the ID.`,
          {key, line},
        ),
      ),
};

export const valueOfAnotherNetwork: EnvRule = {
  id: 'value-network-mismatch',
  checks: 'A value fixed on the chosen network (contract addresses, URLs) set to something else',
  find: (paste) =>
    wellFormed(paste)
      .filter(({key, info, value}) => {
        const fixedHere = info.fixedOnPublic && (paste.choices.network !== 'devnet' || !info.layer);
        const expected = presetValue(paste, key);
        return fixedHere && expected && value.toLowerCase() !== expected.toLowerCase();
      })
      .map(({key, value, line}) =>
        make(
          'value-network-mismatch',
          `${key} is ${shown(key, value)}, but on ${paste.network} it is ${shown(key, presetValue(paste, key)!)}. A value from another network points the node at the wrong chain.`,
          {key, line},
        ),
      ),
};

export const predeployOfAnotherChain: EnvRule = {
  id: 'value-l2-predeploy',
  checks: 'An L2 predeploy address that does not begin with L2_CHAINID',
  find: (paste) => {
    const chainId = paste.values.get('L2_CHAINID');
    if (!chainId || !/^\d+$/.test(chainId)) return [];
    return wellFormed(paste)
      .filter(({info, value}) => info.layer === 'L2' && !value.toLowerCase().startsWith(`0x${chainId}`))
      .map(({key, value, line}) =>
        make(
          'value-l2-predeploy',
          `${key} (${value}) does not start with 0x${chainId}: L2 predeploy addresses begin with the L2 chain ID, so this one belongs to another chain.`,
          {key, line},
        ),
      );
  },
};

export const portClash: EnvRule = {
  id: 'value-port-clash',
  checks: 'Two port keys, or a port key and a service of the stack, on one host port',
  find: (paste) => {
    const findings: Finding[] = [];
    // Keys the paste sets itself (not preset values it left out), and the fixed ports.
    const values = new Map([...paste.values].filter(([key]) => paste.byKey.has(key)));
    const devnetL1 = paste.choices.network === 'devnet' && paste.choices.l1 === 'local';
    for (const {port, keys, services} of hostPorts(values, {devnetL1})) {
      if (keys.length + services.length < 2) continue;
      const parties = [...keys, ...services.map((service) => `the ${service}`)];
      // Blame the key that no longer has its preset value: that is the one that moved.
      const moved = keys.find((key) => paste.values.get(key) !== presetValue(paste, key)) ?? keys.at(-1)!;
      findings.push(
        make(
          'value-port-clash',
          `Port ${port} is used by ${parties.slice(0, -1).join(', ')} and ${parties.at(-1)}. Two services cannot listen on one host port: give ${moved} another port.`,
          {key: moved, line: paste.lineOf(moved), links: [...keys.map(keyLink), {to: `${ENV_REFERENCE_PATH}#port-map`, label: 'Port map'}]},
        ),
      );
    }
    return findings;
  },
};

export const VALUE_RULES: EnvRule[] = [requiredEmpty, valueOfWrongKind, chainIdOfAnotherNetwork, valueOfAnotherNetwork, predeployOfAnotherChain, portClash];
