/**
 * Stand-ins for the protocol contracts' read functions, for the doctor's tests against
 * anvil: hand-assembled EVM bytecode that answers each given selector with a fixed word,
 * a fixed revert, or nothing, and reverts for anything else. The selectors come from the
 * same facts the doctor uses (src/data/contractReads.ts, src/data/errorCodes.json).
 * `assemble` returns the bytecode and its listing, the fixture's source.
 *
 *   dispatch:  PUSH1 0 CALLDATALOAD PUSH1 0xe0 SHR             the selector
 *              DUP1 PUSH4 <selector> EQ PUSH2 <body> JUMPI     once per entry
 *              PUSH1 0 DUP1 REVERT                             unknown selector
 *   word:      JUMPDEST PUSH32 <value> PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
 *   revert:    JUMPDEST PUSH4 <error> PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 4 PUSH1 0 REVERT
 *   stop:      JUMPDEST STOP
 */
import {toFunctionSelector, type Hex} from 'viem';
import {callSignature, CONTRACT_READS, type ContractReadId} from '@site/src/data/contractReads';

export type StandInAnswer = {word: bigint} | {revert: Hex} | 'stop';
export type StandInEntry = {selector: Hex; answer: StandInAnswer};

const hex = (value: bigint | number, bytes: number) => value.toString(16).padStart(bytes * 2, '0');
const strip = (value: Hex) => value.slice(2);

function body(answer: StandInAnswer): {code: string; listing: string} {
  if (answer === 'stop') return {code: '5b00', listing: 'JUMPDEST STOP'};
  if ('word' in answer) {
    return {code: `5b7f${hex(answer.word, 32)}60005260206000f3`, listing: `JUMPDEST PUSH32 ${answer.word} PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN`};
  }
  return {
    code: `5b63${strip(answer.revert)}60e01b60005260046000fd`,
    listing: `JUMPDEST PUSH4 ${answer.revert} PUSH1 0xe0 SHL PUSH1 0 MSTORE PUSH1 4 PUSH1 0 REVERT`,
  };
}

export function assemble(entries: readonly StandInEntry[]): {code: Hex; listing: string[]} {
  const HEADER = '60003560e01c';
  const FALLBACK = '600080fd';
  const bodies = entries.map((entry) => body(entry.answer));
  let offset = HEADER.length / 2 + entries.length * 11 + FALLBACK.length / 2;
  const dispatch = entries.map((entry, index) => {
    const target = offset;
    offset += bodies[index]!.code.length / 2;
    return {code: `8063${strip(entry.selector)}1461${hex(target, 2)}57`, listing: `DUP1 PUSH4 ${entry.selector} EQ PUSH2 ${target} JUMPI`};
  });
  const code = `0x${HEADER}${dispatch.map((item) => item.code).join('')}${FALLBACK}${bodies.map((item) => item.code).join('')}` as Hex;
  const listing = [
    'PUSH1 0 CALLDATALOAD PUSH1 0xe0 SHR',
    ...dispatch.map((item) => item.listing),
    'PUSH1 0 DUP1 REVERT',
    ...bodies.map((item) => item.listing),
  ];
  return {code, listing};
}

/** The selector of a read the docs run. */
export function selectorOf(read: ContractReadId): Hex {
  return toFunctionSelector(callSignature(CONTRACT_READS[read].signature));
}

/** A contract that answers one read with a fixed word. */
export const answering = (read: ContractReadId, word: bigint): Hex => assemble([{selector: selectorOf(read), answer: {word}}]).code;
