/** The search results page (/search?q=…); the query lives in the URL so results can be shared. */
import {type ReactNode, useEffect, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

function readQuery(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML is rendered without a query string; read it after hydration.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(readQuery(location.search)), [location.search]);

  const heading = query ? `Search results for "${query}"` : 'Search the documentation';
  return (
    <Layout title={heading}>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get('q') ?? '');
            history.replace({search: `?q=${encodeURIComponent(value)}`});
          }}>
          <label htmlFor="search-page-input">Search query</label>
          <input
            id="search-page-input"
            name="q"
            type="search"
            maxLength={512}
            defaultValue={query}
            key={query}
            className="margin-left--sm"
          />
        </form>
      </main>
    </Layout>
  );
}
