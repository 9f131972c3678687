/**
 * Algolia mode: the theme's stock DocSearch bar and modal (@docusaurus/theme-search-algolia),
 * steered only through its documented props. Insights events leave from the site's own copy of
 * search-insights (loadAlgoliaInsights), registered before the modal can open, and only while the
 * reader's browser allows tracking; DocSearch's own Ask AI answers when an assistant is configured.
 */
import {type ComponentProps, type ReactNode, useEffect, useState} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadAlgoliaInsights} from '@site/src/search/loadAlgoliaInsights';
import {snippetWordsFor} from '@site/src/search/selectionQuery';
import {HIERARCHY_LEVELS, SEARCH_LIMITS} from '@site/src/search/types';

type AlgoliaConfig = {appId: string; apiKey: string; insights?: boolean};

/** The site's records carry site paths (npm run search:upload sends them as the build wrote them); the stock default would parse each as an absolute URL. */
const keepItems = <Item,>(items: Item[]): Item[] => items;

export default function AlgoliaSearchBar(props: ComponentProps<typeof OriginalSearchBar>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const [insights, setInsights] = useState(false);
  // 20 hits a page and snippets of 10 words (5 on small screens), as in embedded mode; the stock default is 15 hits.
  const [searchParameters] = useState(() => {
    const words = typeof window === 'undefined' ? SEARCH_LIMITS.snippetWords : snippetWordsFor(window.innerWidth);
    return {
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((level) => `hierarchy.${level}:${words}`), `content:${words}`],
    };
  });
  useEffect(() => {
    if (!algolia.insights) return;
    void loadAlgoliaInsights({appId: algolia.appId, apiKey: algolia.apiKey}).then(setInsights);
  }, [algolia.insights, algolia.appId, algolia.apiKey]);
  return (
    <OriginalSearchBar
      {...props}
      insights={insights}
      maxResultsPerGroup={SEARCH_LIMITS.maxResultsPerGroup}
      transformItems={keepItems}
      searchParameters={searchParameters}
    />
  );
}
