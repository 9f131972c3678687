/** The search index and text chunks the search-records plugin builds (see plugins/search-records). */
declare module '@surge/search-index' {
  import type {SearchIndex, TextChunk} from './searchIndex';

  export function loadIndex(): Promise<{default: SearchIndex}>;
  export const textChunkCount: number;
  export function loadText(chunk: number): Promise<TextChunk>;
  /** Every record in one file (production builds), or null. */
  export const allRecordsUrl: string | null;
}
