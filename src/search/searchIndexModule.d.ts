/** The search index and text chunks the search-records plugin builds (see plugins/search-records). */
declare module '@surge/search-index' {
  import type {SearchIndex, TextChunk} from './searchIndex';

  /** The whole index: its headings and its words, two chunks. */
  export function loadIndex(): Promise<{default: SearchIndex}>;
  /** The index without its words (`terms` and `postings` empty): enough to search titles. */
  export function loadHeadings(): Promise<{default: SearchIndex}>;
  export const textChunkCount: number;
  export function loadText(chunk: number): Promise<TextChunk>;
  /** Every record in one file (production builds), or null. */
  export const allRecordsUrl: string | null;
}

/** The index's two parts alone (the same chunks `loadIndex` and `loadHeadings` fetch), for code that only starts their download. */
declare module '@surge/search-index/headings' {
  import type {SearchIndex} from './searchIndex';

  const headings: SearchIndex;
  export default headings;
}

declare module '@surge/search-index/words' {
  const words: {terms: string; postings: string};
  export default words;
}
