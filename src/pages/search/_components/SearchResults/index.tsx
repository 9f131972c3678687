/** The search page's result list: categories, then pages, then the matching sections. */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {LocalHit} from '@site/src/search/createLocalSearchClient';
import {groupHits} from '@site/src/search/groupHits';
import styles from './styles.module.css';

/** Highlight values are built from HTML-escaped text plus <mark> tags only (src/search/highlight.ts). */
function Highlighted({html}: {html: string}): ReactNode {
  return <span dangerouslySetInnerHTML={{__html: html}} />;
}

function hitTitle(hit: LocalHit): string {
  if (hit.type === 'content') {
    const deepest = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).find((level) => hit.hierarchy[level]);
    return deepest ? hit._highlightResult.hierarchy[deepest]!.value : hit._highlightResult.hierarchy.lvl1!.value;
  }
  return hit._highlightResult.hierarchy[hit.type]!.value;
}

export default function SearchResults({hits}: {hits: LocalHit[]}): ReactNode {
  return (
    <div className={styles.results}>
      {groupHits(hits).map((category) => (
        <section key={category.lvl0} aria-label={category.lvl0}>
          <Heading as="h2" className={styles.category}>
            {category.lvl0}
          </Heading>
          {category.pages.map((page) => (
            <article key={page.pageUrl} className={styles.page}>
              <Heading as="h3" className={styles.pageTitle}>
                <Link to={page.pageUrl}>{page.lvl1}</Link>
              </Heading>
              <ul className={styles.hits}>
                {page.hits
                  .filter((hit) => hit.type !== 'lvl1' || hit.content !== null)
                  .map((hit) => (
                    <li key={hit.objectID}>
                      <Link to={hit.url} className={styles.hitLink}>
                        <Highlighted html={hitTitle(hit)} />
                      </Link>
                      {hit._snippetResult.content && (
                        <p className={styles.snippet}>
                          <Highlighted html={hit._snippetResult.content.value} />
                        </p>
                      )}
                    </li>
                  ))}
              </ul>
            </article>
          ))}
        </section>
      ))}
    </div>
  );
}
