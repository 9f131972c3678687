/**
 * The site's search loader (src/search/searchLoader.ts) over this build's chunks: the search bar,
 * its modal, Ask AI and the search page all load and search through it. Each chunk has one name,
 * which the browser tests and the benchmarks look for.
 */
import {createSearchLoader} from '@site/src/search/searchLoader';

export const siteSearch = createSearchLoader({
  modal: () => import(/* webpackChunkName: "search-dialog" */ './SearchModal'),
  engine: () => import(/* webpackChunkName: "search-engine" */ '@site/src/search/siteSearchEngine'),
  headings: () => import(/* webpackChunkName: "search-headings" */ '@surge/search-index/headings'),
  words: () => import(/* webpackChunkName: "search-index" */ '@surge/search-index/words'),
});
