/**
 * The search engine's snippet stage: which record a section's hit shows (its
 * heading, or its paragraph with the most matched words), loading the text
 * chunks on demand; and every record with its text, for Ask AI.
 */
import {CONTENT_FIELD} from './engineIndex';
import type {Found} from './findSections';
import {termsToMark} from './renderHits';
import {chunkRecords, contentTerms, headingRecord, textChunkCount, withoutText, type SearchSource, type SectionRecord} from './searchIndex';
import {normalizeTerm} from './tokenize';
import type {SearchRecord} from './types';

/**
 * Whether some query word matched the section's text but none of its headings: the hit then shows
 * the text, not the heading. An index word belongs to the query words it completes; a typo
 * correction (completing none) to every query word.
 */
export function matchedOnlyText(result: Pick<Found['result'], 'match'>, queryTerms: string[]): boolean {
  const matched = new Set<string>();
  const inHeadings = new Set<string>();
  for (const [term, fields] of Object.entries(result.match)) {
    const completed = queryTerms.filter((queryTerm) => term.startsWith(queryTerm));
    for (const queryTerm of completed.length > 0 ? completed : queryTerms) {
      matched.add(queryTerm);
      if (fields.some((field) => field !== CONTENT_FIELD)) inHeadings.add(queryTerm);
    }
  }
  return [...matched].some((queryTerm) => !inHeadings.has(queryTerm));
}

/** The index of the first word not before `term` in sorted `words`. */
function lowerBound(words: string[], term: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

type LoadedChunk = {records: SearchRecord[]; bySection: Map<number, SearchRecord[]>};

type ChunkLoader = {
  /** The chunk's records by section, loaded once; a failed load is tried again next time. */
  load(chunk: number): Promise<LoadedChunk>;
  /** The chunk if it has arrived, else null. */
  loaded(chunk: number): LoadedChunk | null;
};

function chunkLoader(source: SearchSource, sections: SectionRecord[]): ChunkLoader {
  const chunkLoads = new Map<number, Promise<LoadedChunk>>();
  const arrived = new Map<number, LoadedChunk>();
  return {
    load(chunk) {
      let load = chunkLoads.get(chunk);
      if (!load) {
        load = source.loadText(chunk).then((text) => {
          if (text?.version !== 3 || !Array.isArray(text.sectionSteps))
            throw new Error('A text chunk of the search index is damaged: reload the page to fetch it again.');
          const {records, sections: sectionOf} = chunkRecords(sections, text);
          const bySection = new Map<number, SearchRecord[]>();
          records.forEach((record, offset) => {
            const section = sectionOf[offset]!;
            if (!bySection.has(section)) bySection.set(section, []);
            bySection.get(section)!.push(record);
          });
          const loaded = {records, bySection};
          arrived.set(chunk, loaded);
          return loaded;
        });
        load.catch(() => chunkLoads.delete(chunk));
        chunkLoads.set(chunk, load);
      }
      return load;
    },
    loaded: (chunk) => arrived.get(chunk) ?? null,
  };
}

/** The record a hit shows now, and the load of the text it waits for (null when it waits for none). */
type RecordNow = {record: SearchRecord; textLoad: Promise<unknown> | null};

export function createRecordShower(source: SearchSource, sections: SectionRecord[]) {
  const chunks = chunkLoader(source, sections);
  const headings = new Map<number, SearchRecord | null>();
  const headingOf = (section: SectionRecord) => {
    if (!headings.has(section.position)) headings.set(section.position, headingRecord(section));
    return headings.get(section.position)!;
  };
  // A paragraph's words, sorted: which of a hit's words it holds is a binary search each.
  const wordsOf = new WeakMap<SearchRecord, string[]>();
  const matchedCount = (record: SearchRecord, markTerms: string[]) => {
    let words = wordsOf.get(record);
    if (!words) wordsOf.set(record, (words = [...new Set(contentTerms(record.content ?? ''))].sort()));
    return markTerms.filter((term) => words[lowerBound(words, term)]?.startsWith(term)).length;
  };

  /** The section's paragraph with the most matched words (the first on ties), else its heading. */
  function bestParagraph({record: section, result}: Found, queryTerms: string[], chunk: LoadedChunk): SearchRecord {
    const inSection = chunk.bySection.get(section.position) ?? [];
    const markTerms = termsToMark(queryTerms, result.terms.map(normalizeTerm));
    let best: SearchRecord | null = null;
    let bestCount = -1;
    for (const record of inSection) {
      if (record.content === null) continue;
      const count = matchedCount(record, markTerms);
      if (count > bestCount) [best, bestCount] = [record, count];
    }
    return best ?? headingOf(section) ?? inSection[0] ?? withoutText(section);
  }

  /**
   * The record a section's hit shows: its heading (record) when every word matched a heading
   * (no text to load), else the section's paragraph with the most matched words.
   * When its text cannot load (offline), the hit shows its headings without a snippet.
   */
  async function shownRecord(found: Found, queryTerms: string[]): Promise<SearchRecord> {
    const section = found.record;
    if (!matchedOnlyText(found.result, queryTerms)) return headingOf(section) ?? withoutText(section);
    try {
      return bestParagraph(found, queryTerms, await chunks.load(section.chunk));
    } catch {
      return headingOf(section) ?? withoutText(section);
    }
  }

  /**
   * The same, without waiting: a hit whose text has not arrived shows its section's headings
   * meanwhile, and `textLoad` is that text's load (it settles once the text is in, or failed).
   */
  function shownRecordNow(found: Found, queryTerms: string[]): RecordNow {
    const section = found.record;
    const heading = headingOf(section) ?? withoutText(section);
    if (!matchedOnlyText(found.result, queryTerms)) return {record: heading, textLoad: null};
    const chunk = chunks.loaded(section.chunk);
    if (chunk) return {record: bestParagraph(found, queryTerms, chunk), textLoad: null};
    return {record: heading, textLoad: chunks.load(section.chunk)};
  }

  /** Every record of the site, all text loaded (Ask AI quotes from them). */
  async function loadRecords(): Promise<SearchRecord[]> {
    if (source.loadAllRecords) return source.loadAllRecords();
    const all = await Promise.all(Array.from({length: textChunkCount(source.index)}, (_, chunk) => chunks.load(chunk)));
    return all.flatMap((chunk) => chunk.records);
  }

  return {shownRecord, shownRecordNow, loadRecords};
}
