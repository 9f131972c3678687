/**
 * Answers a question from the site's own search records, with no model and no
 * network: the search engine ranks the sections, the sentences of the best
 * sections are scored by how much of the question they cover, and the best
 * 2–5 become the answer, each quoted verbatim and cited with its section.
 */
import type {FacetFilters, SearchRequest} from '@site/src/search/createLocalSearchClient';
import {tokenize} from '@site/src/search/tokenize';
import {HIERARCHY_LEVELS, type SearchRecord} from '@site/src/search/types';
import {isStopWord, questionKeywords, stem} from './questionKeywords';
import {splitSentences} from './splitSentences';
import {ASK_LIMITS, type AnswerSource, type AnswerStatement, type DocsAnswer, type Passage} from './types';

/** The part of createSearchEngine this needs: ranked sections, one per URL. */
export type AnswerEngine = {rank(request: SearchRequest): {hits: {url: string}[]}};

export type AnswerInput = {
  question: string;
  records: SearchRecord[];
  engine: AnswerEngine;
  /** The modal's contextual filters (language, docs version). */
  filters?: FacetFilters;
};

type Sentence = {text: string; stems: Set<string>; label: string | null};

type Section = {url: string; title: string; headingStems: Set<string>; sentences: Sentence[]};

type Corpus = {sections: Map<string, Section>; documentFrequency: Map<string, number>; size: number};

/** Candidate sections scored; more than the passages so a weak top hit cannot crowd out the answer. */
const CANDIDATE_SECTIONS = 8;
/** Later search ranks count less: rank r weighs 1 / (1 + RANK_DECAY · r). */
const RANK_DECAY = 0.2;
/** The best sentence must cover this share of the question's weight, or the docs do not answer it. */
const MIN_COVERAGE = 0.3;
/** Other sentences may cover less: long questions spread their words over several sections. */
const MIN_SUPPORT_COVERAGE = 0.15;
/** Sentences scoring under this share of the best one are left out. */
const RELATIVE_CUTOFF = 0.5;
/** Headings say what a section is about, so they count, but less than the sentence itself. */
const HEADING_WEIGHT = 0.5;
/** Sentences that only point elsewhere ("Run this on the SGX machine:", a command's title, "This page …") weigh less. */
const POINTER_WEIGHT = 0.7;
/** Keyword stems this long also match longer words ("final" → "finality", "finalised"). */
const MIN_PREFIX = 5;
/** A sentence made of the question's own words (a symptom the reader describes) answers nothing by itself. */
const ECHO_SHARE = 0.75;
/** One-word paragraphs that label the parts of a troubleshooting entry; quoted with the sentence they introduce. */
const PART_LABELS = new Set(['symptom', 'cause', 'fix', 'solution', 'workaround']);

const corpora = new WeakMap<SearchRecord[], Corpus>();

function stems(text: string): Set<string> {
  return new Set(tokenize(text).map((term) => stem(term.toLowerCase())));
}

function containsTerm(termStems: Set<string>, term: string): boolean {
  if (termStems.has(term)) return true;
  if (term.length < MIN_PREFIX) return false;
  for (const candidate of termStems) if (candidate.startsWith(term)) return true;
  return false;
}

function sectionTitle(record: SearchRecord): string {
  return HIERARCHY_LEVELS.slice(1)
    .map((level) => record.hierarchy[level])
    .filter((heading): heading is string => Boolean(heading))
    .join(' › ');
}

/** Admonition markers and bare labels ("In words:") say nothing on their own. */
function isQuotable(sentence: string): boolean {
  return !sentence.startsWith(':::') && sentence.split(/\s+/).length >= 4;
}

/** A command's title ("Check the Kurtosis engine"): short, no sentence punctuation, not a table row. */
function isCodeTitle(sentence: string): boolean {
  return !/[.!?:;]$/.test(sentence) && !sentence.includes(' · ') && sentence.split(/\s+/).length < 12;
}

/** The page talking about itself ("This guide takes you …"). */
function isSelfReference(sentence: string): boolean {
  return /^This (page|guide|section)\b/.test(sentence);
}

/** Sentences that point elsewhere: a lead-in to a list or a command, a command's title, the page about itself. */
function isPointer(sentence: string): boolean {
  return sentence.endsWith(':') || isCodeTitle(sentence) || isSelfReference(sentence);
}

function buildCorpus(records: SearchRecord[]): Corpus {
  const sections = new Map<string, Section>();
  let label: string | null = null;
  for (const record of records) {
    let section = sections.get(record.url);
    if (!section) {
      const title = sectionTitle(record);
      section = {url: record.url, title, headingStems: stems(title), sentences: []};
      sections.set(record.url, section);
      label = null;
    }
    if (!record.content) continue;
    // Labels are written "Symptom:" (markdownlint MD036); the colon is not part of the name.
    const part = record.content.trim().replace(/:$/, '');
    if (PART_LABELS.has(part.toLowerCase())) {
      label = part;
      continue;
    }
    for (const text of splitSentences(record.content).filter(isQuotable)) {
      section.sentences.push({text, stems: stems(text), label});
    }
  }
  const documentFrequency = new Map<string, number>();
  for (const section of sections.values()) {
    const seen = new Set(section.headingStems);
    for (const sentence of section.sentences) for (const term of sentence.stems) seen.add(term);
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return {sections, documentFrequency, size: sections.size};
}

function corpusOf(records: SearchRecord[]): Corpus {
  let corpus = corpora.get(records);
  if (!corpus) {
    corpus = buildCorpus(records);
    corpora.set(records, corpus);
  }
  return corpus;
}

function rankedSections(input: AnswerInput, keywords: string[], corpus: Corpus, count: number): Section[] {
  // Every keyword optional: a section matching most of a long question ranks first, none is required.
  const query = keywords.join(' ');
  const {hits} = input.engine.rank({query, optionalWords: query, hitsPerPage: count, facetFilters: input.filters});
  return hits.map((hit) => corpus.sections.get(hit.url)).filter((section): section is Section => Boolean(section));
}

/** The best sections for a question, in rank order, with their text (for the generative path). */
export function retrievePassages(input: AnswerInput, count: number = ASK_LIMITS.passages): Passage[] {
  const corpus = corpusOf(input.records);
  return rankedSections(input, questionKeywords(input.question), corpus, count).map((section) => ({
    url: section.url,
    title: section.title,
    text: section.sentences.map(quote).join(' ').slice(0, ASK_LIMITS.passageChars),
  }));
}

function quote(sentence: Sentence): string {
  return sentence.label && sentence.label.toLowerCase() !== 'symptom' ? `${sentence.label}: ${sentence.text}` : sentence.text;
}

type Candidate = {section: Section; rank: number; index: number; score: number; coverage: number; needsFollowUp: boolean};

function nextInformative(section: Section, from: number): number | null {
  for (let index = from; index < section.sentences.length; index++) {
    const {text} = section.sentences[index]!;
    if (!isCodeTitle(text) && !isSelfReference(text)) return index;
  }
  return null;
}

/** A sentence, and the one it introduces when it ends with a colon. */
function unitAt(section: Section, index: number): number[] {
  const sentence = section.sentences[index]!;
  if (!sentence.text.endsWith(':')) return [index];
  const next = nextInformative(section, index + 1);
  return next !== null && section.sentences[next]!.label === sentence.label ? [index, next] : [index];
}

/**
 * What should follow a sentence that cannot stand alone: the next sentence of
 * the section, or in a labelled troubleshooting entry the start of each later
 * part (a symptom is followed by its cause and its fix).
 */
function followUps(section: Section, index: number): number[] {
  const start = section.sentences[index]!;
  if (start.label === null) {
    const next = nextInformative(section, index + 1);
    return next === null ? [] : unitAt(section, next);
  }
  const picked: number[] = [];
  let part: string | null = start.label;
  for (let next = index + 1; next < section.sentences.length && picked.length < 3; next++) {
    const sentence = section.sentences[next]!;
    if (sentence.label === part || isCodeTitle(sentence.text) || isSelfReference(sentence.text)) continue;
    picked.push(...unitAt(section, next));
    part = sentence.label;
  }
  return picked;
}

export function answerFromDocs(input: AnswerInput): DocsAnswer {
  const question = input.question.trim();
  const corpus = corpusOf(input.records);
  const keywords = questionKeywords(question);
  const questionStems = new Set(tokenize(question).map((term) => stem(term.toLowerCase())));
  // Rarer words weigh more (inverse document frequency). Words the docs never use cannot be
  // quoted, so they neither count nor dilute the rest; the answer names them instead.
  const isKnown = (term: string) =>
    corpus.documentFrequency.has(term) || (term.length >= MIN_PREFIX && [...corpus.documentFrequency.keys()].some((known) => known.startsWith(term)));
  const unmatched = keywords.filter((keyword) => !isKnown(stem(keyword)));
  const weights = new Map(
    [...new Set(keywords.map(stem))].filter(isKnown).map((term) => [term, Math.log(1 + corpus.size / (1 + (corpus.documentFrequency.get(term) ?? 1)))]),
  );
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  if (totalWeight === 0) return {question, statements: [], sources: [], unmatched};

  const candidates: Candidate[] = [];
  rankedSections(input, keywords, corpus, CANDIDATE_SECTIONS).forEach((section, rank) => {
    section.sentences.forEach((sentence, index) => {
      let covered = 0;
      let matchesItself = false;
      for (const [term, weight] of weights) {
        if (containsTerm(sentence.stems, term)) {
          covered += weight;
          matchesItself = true;
        } else if (containsTerm(section.headingStems, term)) covered += HEADING_WEIGHT * weight;
      }
      const coverage = covered / totalWeight;
      if (!matchesItself || coverage < MIN_SUPPORT_COVERAGE) return;
      const ownWords = [...sentence.stems].filter((term) => !isStopWord(term));
      const echoed = ownWords.filter((term) => questionStems.has(term)).length >= ECHO_SHARE * ownWords.length;
      const needsFollowUp = isPointer(sentence.text) || echoed || sentence.label?.toLowerCase() === 'symptom';
      const score = ((needsFollowUp ? POINTER_WEIGHT : 1) * coverage) / (1 + RANK_DECAY * rank);
      candidates.push({section, rank, index, score, coverage, needsFollowUp});
    });
  });
  if (!candidates.some((candidate) => candidate.coverage >= MIN_COVERAGE)) return {question, statements: [], sources: [], unmatched};

  const best = Math.max(...candidates.map((candidate) => candidate.score));
  const chosen: Candidate[] = [];
  const perSection = new Map<string, number>();
  const taken = new Set<string>();
  const keyOf = (section: Section, index: number) => `${section.url}\n${index}`;
  const textTaken = new Set<string>();
  const take = (candidate: Candidate) => {
    taken.add(keyOf(candidate.section, candidate.index));
    textTaken.add(candidate.section.sentences[candidate.index]!.text);
    chosen.push(candidate);
  };
  for (const candidate of [...candidates].sort((a, b) => b.score - a.score || a.rank - b.rank || a.index - b.index)) {
    if (chosen.length >= ASK_LIMITS.maxStatements) break;
    if (chosen.length >= ASK_LIMITS.minStatements && candidate.score < RELATIVE_CUTOFF * best) break;
    const fromSection = perSection.get(candidate.section.url) ?? 0;
    const text = candidate.section.sentences[candidate.index]!.text;
    if (fromSection >= ASK_LIMITS.maxStatementsPerSource || taken.has(keyOf(candidate.section, candidate.index)) || textTaken.has(text)) {
      continue;
    }
    const next = candidate.needsFollowUp ? followUps(candidate.section, candidate.index).filter((index) => !taken.has(keyOf(candidate.section, index))) : [];
    // A lead-in or an echo of the question is worth quoting only with what follows it.
    if (candidate.needsFollowUp && (next.length === 0 || chosen.length + 2 > ASK_LIMITS.maxStatements)) continue;
    perSection.set(candidate.section.url, fromSection + 1);
    take(candidate);
    for (const index of next) {
      if (chosen.length >= ASK_LIMITS.maxStatements) break;
      take({...candidate, index, needsFollowUp: false});
    }
  }

  // The best-scoring section leads; inside a section, sentences keep the docs' order.
  const sectionScore = new Map<string, number>();
  for (const candidate of chosen) {
    sectionScore.set(candidate.section.url, Math.max(sectionScore.get(candidate.section.url) ?? 0, candidate.score));
  }
  chosen.sort((a, b) => sectionScore.get(b.section.url)! - sectionScore.get(a.section.url)! || a.rank - b.rank || a.index - b.index);

  return {question, ...toStatements(chosen), unmatched};
}

/** The chosen sentences as numbered statements, each source numbered once, in order of first use. */
function toStatements(chosen: Candidate[]): {statements: AnswerStatement[]; sources: AnswerSource[]} {
  const sources: AnswerSource[] = [];
  const statements: AnswerStatement[] = chosen.map((candidate, position) => {
    let source = sources.find((known) => known.url === candidate.section.url);
    if (!source) {
      source = {n: sources.length + 1, url: candidate.section.url, title: candidate.section.title};
      sources.push(source);
    }
    const sentence = candidate.section.sentences[candidate.index]!;
    const previous = chosen[position - 1];
    // "Cause:" once per part, not before every sentence of it.
    const samePart = previous?.section === candidate.section && previous.section.sentences[previous.index]!.label === sentence.label;
    return {text: samePart ? sentence.text : quote(sentence), source: source.n};
  });
  return {statements, sources};
}
