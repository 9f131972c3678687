/**
 * Narrows the error list to a filter query. Every word of the query must match
 * the error's name, its contract or its selector (case-insensitive).
 */
import type {ErrorCode} from '@site/src/data/errorCodeTypes';

export type FilterableError = Pick<ErrorCode, 'name' | 'selector' | 'contract'>;

const HEX = /^[0-9a-f]+$/;

function matchesSelector(term: string, selector: string): boolean {
  const hasPrefix = term.startsWith('0x');
  const digits = hasPrefix ? term.slice(2) : term;
  if (!HEX.test(digits)) return false;
  const selectorDigits = selector.slice(2).toLowerCase();
  // Pasted revert data: the selector is its first 4 bytes.
  if (digits.length > 8) return digits.startsWith(selectorDigits);
  // Short bare hex like "add" or "bad" is more likely part of a name than a selector.
  return (hasPrefix || digits.length >= 4) && selectorDigits.startsWith(digits);
}

function matchesTerm(error: FilterableError, term: string): boolean {
  return error.name.toLowerCase().includes(term) || (error.contract?.toLowerCase().includes(term) ?? false) || matchesSelector(term, error.selector);
}

export function filterErrors<T extends FilterableError>({errors, query}: {errors: readonly T[]; query: string}): T[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...errors];
  return errors.filter((error) => terms.every((term) => matchesTerm(error, term)));
}
