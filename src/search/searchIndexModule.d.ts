/** The search index and page texts the search-records plugin builds (see plugins/search-records). */
declare module '@surge/search-index' {
  import type {PageText, SearchIndex} from './searchIndex';

  export function loadIndex(): Promise<{default: SearchIndex}>;
  /** One per page of the index, in its order. */
  export const pageTextLoaders: (() => Promise<{default: PageText}>)[];
}
