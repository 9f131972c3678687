/**
 * /false is kept as an exact-match alias of the search page:
 * old links to it land on /search with their query string intact.
 */
import {type ReactNode, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';

export default function FalseRouteAlias(): ReactNode {
  const {search, hash} = useLocation();
  const history = useHistory();
  // The router has no basename: route paths already include the base URL.
  const searchPath = useBaseUrl('/search');
  useEffect(() => {
    history.replace(`${searchPath}${search}${hash}`);
  }, [history, searchPath, search, hash]);

  return (
    <Layout title="Search" noFooter>
      <main className="container margin-vert--lg">
        <p>
          This address moved to <Link to={`/search${search}`}>the search page</Link>.
        </p>
      </main>
    </Layout>
  );
}
