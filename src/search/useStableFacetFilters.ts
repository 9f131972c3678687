/**
 * Docusaurus's contextual facet filters, kept referentially stable: the theme
 * hook returns a new array on every render, which would re-run every search.
 */
import {useMemo} from 'react';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';

export function useStableFacetFilters(): ReturnType<typeof useAlgoliaContextualFacetFilters> {
  const filters = useAlgoliaContextualFacetFilters();
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the value
  return useMemo(() => filters, [key]);
}
