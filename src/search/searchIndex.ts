/**
 * What the browser downloads to search, in two parts, as Pagefind does:
 *
 * - the index, loaded on first search: each page and section once, with its
 *   headings, and the words of each section's text with how often they occur
 *   (postings), not the text itself;
 * - the text of a section or a few (a chunk of about TEXT_CHUNK_CHARACTERS,
 *   never across pages), loaded when a hit in it has to show a snippet.
 *
 * Index fields:
 *   pages:    [url, lvl0, lvl1, tag index (omitted when 0)]
 *   sections: [page, anchor, heading step, lvl2…lvl6] (trailing nulls dropped);
 *             anchor is null when it is the slug of the section's own heading,
 *             heading step is the position of the section's heading record
 *             minus the previous one's, or null when it has none
 *   terms:    the text's words, sorted, one per line, each after a letter
 *             saying how many characters it shares with the line before (A = 0)
 *   postings: per term, the sections holding it and how often (see encodePostings)
 *   textStarts: per section, 1 where a new text chunk begins, else 0
 *   secondary: pages that sum up or correct other pages (glossary, corrections), which rank
 *             below the pages that explain a topic (absent when none)
 * Text chunk: the records of its sections (reading order), each with its
 * section and position (as steps from the previous record's), type digit and content.
 */
import {pageUrl, SUB_LEVELS, typeCode, typeFromCode} from './compactRecords';
import {recordObjectId} from './recordObjectId';
import {normalizeTerm, STOP_WORDS, tokenize} from './tokenize';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export type PageEntry = [url: string, lvl0: string, lvl1: string, tag?: number];
export type SectionEntry = (string | number | null)[];

export type SearchIndex = {
  version: 3;
  language: string;
  tags: string[];
  pages: PageEntry[];
  sections: SectionEntry[];
  terms: string;
  postings: string;
  textStarts: string;
  /** Indexes of pages that rank below the others (see SECONDARY_PAGE_WEIGHT). */
  secondary?: number[];
};

export type TextChunk = {
  version: 3;
  /** Per record, its section index minus the previous record's (the first is the section's index). */
  sectionSteps: number[];
  /** Per record, its position (site reading order) minus the previous record's (the first is its position). */
  positionSteps: number[];
  /** Per record, one digit: 1–6 = lvl1–lvl6, 0 = content. */
  types: string;
  contents: (string | null)[];
};

/**
 * Where the index comes from: the index itself, a way to load one chunk of text,
 * and optionally every record at once (one file instead of every chunk, for Ask AI).
 */
export type SearchSource = {index: SearchIndex; loadText(chunk: number): Promise<TextChunk>; loadAllRecords?: () => Promise<SearchRecord[]>};

/** A section as the engine ranks it: a record with no content, typed by its deepest heading. */
export type SectionRecord = SearchRecord & {chunk: number; headingPosition: number | null};

/**
 * About this much text (characters) per chunk, a section or a few: a hit loads
 * about 1 KB gzip of text, not its whole page (up to 14 KB here). Measured on
 * typing "bond", "register prover" and "genesis hash" key by key: 27–30 KB of
 * text in all at 1,000 characters, 37–40 KB at 3,000, 64–75 KB with one chunk
 * per page. A section is never split.
 */
export const TEXT_CHUNK_CHARACTERS = 1000;

const FIRST_PREFIX_CODE = 65;
const MAX_SHARED_PREFIX = 25;

/** Heading ids as Docusaurus makes them, for plain headings; others are stored. */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** A section is typed by its deepest heading, as a heading record of that level. */
function sectionType(levels: unknown[]): RecordType {
  return levels.length === 0 ? 'lvl1' : (`lvl${levels.length + 1}` as RecordType);
}

function fingerprint(record: Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'>): unknown[] {
  return [record.url, record.type, Object.values(record.hierarchy), record.content];
}

/** The words of a text as the index stores them (normalised, identifiers also split). */
export function contentTerms(text: string): string[] {
  return tokenize(text).flatMap((word) => normalizeTerm(word) || []);
}

export function encodeTerms(terms: string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      let shared = 0;
      while (shared < MAX_SHARED_PREFIX && shared < previous.length && previous[shared] === term[shared]) shared += 1;
      previous = term;
      return String.fromCharCode(FIRST_PREFIX_CODE + shared) + term.slice(shared);
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (encoded === '') return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    previous = previous.slice(0, line.charCodeAt(0) - FIRST_PREFIX_CODE) + line.slice(1);
    return previous;
  });
}

/**
 * Postings are numbers written without separators: a number's last digit is
 * one of 0–9a–z (base 36), the digits before it A–Z (base 26), so each ends
 * itself. A count of 2 to 28 follows as one symbol, a larger one as `*` and a
 * number. This gzips about 14 % smaller than comma-separated base 36.
 */
const LAST_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';
const LEADING_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const COUNT_SYMBOLS = ':;<=>?@[]^_`{|}~!#$%&()+-./';
const LARGE_COUNT = '*';

function encodeNumber(value: number): string {
  let text = LAST_DIGITS[value % 36]!;
  for (let rest = Math.floor(value / 36); rest > 0; rest = Math.floor(rest / 26)) text = LEADING_DIGITS[rest % 26]! + text;
  return text;
}

function encodeCount(count: number): string {
  if (count === 1) return '';
  return count - 2 < COUNT_SYMBOLS.length ? COUNT_SYMBOLS[count - 2]! : LARGE_COUNT + encodeNumber(count);
}

export function encodePostings(counts: Map<number, number>): string {
  let previous = 0;
  return [...counts.keys()]
    .sort((a, b) => a - b)
    .map((section) => {
      const step = section - previous;
      previous = section;
      return encodeNumber(step) + encodeCount(counts.get(section)!);
    })
    .join('');
}

/** Calls `visit(section, count)` for each section one line of postings names. */
export function readPostings(line: string, visit: (section: number, count: number) => void): void {
  let section = 0;
  let position = 0;
  const readNumber = () => {
    let leading = 0;
    for (;;) {
      const char = line[position++]!;
      const digit = LEADING_DIGITS.indexOf(char);
      if (digit === -1) return leading * 36 + LAST_DIGITS.indexOf(char);
      leading = leading * 26 + digit;
    }
  };
  while (position < line.length) {
    section += readNumber();
    const next = line[position];
    const symbol = next === undefined ? -1 : COUNT_SYMBOLS.indexOf(next);
    let count = 1;
    if (symbol !== -1) {
      count = symbol + 2;
      position += 1;
    } else if (next === LARGE_COUNT) {
      position += 1;
      count = readNumber();
    }
    visit(section, count);
  }
}

/**
 * Words of a record's `keywords` (code, table headers) that are not worth a posting: long runs
 * of digits and hex (hashes, keys, addresses in examples), which nobody types.
 */
function isIndexedKeyword(term: string): boolean {
  return !(term.length >= 16 && /\d/.test(term) && /^(0x)?[0-9a-f]+$/.test(term)) && term.length <= 64;
}

function collectKeywords(keywordsOf: Map<number, Set<string>>, section: number, text: string): void {
  let keywords = keywordsOf.get(section);
  if (!keywords) keywordsOf.set(section, (keywords = new Set()));
  for (const term of contentTerms(text)) if (!STOP_WORDS.has(term) && isIndexedKeyword(term)) keywords.add(term);
}

/** A section's keywords count once, and only where its text does not hold them already. */
function addKeywordPostings(termCounts: Map<string, Map<number, number>>, keywordsOf: Map<number, Set<string>>): void {
  for (const [section, keywords] of keywordsOf) {
    for (const term of keywords) {
      let counts = termCounts.get(term);
      if (!counts) termCounts.set(term, (counts = new Map()));
      if (!counts.has(section)) counts.set(section, 1);
    }
  }
}

export type BuildIndexOptions = {
  /** Page URLs that sum up or correct other pages: their sections rank below the pages that explain a topic. */
  secondaryPages?: ReadonlySet<string>;
};

/** Build side: records in reading order (each page's records together) → the index and its text chunks. */
export function buildSearchIndex(records: SearchRecord[], options: BuildIndexOptions = {}): {index: SearchIndex; textChunks: TextChunk[]} {
  const tags: string[] = [];
  const pages: PageEntry[] = [];
  const recordsOfSection: SearchRecord[][] = [];
  const pageOf = new Map<string, number>();
  const sections: SectionEntry[] = [];
  const sectionOf = new Map<string, number>();
  const headingOf: (number | null)[] = [];
  const termCounts = new Map<string, Map<number, number>>();
  const seenOnPage = new Set<string>();
  // Per section, the words only its code or table headers hold: counted once (code repeats words
  // a lot, and its counts would outweigh the prose that explains them).
  const keywordsOf = new Map<number, Set<string>>();

  for (const record of records) {
    const url = pageUrl(record.url);
    let page = pageOf.get(url);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(url, page);
      if (!tags.includes(record.docusaurus_tag)) tags.push(record.docusaurus_tag);
      const tag = tags.indexOf(record.docusaurus_tag);
      pages.push(tag === 0 ? [url, record.hierarchy.lvl0, record.hierarchy.lvl1] : [url, record.hierarchy.lvl0, record.hierarchy.lvl1, tag]);
      seenOnPage.clear();
    } else if (page !== pages.length - 1) {
      throw new Error(`Search records of ${url} are not together: the build must list each page's records in one run.`);
    }
    const anchor = record.url.slice(url.length + 1);
    const levels = SUB_LEVELS.map((level) => record.hierarchy[level]);
    while (levels.length > 0 && levels.at(-1) === null) levels.pop();
    const sectionKey = JSON.stringify([page, anchor, levels]);
    let section = sectionOf.get(sectionKey);
    if (section === undefined) {
      section = sections.length;
      sectionOf.set(sectionKey, section);
      const ownHeading = levels.at(-1);
      const derived = anchor !== '' && typeof ownHeading === 'string' && headingSlug(ownHeading) === anchor;
      sections.push([page, derived ? null : anchor, null, ...levels]);
      headingOf.push(null);
      recordsOfSection.push([]);
    }
    // A heading record the browser can rebuild from the index alone: the section's own heading with
    // no text, the first of its kind on the page (so its id is the first of that fingerprint).
    const key = JSON.stringify(fingerprint(record));
    const isRepeat = seenOnPage.has(key);
    seenOnPage.add(key);
    if (record.type !== 'content' && record.content === null && !isRepeat && headingOf[section] === null && record.type === sectionType(levels)) {
      headingOf[section] = record.position;
    }
    recordsOfSection[section]!.push(record);
    for (const term of record.content === null ? [] : contentTerms(record.content)) {
      if (STOP_WORDS.has(term)) continue;
      let counts = termCounts.get(term);
      if (!counts) termCounts.set(term, (counts = new Map()));
      counts.set(section, (counts.get(section) ?? 0) + 1);
    }
    if (record.keywords) collectKeywords(keywordsOf, section, record.keywords);
  }
  addKeywordPostings(termCounts, keywordsOf);
  let previousHeading = 0;
  headingOf.forEach((position, section) => {
    if (position === null) return;
    sections[section]![2] = position - previousHeading;
    previousHeading = position;
  });
  const terms = [...termCounts.keys()].sort();
  const {textStarts, textChunks} = chunkTexts(sections, recordsOfSection);
  return {
    index: {
      version: 3,
      language: records[0]?.language ?? 'en',
      tags: tags.length > 0 ? tags : ['default'],
      pages,
      sections,
      terms: encodeTerms(terms),
      postings: terms.map((term) => encodePostings(termCounts.get(term)!)).join('\n'),
      textStarts,
      ...secondaryOf(pages, options.secondaryPages),
    },
    textChunks,
  };
}

function secondaryOf(pages: PageEntry[], secondaryPages: ReadonlySet<string> | undefined): {secondary?: number[]} {
  const secondary = pages.flatMap(([url], page) => (secondaryPages?.has(url) ? [page] : []));
  return secondary.length > 0 ? {secondary} : {};
}

/** Whole sections, in order, into chunks of about TEXT_CHUNK_CHARACTERS, each within one page. */
function chunkTexts(sections: SectionEntry[], recordsOfSection: SearchRecord[][]): {textStarts: string; textChunks: TextChunk[]} {
  const textChunks: TextChunk[] = [];
  let textStarts = '';
  let characters = 0;
  let previousSection = 0;
  let previousPosition = 0;
  sections.forEach((entry, section) => {
    const startsChunk = textChunks.length === 0 || characters >= TEXT_CHUNK_CHARACTERS || entry[0] !== sections[section - 1]![0];
    textStarts += startsChunk ? '1' : '0';
    if (startsChunk) {
      textChunks.push({version: 3, sectionSteps: [], positionSteps: [], types: '', contents: []});
      characters = 0;
      previousSection = 0;
      previousPosition = 0;
    }
    const chunk = textChunks.at(-1)!;
    for (const record of recordsOfSection[section]!) {
      chunk.sectionSteps.push(section - previousSection);
      chunk.positionSteps.push(record.position - previousPosition);
      previousSection = section;
      previousPosition = record.position;
      chunk.types += typeCode(record.type);
      chunk.contents.push(record.content);
      characters += record.content?.length ?? 0;
    }
  });
  return {textStarts, textChunks};
}

/** Browser side: the sections, in index order, as records the engine ranks. */
export function readSections(index: SearchIndex): SectionRecord[] {
  let headingPosition = 0;
  let chunk = -1;
  return index.sections.map((entry, position) => {
    if (index.textStarts[position] === '1') chunk += 1;
    const [page, storedAnchor, headingStep, ...levels] = entry as [number, string | null, number | null, ...(string | null)[]];
    const [url, lvl0, lvl1, tag = 0] = index.pages[page]!;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    SUB_LEVELS.forEach((level, levelIndex) => (hierarchy[level] = levels[levelIndex] ?? null));
    const anchor = storedAnchor ?? headingSlug(String(levels.at(-1)));
    if (headingStep !== null) headingPosition += headingStep;
    return {
      objectID: '',
      url: anchor ? `${url}#${anchor}` : url,
      type: sectionType(levels),
      content: null,
      hierarchy,
      language: index.language,
      docusaurus_tag: index.tags[tag] ?? index.tags[0]!,
      position,
      chunk,
      headingPosition: headingStep === null ? null : headingPosition,
    };
  });
}

/** Each section's words, repeated as often as they occur (the engine indexes them as its text). */
export function sectionWords(index: SearchIndex): string[][] {
  const words: string[][] = index.sections.map(() => []);
  const postings = index.postings.split('\n');
  decodeTerms(index.terms).forEach((term, termIndex) => {
    readPostings(postings[termIndex] ?? '', (section, count) => {
      const list = words[section]!;
      for (let repeat = 0; repeat < count; repeat += 1) list.push(term);
    });
  });
  return words;
}

/** The section's heading record, rebuilt without the page's text (null when it needs the text). */
export function headingRecord(section: SectionRecord): SearchRecord | null {
  if (section.headingPosition === null) return null;
  return {...withoutText(section), position: section.headingPosition};
}

/** A section's hit when its page's text cannot load: its headings, no text (the id is the heading record's). */
export function withoutText(section: SectionRecord): SearchRecord {
  const {chunk: _chunk, headingPosition: _heading, ...record} = section;
  return {...record, objectID: recordObjectId(fingerprint(record), 0)};
}

/**
 * The full records of one text chunk, ids and positions as the build made them,
 * and each one's section. A chunk holds whole sections, so identical records
 * (same URL, headings and text) are all in it: their repeat counts hold.
 */
export function chunkRecords(sections: SectionRecord[], chunk: TextChunk): {records: SearchRecord[]; sections: number[]} {
  const repeats = new Map<string, number>();
  const sectionOfRecord: number[] = [];
  let sectionIndex = 0;
  let position = 0;
  const records = chunk.sectionSteps.map((step, offset) => {
    sectionIndex += step;
    position += chunk.positionSteps[offset]!;
    sectionOfRecord.push(sectionIndex);
    const section = sections[sectionIndex]!;
    const type = typeFromCode(Number(chunk.types[offset]));
    const record = {url: section.url, type, hierarchy: section.hierarchy, content: chunk.contents[offset] ?? null};
    const key = JSON.stringify(fingerprint(record));
    const repeat = repeats.get(key) ?? 0;
    repeats.set(key, repeat + 1);
    return {
      objectID: recordObjectId(fingerprint(record), repeat),
      ...record,
      hierarchy: {...section.hierarchy},
      language: section.language,
      docusaurus_tag: section.docusaurus_tag,
      position,
    };
  });
  return {records, sections: sectionOfRecord};
}

/** How many text chunks the index has. */
export function textChunkCount(index: SearchIndex): number {
  return index.textStarts.split('1').length - 1;
}

/** A source held in memory (tests, benchmarks, tools): the same index and page texts the build ships. */
export function searchSourceFromRecords(records: SearchRecord[], options: BuildIndexOptions = {}): SearchSource {
  const {index, textChunks} = buildSearchIndex(records, options);
  return {index, loadText: async (chunk) => textChunks[chunk]!};
}
