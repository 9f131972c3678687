/** The search index and text chunks the search-records plugin builds (see plugins/search-records). */
declare module '@surge/search-index' {
  import type {TextChunk} from './searchIndex';

  export const textChunkCount: number;
  export function loadText(chunk: number): Promise<TextChunk>;
  /** Every record in one file (production builds), or null. */
  export const allRecordsUrl: string | null;
}

/** The index in two chunks, fetched by src/search/searchLoader.ts: its headings (`terms` and `postings` empty), and its words. */
declare module '@surge/search-index/headings' {
  import type {SearchIndex} from './searchIndex';

  const headings: SearchIndex;
  export default headings;
}

declare module '@surge/search-index/words' {
  const words: {terms: string; postings: string};
  export default words;
}
