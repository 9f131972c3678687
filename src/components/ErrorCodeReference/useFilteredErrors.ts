/** The filter query, kept in the URL (?filter=…) so a filtered view can be shared, and the errors it keeps. */
import {useMemo} from 'react';
import {useQueryString} from '@docusaurus/theme-common';
import {filterErrors, type FilterableError} from '../../errors/filterErrors';

export const FILTER_PARAM = 'filter';

export function useFilteredErrors<T extends FilterableError>(errors: readonly T[]): {query: string; setQuery: (query: string) => void; filtered: T[]} {
  const [query, updateQuery] = useQueryString(FILTER_PARAM);
  const filtered = useMemo(() => filterErrors({errors, query}), [errors, query]);
  return {query, setQuery: (value) => updateQuery(value || null), filtered};
}
