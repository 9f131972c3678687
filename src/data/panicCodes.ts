/**
 * The codes of Solidity's built-in `Panic(uint256)` error (solc ≥ 0.8.0), as
 * listed under "Panic via assert and Error via require" in the Solidity docs.
 */
export type PanicCode = {code: number; hex: `0x${string}`; meaning: string};

export const PANIC_CODES: readonly PanicCode[] = [
  {code: 0x00, hex: '0x00', meaning: 'A generic panic the compiler inserted itself.'},
  {code: 0x01, hex: '0x01', meaning: 'An assert(…) condition was false.'},
  {
    code: 0x11,
    hex: '0x11',
    meaning: 'Arithmetic overflowed or underflowed outside an unchecked { … } block.',
  },
  {code: 0x12, hex: '0x12', meaning: 'Division or modulo by zero.'},
  {
    code: 0x21,
    hex: '0x21',
    meaning: 'A value that is negative or too large was converted to an enum type.',
  },
  {code: 0x22, hex: '0x22', meaning: 'A storage byte array with a broken encoding was read.'},
  {code: 0x31, hex: '0x31', meaning: '.pop() was called on an empty array.'},
  {
    code: 0x32,
    hex: '0x32',
    meaning: 'An array, bytes or slice index was out of bounds (or negative).',
  },
  {
    code: 0x41,
    hex: '0x41',
    meaning: 'Too much memory was requested, or an array too large to allocate was created.',
  },
  {
    code: 0x51,
    hex: '0x51',
    meaning: 'A variable of internal function type was called before anything was assigned to it.',
  },
];

/** The meaning of a panic code, or null for a code solc does not emit. */
export function describePanicCode(code: bigint): PanicCode | null {
  return PANIC_CODES.find((panic) => BigInt(panic.code) === code) ?? null;
}
