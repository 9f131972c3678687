/**
 * Solidity's built-in errors: `Error(string)` from require/revert with a reason,
 * and `Panic(uint256)` from compiler-inserted checks (codes in panicCodes.ts).
 */
import type {ErrorParam} from './errorCodeTypes';

export type StandardError = {
  /** Anchor on the error-codes page. */
  id: string;
  name: string;
  signature: string;
  selector: `0x${string}`;
  params: ErrorParam[];
  contract: null;
  /** What raises it, in Markdown with `code` spans (the page and its Markdown copy both show it). */
  raisedBy: string;
};

export const ERROR_STRING: StandardError = {
  id: 'error-string',
  name: 'Error',
  signature: 'Error(string)',
  selector: '0x08c379a0',
  params: [{name: 'reason', type: 'string'}],
  contract: null,
  raisedBy: '`require(condition, "reason")`, `revert("reason")`, and a failed call that passes such a revert on. The argument is the reason text.',
};

export const PANIC_UINT256: StandardError = {
  id: 'panic-uint256',
  name: 'Panic',
  signature: 'Panic(uint256)',
  selector: '0x4e487b71',
  params: [{name: 'code', type: 'uint256'}],
  contract: null,
  raisedBy:
    'Checks the compiler adds: failed `assert`, arithmetic overflow, division by zero, an index out of bounds and the other cases in the panic-code table. The argument is the code.',
};

export const STANDARD_ERRORS: readonly StandardError[] = [ERROR_STRING, PANIC_UINT256];
