/**
 * The search record (DocSearch's schema for a search hit) and the limits
 * the search code shares between the build (Node) and the browser.
 */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type SearchRecord = {
  /** Stable across builds while the record's page, heading path and text are unchanged. */
  objectID: string;
  /** Site path including the base URL, with #anchor for anything below the page title. */
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** Reading order across the whole site (sidebar order, then order on the page); ties rank by it. */
  position: number;
  /**
   * On the record of a shell block's title: the block's commands. Search does not index them
   * (the title names the block); Ask AI quotes them when a "how do I …" question finds the block.
   */
  command?: string;
  /**
   * Build side only: text whose words the index holds for the record's section but never shows
   * (code blocks, table headers), so an identifier found only in a command finds its section.
   * Not in search-records.json (compactRecords.ts) nor in the text chunks.
   */
  keywords?: string;
};

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export const SEARCH_LIMITS = {
  /** What keyword search reads of the modal's field, which takes a whole question (ASK_LIMITS.maxQuestionLength, src/ask/types.ts). */
  maxQueryLength: 64,
  /** Hits per query, hits shown per group, snippet words (fewer on small screens). */
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidth: 768,
} as const;
