/**
 * Ranks every sentence of the docs against a question (BM25-like): each of the
 * question's words weighs by its rarity among the sentences (inverse document
 * frequency), counts fully in the sentence itself, at half in the section's
 * headings and less in the page title, and at a lower weight when only one of
 * its near forms (src/ask/nearForms.ts) occurs. A sentence whose section covers
 * more of the question ranks higher, and the kind of question (src/ask/questionKind.ts)
 * prefers causes, steps or values. Table rows are sentences too, quoted as
 * "first cell — other cells". For a "how do I …" question a shell block is one
 * too, its title read with its commands, and a step that does another action
 * than the one asked counts less.
 */
import {compileFacetFilters, type FacetFilters} from '@site/src/search/createLocalSearchClient';
import {pageUrl} from '@site/src/search/compactRecords';
import {tokenize} from '@site/src/search/tokenize';
import {HIERARCHY_LEVELS, type SearchRecord} from '@site/src/search/types';
import {NEAR_FORMS, POINTER_WORDS, WIDER_FORMS} from './nearForms';
import {questionFocus, type QuestionFocus} from './questionKind';
import {isStopWord, questionKeywords, stem} from './questionKeywords';
import {splitSentences} from './splitSentences';

export type Section = {
  url: string;
  /** Headings below the page title, joined with " › " (the page title when there are none). */
  title: string;
  pageTitle: string;
  headingStems: Set<string>;
  pageStems: Set<string>;
  /** A record of the section, for the modal's facet filters. */
  record: SearchRecord;
  units: Unit[];
};

export type Unit = {
  section: Section;
  index: number;
  /** As quoted: a table row reads "first cell — other cells". */
  text: string;
  lower: string;
  stems: Set<string>;
  words: number;
  /** Troubleshooting part it belongs to ("Symptom", "Cause", "Fix"), or null. */
  label: string | null;
  isRow: boolean;
  /** A code block's title: says what the block does; ranked only with its commands, for "how do I …". */
  isCodeTitle: boolean;
  /** On a shell block's title: the block's commands, quoted with the title for "how do I …" questions. */
  command: string | null;
};

export type Corpus = {sections: Section[]; byUrl: Map<string, Section>; units: Unit[]; averageWords: number};

export type QueryTerm = {term: string; forms: Set<string>; phrases: string[]; nearForms: Set<string>; nearPhrases: string[]};

export type ScoredUnit = {unit: Unit; score: number; coverage: number; needsFollowUp: boolean};

export type Ranking = {
  focus: QuestionFocus;
  terms: QueryTerm[];
  /** Words of the question the docs never use, not even in one of their near forms. */
  unmatched: string[];
  /** Best first; only sentences that match at least one term themselves. */
  scored: ScoredUnit[];
  /** Sections allowed by the filters. */
  sections: Section[];
};

/** Labels of the parts of a troubleshooting entry; quoted with the sentence they introduce. */
const PART_LABELS = new Set(['symptom', 'cause', 'fix', 'solution', 'workaround', 'cause and fix']);
/** Keyword stems this long also match longer words ("final" → "finality"). */
const MIN_PREFIX = 5;
/** A near form counts less than the word asked. */
const NEAR_WEIGHT = 0.7;
/** Where a term counts when the sentence lacks it: the section's headings, the page's title. */
const HEADING_WEIGHT = 0.5;
const PAGE_WEIGHT = 0.25;
/** BM25's length normalisation: long sentences say less about each of their words. */
const K1 = 1.2;
const B = 0.3;
/** How much the section's coverage of the whole question adds to each of its sentences. */
const SECTION_WEIGHT = 0.35;
/** The action a "how do I …" question asks for counts this many times its rarity. */
const ACTION_WEIGHT = 1.8;
/** A step that does not name the action asked for ("deploy" when asked how to remove) counts this much. */
const OTHER_ACTION = 0.6;
/** Each run of three question words that a sentence holds as it is adds this share (up to five runs). */
const PHRASE_BONUS = 0.1;
/** How much a block with commands fits a "how do I …" question. */
const COMMAND_FIT = 1.5;
/** How many of a question's rarest words a sentence's coverage is measured against. */
const COVERAGE_WORDS = 5;
/** A sentence made of the question's own words (a symptom the reader describes) answers nothing by itself. */
const ECHO_SHARE = 0.75;

const FILE_NAME = /\w\.\w/;

const corpora = new WeakMap<SearchRecord[], Corpus>();

export function stemsOf(text: string): Set<string> {
  return new Set(tokenize(text).map((term) => stem(term.toLowerCase())));
}

function sectionTitle(record: SearchRecord): string {
  const headings = HIERARCHY_LEVELS.slice(2)
    .map((level) => record.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading));
  return [record.hierarchy.lvl1, ...headings].join(' › ');
}

/** A command's title ("Check the Kurtosis engine"): short, no sentence punctuation, not a table row. */
export function isCodeTitle(sentence: string): boolean {
  return !/[.!?:;]$/.test(sentence) && !sentence.includes(' · ') && sentence.split(/\s+/).length < 12;
}

/** Admonition markers and bare labels say nothing on their own. */
function isQuotable(sentence: string): boolean {
  return !sentence.startsWith(':::') && sentence.split(/\s+/).length >= 3;
}

export function rowText(content: string): string {
  const cells = content.split(' · ');
  return cells.length > 1 ? `${cells[0]} — ${cells.slice(1).join('; ')}` : content;
}

function buildCorpus(records: SearchRecord[]): Corpus {
  const byUrl = new Map<string, Section>();
  const units: Unit[] = [];
  let label: string | null = null;
  for (const record of records) {
    let section = byUrl.get(record.url);
    if (!section) {
      const title = sectionTitle(record);
      section = {
        url: record.url,
        title,
        pageTitle: record.hierarchy.lvl1,
        headingStems: stemsOf(title.split(' › ').slice(1).join(' ')),
        pageStems: stemsOf(record.hierarchy.lvl1),
        record,
        units: [],
      };
      byUrl.set(record.url, section);
      label = null;
    }
    if (!record.content) continue;
    // Labels are written "Symptom:" (markdownlint MD036); the colon is not part of the name.
    const part = record.content.trim().replace(/:$/, '');
    if (PART_LABELS.has(part.toLowerCase())) {
      label = part;
      continue;
    }
    const isRow = record.content.includes(' · ');
    const command = record.command ?? null;
    // A block's title is one unit with its commands, however it is punctuated.
    const pieces = isRow ? [rowText(record.content)] : command ? [record.content] : splitSentences(record.content).filter(isQuotable);
    for (const text of pieces) {
      const unit: Unit = {
        section,
        index: section.units.length,
        text,
        lower: command ? `${text} ${command}`.toLowerCase() : text.toLowerCase(),
        // The reference tables' preset labels (".env.hoodi: same") say nothing about the row's subject.
        stems: stemsOf(`${text.replace(/\.env\.(?:devnet|hoodi|staging)\b/g, ' ')} ${command ?? ''}`),
        // Its commands count in its length, as their words count in its matches.
        words: `${text} ${command ?? ''}`.trim().split(/\s+/).length,
        label,
        isRow,
        // Short list items that carry a value ("Chain ID 763375") are not commands' titles.
        isCodeTitle: command !== null || (!isRow && isCodeTitle(text) && !/https?:\/\/|\d{4,}/.test(text)),
        command,
      };
      section.units.push(unit);
      units.push(unit);
    }
  }
  const averageWords = units.reduce((sum, unit) => sum + unit.words, 0) / Math.max(1, units.length);
  return {sections: [...byUrl.values()], byUrl, units, averageWords};
}

export function corpusOf(records: SearchRecord[]): Corpus {
  let corpus = corpora.get(records);
  if (!corpus) {
    corpus = buildCorpus(records);
    corpora.set(records, corpus);
  }
  return corpus;
}

function hasStem(stems: Set<string>, forms: Set<string>): boolean {
  for (const form of forms) {
    if (stems.has(form)) return true;
    // Either way round: the stemmer leaves "remove" whole but cuts "removes" to "remov".
    // A file name ("remove-surge-devnet-l1.sh") is matched whole: its first word does not name it.
    if (form.length >= MIN_PREFIX && !FILE_NAME.test(form))
      for (const candidate of stems) if (candidate.startsWith(form) || (candidate.length >= MIN_PREFIX && form.startsWith(candidate))) return true;
  }
  return false;
}

function hasPhrase(lower: string, phrases: string[]): boolean {
  return phrases.some((phrase) => new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower));
}

function formsOf(words: readonly string[]): {forms: Set<string>; phrases: string[]} {
  const single = words.filter((word) => !word.includes(' '));
  return {forms: new Set(single.map((word) => stem(word))), phrases: words.filter((word) => word.includes(' '))};
}

/** The question's terms: its keywords, and multi-word near forms it contains ("tear down"), each with its near forms. */
export function queryTerms(question: string): QueryTerm[] {
  const lower = question.toLowerCase();
  const terms: QueryTerm[] = [];
  const covered = new Set<string>();
  for (const group of NEAR_FORMS) {
    for (const phrase of group.filter((form) => form.includes(' '))) {
      if (!hasPhrase(lower, [phrase])) continue;
      const near = formsOf(group.filter((form) => form !== phrase));
      terms.push({term: phrase, forms: new Set(), phrases: [phrase], nearForms: near.forms, nearPhrases: near.phrases});
      for (const word of phrase.split(' ')) covered.add(word);
    }
  }
  for (const keyword of questionKeywords(question)) {
    if (covered.has(keyword)) continue;
    const stemmed = stem(keyword);
    const group = NEAR_FORMS.find((forms) => forms.some((form) => !form.includes(' ') && stem(form) === stemmed));
    const near = formsOf([...(group ?? []).filter((form) => stem(form) !== stemmed), ...(WIDER_FORMS.get(keyword) ?? [])]);
    terms.push({term: keyword, forms: new Set(POINTER_WORDS.has(keyword) ? [] : [stemmed]), phrases: [], nearForms: near.forms, nearPhrases: near.phrases});
  }
  return terms;
}

type Match = 'own' | 'near' | null;

function matchIn(stems: Set<string>, lower: string, term: QueryTerm): Match {
  if (hasStem(stems, term.forms) || (term.phrases.length > 0 && hasPhrase(lower, term.phrases))) return 'own';
  if (hasStem(stems, term.nearForms) || (term.nearPhrases.length > 0 && hasPhrase(lower, term.nearPhrases))) return 'near';
  return null;
}

const CAUSE = /\b(?:because|since|so that|due to|caused|causes|reasons?|means|which only|only (?:accepts|forwards|works)|rejects|refuses)\b/i;
const IMPERATIVE =
  /^(?:To [^,]+,\s*)?(?:Run|Set|Use|Add|Open|Install|Start|Stop|Remove|Edit|Copy|Check|Create|Deploy|Register|Follow|Ask|Answer|Fill|Keep|Point|Restart|Delete|Bridge|Connect|Reboot|Confirm|Verify|Call|Wait|Send|Read|Pass|Put|Change|Replace|Enable|Disable|Make|Give|Clone|Forward|Allow|Map|Publish|Pick|Choose|Select|Import|Paste|Query|Look)\b/;
const VALUE = /\d{2,}|\bhttps?:\/\/|\b0x[0-9a-f]{4,}|\b\d+(?:\.\d+)?\s*(?:GB|TB|ETH|gwei|wei|s|seconds|minutes|hours|days)\b|\bShanghai|Cancun|Prague\b/i;

const DEFINITION = /\b(?:is|are|means|refers to)\b/i;

function mentions(lower: string, word: RegExp): boolean {
  return word.test(lower);
}

/** How well a sentence fits the kind of question and the chain and network it is about. */
function fitFactor(unit: Unit, focus: QuestionFocus): number {
  let factor = 1;
  const label = unit.label?.toLowerCase() ?? null;
  if (focus.kind === 'why') {
    if (label === 'cause' || label === 'cause and fix') factor *= 1.3;
    else if (unit.isRow && unit.text.includes('; ')) factor *= 1.3;
    else if (CAUSE.test(unit.text)) factor *= 1.2;
    if (label === 'fix') factor *= 1.05;
  } else if (focus.kind === 'how') {
    // The command under a task heading is the answer; a sentence in the imperative only describes one.
    if (unit.command) factor *= COMMAND_FIT;
    else if (label === 'fix' || IMPERATIVE.test(unit.text)) factor *= 1.25;
    // Steps are asked for, not what went wrong.
    else if (label === 'cause' || label === 'symptom') factor *= 0.8;
  } else if (focus.kind === 'value') {
    factor *= VALUE.test(unit.text) || unit.isRow ? 1.3 : 0.7;
  } else if (focus.kind === 'what') {
    // A definition: what a section opens with, a sentence that says what its subject is.
    factor *= (unit.index === 0 ? 1.2 : 1) * (DEFINITION.test(unit.text) ? 1.1 : 0.9);
  }
  // The sentence's own words: a command's paths ("remove-surge-devnet-l1.sh") name no chain.
  const lower = unit.text.toLowerCase();
  const context = `${lower} ${unit.section.title.toLowerCase()}`;
  // With the question on the Surge L2, a sentence about Hoodi alone is about the L1.
  const l1 = mentions(lower, /\bl1\b/) || (focus.layer === 'l2' && focus.network === null && mentions(lower, /\bhoodi\b/));
  const l2 = mentions(lower, /\bl2\b|\bsurge\b/);
  if (focus.layer === 'l2' && l1 && !l2) factor *= 0.6;
  if (focus.layer === 'l1' && l2 && !l1) factor *= 0.6;
  const hoodi = mentions(context, /\bhoodi\b|\btest network\b|\btestnet\b/);
  const devnet = mentions(context, /\bdevnet\b/);
  if (focus.network === 'hoodi' && devnet && !hoodi) factor *= 0.8;
  if (focus.network === 'devnet' && hoodi && !devnet) factor *= 0.8;
  return factor;
}

/** A lead-in ("The reasons are:") followed by text, not by a command: quoted together with what it introduces. */
export function introducesText(unit: Unit): boolean {
  const next = unit.section.units[unit.index + 1];
  return unit.text.endsWith(':') && next !== undefined && !next.isCodeTitle && next.label === unit.label;
}

/** Sentences that point elsewhere: a lead-in to a list or a command, or the page about itself. */
export function isPointer(unit: Unit): boolean {
  return (
    (unit.text.endsWith(':') && !introducesText(unit)) ||
    /^(This|The) (page|guide|section)\b/.test(unit.text) ||
    /(^|[,;:—]\s*)(see|covered in)\b/i.test(unit.text) ||
    // A list of pages describes them; it does not answer.
    /\b(pages|in this section)\b/i.test(unit.section.title.split(' › ').slice(1).join(' '))
  );
}

/** `isAction`: the action a "how do I …" question asks for. */
type WeightedTerm = {term: QueryTerm; weight: number; isAction: boolean};

/** Each term of the question with its rarity among the sentences; a term found nowhere, not even in headings, cannot be quoted. */
function weighTerms(question: string, focus: QuestionFocus, units: Unit[], sections: Section[]): {weighted: WeightedTerm[]; unmatched: string[]} {
  const unmatched: string[] = [];
  const weighted: WeightedTerm[] = [];
  const terms = queryTerms(question);
  // In "how do I tear down …", the action asked for is the first term; it weighs most.
  const lower = question.toLowerCase();
  const action = focus.kind === 'how' ? [...terms].sort((a, b) => lower.indexOf(a.term) - lower.indexOf(b.term))[0] : undefined;
  for (const term of terms) {
    let frequency = 0;
    for (const unit of units) if (matchIn(unit.stems, unit.lower, term)) frequency++;
    const inHeadings = frequency > 0 || sections.some((section) => matchIn(section.headingStems, section.title.toLowerCase(), term));
    if (!inHeadings) {
      unmatched.push(term.term);
      continue;
    }
    const n = units.length;
    weighted.push({term, weight: (term === action ? ACTION_WEIGHT : 1) * Math.log(1 + (n - frequency + 0.5) / (frequency + 0.5)), isAction: term === action});
  }
  return {weighted, unmatched};
}

/** Once per section: how much of the question it covers (with its headings and page title as context), how much its own headings name, and its symptom's words. */
function sectionMeasures(weighted: WeightedTerm[], totalWeight: number) {
  // Per term, how much a sentence gets from its section's headings and its page's title.
  const contextShare = (section: Section, term: QueryTerm) =>
    matchIn(section.headingStems, section.title.toLowerCase(), term)
      ? HEADING_WEIGHT
      : matchIn(section.pageStems, section.pageTitle.toLowerCase(), term)
        ? PAGE_WEIGHT
        : 0;
  const memo = <T>(measure: (section: Section) => T) => {
    const known = new Map<Section, T>();
    return (section: Section): T => {
      if (!known.has(section)) known.set(section, measure(section));
      return known.get(section)!;
    };
  };
  const coverageOf = memo((section) => {
    let coverage = 0;
    for (const {term, weight} of weighted) {
      const inUnits = section.units.some((unit) => matchIn(unit.stems, unit.lower, term) !== null);
      coverage += weight * (inUnits ? 1 : contextShare(section, term));
    }
    return coverage / totalWeight;
  });
  // Share of the question's weight that a section's headings or its page's title name: a heading that restates the question marks its answer.
  const headingsOf = memo((section) => {
    let coverage = 0;
    for (const {term, weight} of weighted)
      if (
        matchIn(section.headingStems, section.title.toLowerCase(), term) === 'own' ||
        matchIn(section.pageStems, section.pageTitle.toLowerCase(), term) === 'own'
      )
        coverage += weight;
    return coverage / totalWeight;
  });
  const symptomStemsOf = memo((section) => new Set(section.units.filter((unit) => unit.label?.toLowerCase() === 'symptom').flatMap((unit) => [...unit.stems])));
  return {contextShare, coverageOf, headingsOf, symptomStemsOf};
}

/** A section whose headings name the whole question multiplies its sentences' scores by 1 + HEADING_BONUS. */
const HEADING_BONUS = 0.3;
/** The engine's top section multiplies its sentences' scores by 1 + ENGINE_BONUS, later ones less. */
const ENGINE_BONUS = 1;

/** `prior`: the sections the search engine ranks for the question, best first. */
export function rankSentences(question: string, records: SearchRecord[], filters?: FacetFilters, prior: readonly string[] = []): Ranking {
  const corpus = corpusOf(records);
  const focus = questionFocus(question);
  const allowed = compileFacetFilters(filters);
  const sections = corpus.sections.filter((section) => allowed(section.record));
  const units = sections.flatMap((section) => section.units);
  const questionStems = stemsOf(question);
  // Runs of three words of the question found as they are: a log line pasted whole.
  const words = question.toLowerCase().match(/[\p{L}\p{N}_.-]+/gu) ?? [];
  const trigrams = words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`);

  const {weighted, unmatched} = weighTerms(question, focus, units, sections);
  const totalWeight = weighted.reduce((sum, {weight}) => sum + weight, 0);
  if (totalWeight === 0) return {focus, terms: weighted.map(({term}) => term), unmatched, scored: [], sections};

  const {contextShare, coverageOf, headingsOf, symptomStemsOf} = sectionMeasures(weighted, totalWeight);
  // A long question (a pasted log line) says more than one sentence answers: coverage is measured
  // against its most telling words, as many as a short question has.
  const coverageBase = weighted
    .map(({weight}) => weight)
    .sort((a, b) => b - a)
    .slice(0, COVERAGE_WORDS)
    .reduce((sum, weight) => sum + weight, 0);

  const scored: ScoredUnit[] = [];
  for (const unit of units) {
    // A block's title and commands answer "how do I …"; for anything else, the prose around it does.
    if (unit.isCodeTitle && !(focus.kind === 'how' && unit.command)) continue;
    let bm25 = 0;
    let covered = 0;
    let matchesItself = false;
    let doesAction = true;
    // A definition names its subject in the heading above it (a glossary entry): for "what is …", a
    // section's opening sentence holds the words its own headings name.
    const opensNamedSection = focus.kind === 'what' && unit.index === 0 && headingsOf(unit.section) >= 0.5;
    const lengthNorm = (1 + K1) / (1 + K1 * (1 - B + (B * unit.words) / corpus.averageWords));
    for (const {term, weight, isAction} of weighted) {
      const match = matchIn(unit.stems, unit.lower, term);
      const context = contextShare(unit.section, term);
      const own = match === 'own' || (opensNamedSection && context === HEADING_WEIGHT) ? 1 : match === 'near' ? NEAR_WEIGHT : 0;
      if (own > 0) matchesItself = true;
      else if (isAction) doesAction = false;
      covered += weight * Math.max(own, context);
      bm25 += weight * Math.max(own * lengthNorm, context);
    }
    if (!matchesItself) continue;
    const ownWords = [...unit.stems].filter((term) => !isStopWord(term));
    const symptom = unit.label?.toLowerCase() === 'cause' ? symptomStemsOf(unit.section) : null;
    // A cause that restates its entry's symptom ("The prompt labels option 4 as …") explains nothing either.
    const echoed =
      ownWords.length > 0 &&
      (ownWords.filter((term) => questionStems.has(term)).length >= ECHO_SHARE * ownWords.length ||
        (symptom !== null && ownWords.filter((term) => symptom.has(term)).length >= ECHO_SHARE * ownWords.length));
    const isSymptom = unit.label?.toLowerCase() === 'symptom';
    const needsFollowUp = isPointer(unit) || echoed || isSymptom;
    // A symptom the reader describes finds its entry, whose cause then leads the answer (answerFromDocs.ts).
    const followUpFactor = needsFollowUp && !(isSymptom && focus.kind === 'why' && !echoed) ? 0.6 : 1;
    const phrases = trigrams.filter((trigram) => unit.lower.includes(trigram)).length;
    const priorRank = prior.indexOf(unit.section.url);
    const engineFactor = priorRank < 0 ? 1 : 1 + ENGINE_BONUS / (1 + 0.5 * priorRank);
    const score =
      engineFactor *
      (1 + HEADING_BONUS * headingsOf(unit.section)) *
      (1 + PHRASE_BONUS * Math.min(phrases, 5)) *
      (bm25 + SECTION_WEIGHT * totalWeight * coverageOf(unit.section)) *
      fitFactor(unit, focus) *
      followUpFactor *
      (doesAction ? 1 : OTHER_ACTION);
    scored.push({unit, score, coverage: Math.min(1, covered / coverageBase), needsFollowUp});
  }
  scored.sort((a, b) => b.score - a.score || a.unit.section.record.position - b.unit.section.record.position || a.unit.index - b.unit.index);
  return {focus, terms: weighted.map(({term}) => term), unmatched, scored, sections};
}

/** The site's base path ("" or "/docs-site"), read from the records' URLs. */
export function basePathOf(records: SearchRecord[]): string {
  const url = records.find((record) => record.url.includes('/docs/'))?.url;
  return url ? url.slice(0, url.indexOf('/docs/')) : '';
}

export {pageUrl};
