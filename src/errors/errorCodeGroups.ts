/** The error-code reference's sections: one per declaring contract, in page order (shared with the Markdown copy). */
// Relative imports: the Markdown-copy plugin loads this file in Node, where @site is not aliased.
import {ERROR_CODE_DATA} from '../data/errorCodeData';
import type {ErrorCodeContractGroup} from '../data/errorCodeTypes';

export type ErrorCodeGroup = ErrorCodeContractGroup & {file: string};

export const ERROR_CODE_GROUPS: readonly ErrorCodeGroup[] = ERROR_CODE_DATA.files.flatMap((file) =>
  file.contracts.map((group) => ({...group, file: file.file})),
);

/** The section heading: the contract, or the file name for errors declared outside any contract. */
export function groupTitle(group: Pick<ErrorCodeGroup, 'contract' | 'file'>): string {
  return group.contract ?? `${group.file.slice(group.file.lastIndexOf('/') + 1)} (file level)`;
}

/**
 * A group's rows in runs of at most `size`, one <tbody> each: each run
 * hydrates on its own (a Suspense boundary). Keep `size` even so that the table's
 * alternate-row shading, counted within each <tbody>, stays in step.
 */
export function rowRuns<Row>(rows: readonly Row[], size: number): Row[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`rowRuns: size must be a positive integer, got ${size}`);
  const runs: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) runs.push(rows.slice(start, start + size));
  return runs;
}
