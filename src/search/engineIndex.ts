/**
 * The search engine's index: a MiniSearch over the site's sections (a heading and
 * the text up to the next one), holding their words, not their text, and the
 * per-section tables the later stages look up by position.
 */
import MiniSearch from 'minisearch';
import {PositionMarks} from './candidates';
import {readSections, sectionWords, type SearchSource, type SectionRecord} from './searchIndex';
import {normalizeTerm, tokenize} from './tokenize';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';

/**
 * Title and heading matches rank above body text (DocSearch's attribute order): `title` is the
 * section's own page title or heading, `context` the headings above it. A section whose own
 * heading matches gets its level's boost (TYPE_BOOSTS), as a heading record would.
 */
export const FIELD_BOOSTS = {title: 4, context: 1, content: 1, lvl0: 0.5};
export const TYPE_BOOSTS: Record<SearchRecord['type'], number> = {
  lvl1: 3,
  lvl2: 2,
  lvl3: 1.5,
  lvl4: 1.2,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
export const CONTENT_FIELD = 'content';
/**
 * A page that sums up or corrects others (the index's `secondary` pages: the glossary, the
 * corrections page) names many topics in its headings, one line each: its sections' scores are
 * scaled by this, so the page that explains a topic ranks first and the summary still shows.
 */
export const SECONDARY_PAGE_WEIGHT = 0.3;

type IndexedSection = {position: number; lvl0: string; title: string; context: string; content: string};

function toIndexed(section: SectionRecord, words: string[]): IndexedSection {
  const headings = HIERARCHY_LEVELS.slice(1).flatMap((level) => section.hierarchy[level] ?? []);
  return {
    position: section.position,
    lvl0: section.hierarchy.lvl0,
    title: headings.at(-1) ?? '',
    context: headings.slice(0, -1).join(' '),
    // Already the index's terms: the content field's tokenizer only splits them again.
    content: words.join(' '),
  };
}

export type PreparedEngine = ReturnType<typeof prepareEngine>;

/** The engine's MiniSearch, empty, and the sections to add to it. */
export function prepareEngine(source: SearchSource) {
  const sections = readSections(source.index);
  const engine = new MiniSearch<IndexedSection>({
    idField: 'position',
    fields: ['lvl0', 'title', 'context', CONTENT_FIELD],
    storeFields: [],
    tokenize: (text, field) => (field === CONTENT_FIELD ? text.split(' ') : tokenize(text)),
    // The content field holds the index's own terms, normalized when the site was built: only
    // headings need normalizing here. This halves the cold build on a phone (bench/measureSearchTap.ts).
    processTerm: (term, field) => {
      const normalized = field === CONTENT_FIELD ? term : normalizeTerm(term);
      if (normalized) occurrences.set(normalized, (occurrences.get(normalized) ?? 0) + 1);
      return normalized || null;
    },
  });
  // How often each word occurs in the index: which words are rare enough to try typos on, and to list first.
  const occurrences = new Map<string, number>();
  const words = sectionWords(source.index);
  const secondaryUrls = new Set((source.index.secondary ?? []).map((page) => source.index.pages[page]![0]));
  return {sections, engine, occurrences, secondaryUrls, documents: sections.map((section) => toIndexed(section, words[section.position]!))};
}

/** Earlier pages win ties (at most a 1 % nudge). */
function orderBoost(position: number, lastPosition: number): number {
  return 1 - (0.01 * position) / lastPosition;
}

/** A built index and what the stages look up in it: arrays by position, not maps (they are read once per matching word and field). */
export type EngineIndex = Omit<PreparedEngine, 'documents'> & {
  lastPosition: number;
  /** Each section's order boost. */
  boosts: Float64Array;
  /** Each section's page URL, as a small number. */
  urlIds: Int32Array;
  urlCount: number;
  /** Reusable sets of positions and of URL ids (see candidates.ts). */
  marks: PositionMarks;
  visitMarks: PositionMarks;
  urlMarks: PositionMarks;
};

export function engineIndex({sections, engine, occurrences, secondaryUrls}: Omit<PreparedEngine, 'documents'>): EngineIndex {
  const lastPosition = Math.max(sections.length - 1, 1);
  const boosts = new Float64Array(lastPosition + 1);
  const urlIds = new Int32Array(lastPosition + 1);
  const urlIdOf = new Map<string, number>();
  for (const section of sections) {
    const pageWeight = secondaryUrls.has(section.url.split('#')[0]!) ? SECONDARY_PAGE_WEIGHT : 1;
    boosts[section.position] = orderBoost(section.position, lastPosition) * pageWeight;
    if (!urlIdOf.has(section.url)) urlIdOf.set(section.url, urlIdOf.size);
    urlIds[section.position] = urlIdOf.get(section.url)!;
  }
  return {
    sections,
    engine,
    occurrences,
    secondaryUrls,
    lastPosition,
    boosts,
    urlIds,
    urlCount: urlIdOf.size,
    marks: new PositionMarks(lastPosition + 1),
    visitMarks: new PositionMarks(lastPosition + 1),
    urlMarks: new PositionMarks(urlIdOf.size),
  };
}
