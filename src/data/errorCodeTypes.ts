/**
 * Shape of src/data/errorCodes.json, the generated list of the protocol's custom
 * errors (written by scripts/generate-error-codes.ts; read by the error-codes page).
 */

/** A parameter in ABI JSON form; `tuple` types list their components. */
export type ErrorParam = {name: string; type: string; components?: ErrorParam[]};

/** A docs page section that explains an error, as a site path without the base URL. */
export type ErrorHelp = {path: string; title: string};

export type ErrorCode = {
  /** Anchor on the error-codes page, unique: `<contract>-<name>` as a slug. */
  id: string;
  name: string;
  /** Canonical ABI signature, e.g. `INNER_ERROR(bytes)`. */
  signature: string;
  /** First 4 bytes of keccak256(signature), lower-case hex with 0x. */
  selector: `0x${string}`;
  params: ErrorParam[];
  /** Declaring contract, interface or library; null for a file-level error. */
  contract: string | null;
  /** Source path relative to the scanned root (packages/protocol). */
  file: string;
  help?: ErrorHelp;
};

export type ErrorCodeContractGroup = {
  /** Anchor of the group's heading. */
  id: string;
  contract: string | null;
  errors: ErrorCode[];
};

export type ErrorCodeFile = {file: string; contracts: ErrorCodeContractGroup[]};

export type UnresolvedErrorCode = {
  name: string;
  contract: string | null;
  file: string;
  reasons: string[];
};

export type ErrorCodeCounts = {
  /** Declarations; the same error declared in two files counts twice. */
  errors: number;
  names: number;
  selectors: number;
  /** Selectors that more than one declaration shares. */
  sharedSelectors: number;
  files: number;
  contracts: number;
};

export type ErrorCodeData = {
  $comment: string;
  counts: ErrorCodeCounts;
  files: ErrorCodeFile[];
  unresolved: UnresolvedErrorCode[];
};
