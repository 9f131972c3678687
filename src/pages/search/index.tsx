/**
 * The search page (/search?q=…) on the modal's engine. The query lives in the
 * URL so results can be shared; the index loads when the page opens.
 */
import {type ReactNode, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useStableFacetFilters} from '@site/src/search/useStableFacetFilters';
import type {LocalHit} from '@site/src/search/createLocalSearchClient';
import {tokenizeQuery} from '@site/src/search/tokenize';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchResults from './_components/SearchResults';
import {loadPageSearchClient, type AlgoliaSettings} from './_loadPageSearchClient';
import {MAX_SEARCH_PAGE_QUERY_LENGTH, readSearchQuery} from './_searchQuery';
import styles from './styles.module.css';

const MAX_RESULTS = 100;

type SearchState =
  {status: 'idle'} | {status: 'loading'} | {status: 'error'; message: string} | {status: 'done'; hits: LocalHit[]; nbHits: number; suggestions: string[]};

function useSearch(query: string, attempt: number): SearchState {
  const facetFilters = useStableFacetFilters();
  const {siteConfig} = useDocusaurusContext();
  const {searchMode, searchSuggestions} = siteConfig.customFields as {searchMode: string; searchSuggestions: string[]};
  const algolia = siteConfig.themeConfig.algolia as AlgoliaSettings;
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    if (tokenizeQuery(query).length === 0) {
      setState({status: 'idle'});
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'done' ? previous : {status: 'loading'}));
    loadPageSearchClient(searchMode, algolia, searchSuggestions)
      .then(async (client) => {
        const {results} = await client.search({
          requests: [{indexName: 'surge', query, hitsPerPage: MAX_RESULTS, facetFilters, attributesToSnippet: ['content:24']}],
        });
        const {hits, nbHits} = results[0]!;
        // Suggestions are the biggest sections of the index, so each one finds pages.
        const suggestions = nbHits === 0 ? await client.suggestions(3) : [];
        return {hits, nbHits, suggestions};
      })
      .then(({hits, nbHits, suggestions}) => {
        if (current) setState({status: 'done', hits, nbHits, suggestions});
      })
      .catch((error: unknown) => {
        if (current) setState({status: 'error', message: error instanceof Error ? error.message : String(error)});
      });
    return () => {
      current = false;
    };
  }, [query, attempt, facetFilters, searchMode, algolia, searchSuggestions]);
  return state;
}

/** Inside Layout: contextual search tags need the docs providers Layout sets up. */
function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const searchPath = useBaseUrl('/search');
  // The static HTML is rendered without a query string; read it after hydration.
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => setQuery(readSearchQuery(location.search)), [location.search]);
  const state = useSearch(query, attempt);

  const updateQuery = (value: string) => {
    setQuery(value);
    history.replace({search: value ? `?q=${encodeURIComponent(value)}` : ''});
  };

  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <>
      <Head>
        <title>{heading}</title>
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search query
          </label>
          <input
            id="search-page-input"
            type="search"
            className={styles.input}
            maxLength={MAX_SEARCH_PAGE_QUERY_LENGTH}
            value={query}
            placeholder="Search docs"
            autoComplete="off"
            onChange={(event) => updateQuery(event.target.value)}
          />
        </form>
        <div aria-live="polite" className={styles.status}>
          {state.status === 'idle' && <p>Type words to search every page of the documentation.</p>}
          {state.status === 'loading' && <p role="status">Loading the search index…</p>}
          {state.status === 'error' && (
            <div role="alert">
              <p>Unable to fetch results. {state.message}</p>
              <button type="button" className="button button--primary" onClick={() => setAttempt((count) => count + 1)}>
                Retry
              </button>
            </div>
          )}
          {state.status === 'done' && state.nbHits > 0 && (
            <p>
              {state.nbHits} {state.nbHits === 1 ? 'result' : 'results'}
            </p>
          )}
          {state.status === 'done' && state.nbHits === 0 && (
            <div>
              <p>No results found for "{query}".</p>
              <p>
                Try searching for{' '}
                {state.suggestions.map((suggestion, index) => (
                  <span key={suggestion}>
                    {index > 0 && ', '}
                    <Link to={`${searchPath}?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
                  </span>
                ))}
                .
              </p>
            </div>
          )}
        </div>
        {state.status === 'done' && <SearchResults hits={state.hits} />}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the Surge documentation.">
      <SearchPageContent />
    </Layout>
  );
}
