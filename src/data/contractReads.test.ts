/** The contract reads the doctor makes are the ones the docs' commands make. */
import {toFunctionSelector} from 'viem';
import {describe, expect, test} from 'vitest';
import {docSectionOf} from '../../lib/content/docSection';
import {abiOfSignature, callSignature, CONTRACT_READS} from './contractReads';

describe('contract reads', () => {
  test.each(Object.entries(CONTRACT_READS))('%s: the docs section exists and names the call', (_, read) => {
    const section = docSectionOf(read.docs);
    expect(section, `${read.docs} is a section of the docs`).not.toBeNull();
    const shownAs = 'shownAs' in read ? read.shownAs : null;
    if (shownAs) expect(section).toContain(shownAs);
    for (const key of shownAs ? [] : read.envKeys) {
      const commands = [`cast call "$${key}" '${read.signature}'`, `cast call "$${key}" "${read.signature}"`];
      expect(
        commands.some((command) => section!.includes(command)),
        `${read.docs} runs ${commands[0]}`,
      ).toBe(true);
    }
  });

  test.each([
    ['nextInstanceId()(uint256)', 'nextInstanceId()'],
    ['isProgramTrusted(bytes32)(bool)', 'isProgramTrusted(bytes32)'],
    ['depositBond(uint256)()', 'depositBond(uint256)'],
  ])('%s is called as %s', (signature, call) => {
    const abi = abiOfSignature(signature);
    expect(toFunctionSelector(abi)).toBe(toFunctionSelector(call));
    expect(callSignature(signature)).toBe(call);
  });

  test('a signature with tuples is refused', () => {
    expect(() => abiOfSignature('instances(uint256)((address,uint64))')).toThrow(/name\(inputs\)\(outputs\)/);
  });
});
