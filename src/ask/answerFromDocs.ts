/**
 * Answers a question from the site's own search records and data, with no model
 * and no network. Data answers first (src/ask/structuredAnswers.ts: an error
 * name or selector, a `.env` key, a port, a Hoodi value); otherwise every
 * sentence is ranked against the question (src/ask/rankSentences.ts) and the
 * answer opens with the best sentence, followed by up to two more from the same
 * section in the docs' order, then the best sentence of up to two other
 * sections as "Also relevant". When no sentence covers enough of the question,
 * the answer says so and lists the three closest sections.
 */
import type {FacetFilters, SearchRequest} from '@site/src/search/createLocalSearchClient';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {questionKeywords} from './questionKeywords';
import type {SearchRecord} from '@site/src/search/types';
import {basePathOf, corpusOf, introducesText, pageUrl, rankSentences, type Ranking, type ScoredUnit, type Section, type Unit} from './rankSentences';
import {structuredAnswer, type StructuredAnswer} from './structuredAnswers';
import {ASK_LIMITS, type AnswerSource, type AnswerStatement, type ClosestPage, type DocsAnswer, type Passage} from './types';

/** The part of createSearchEngine the modal passes; the answer ranks sentences itself. */
export type AnswerEngine = {rank(request: SearchRequest): {hits: {url: string}[]}};

export type AnswerInput = {
  question: string;
  records: SearchRecord[];
  engine?: AnswerEngine;
  /** The modal's contextual filters (language, docs version). */
  filters?: FacetFilters;
};

/** The best sentence must cover this share of the question's weight, or the docs do not answer it. */
const MIN_COVERAGE = 0.3;
/** Other sentences of the best section join it when they score at least this share of it. */
const SAME_SECTION_SHARE = 0.5;
/** Other sections' best sentences are "Also relevant" at this share of the best, and this coverage. */
const ALSO_SHARE = 0.5;
const ALSO_COVERAGE = 0.3;
/** Sentences from the best section, and "Also relevant" sections. */
const LEAD_STATEMENTS = 3;
const ALSO_SECTIONS = 2;
/** A data answer's meaning sentence: the section the data links to as help counts this much more. */
const HELP_BONUS = 1.5;
/** Sections the engine ranks as a prior for the sentences. */
const ENGINE_SECTIONS = 8;

type Draft = {text: string; url: string; title: string; also: boolean; command?: string};

/** A unit's text, with what it introduces when it ends with a colon. */
function fullText(unit: Unit): string {
  return introducesText(unit) ? `${unit.text} ${unit.section.units[unit.index + 1]!.text}` : unit.text;
}

function quote(unit: Unit): string {
  // A glossary entry's definition leaves its term to the heading: "Cooldown window: How long …".
  if (unit.index === 0 && unit.section.url.includes('/glossary#')) return `${unit.section.title.split(' › ').at(-1)}: ${fullText(unit)}`;
  const label = unit.label;
  return label && label.toLowerCase() !== 'symptom' ? `${label}: ${fullText(unit)}` : fullText(unit);
}

function informativeAfter(section: Section, from: number): Unit | null {
  return section.units.slice(from).find((unit) => !unit.isCodeTitle && !/^(This|The) (page|guide|section)\b/.test(unit.text)) ?? null;
}

/**
 * What follows a sentence that cannot stand alone: the next sentence, or in a
 * labelled troubleshooting entry the start of each later part (a symptom is
 * followed by its cause and its fix).
 */
function followUps(unit: Unit): Unit[] {
  const {section} = unit;
  if (unit.label === null) {
    const next = informativeAfter(section, unit.index + 1);
    return next ? [next] : [];
  }
  const picked: Unit[] = [];
  let part: string | null = unit.label;
  for (const next of section.units.slice(unit.index + 1)) {
    if (picked.length >= 2) break;
    if (next.label === part || next.isCodeTitle) continue;
    picked.push(next);
    part = next.label;
  }
  return picked;
}

/** Pronouns that point back to an earlier sentence. */
const LEANS_BACK = /\b(?:it|they|them)\b/i;

const partOf = (unit: Unit) => unit.label?.toLowerCase() ?? null;

/**
 * A troubleshooting entry found by its symptom answers with its cause from the start, then the
 * start of its fix; found by a cause sentence, with that sentence, unless it leans on an earlier
 * one ("The installer disables it …"): then from the cause's start, in the docs' order.
 */
function entryLead(best: ScoredUnit, ranking: Ranking, limit: number): Unit[] | null {
  const part = partOf(best.unit);
  // A value or a command asked for is the best sentence itself, wherever it stands.
  if (ranking.focus.kind !== 'why' || (part !== 'symptom' && part !== 'cause')) return null;
  const quotable = best.unit.section.units.filter((unit) => !unit.isCodeTitle);
  const cause = quotable.filter((unit) => partOf(unit) === 'cause' || partOf(unit) === 'cause and fix');
  if (cause.length === 0) return null;
  const fix = quotable.find((unit) => partOf(unit) === 'fix');
  // A best cause sentence that stands alone leads; one that leans on an earlier one ("disables it") follows it.
  const standsAlone = partOf(best.unit) === 'cause' && !LEANS_BACK.test(best.unit.text);
  const picked = [standsAlone ? best.unit : cause[0]!];
  if (best.unit !== picked[0] && partOf(best.unit) === 'cause') picked.push(best.unit);
  else if (!standsAlone && cause[1] && !introducesText(cause[0]!)) picked.push(cause[1]);
  if (fix) picked.push(fix);
  return standsAlone ? picked.slice(0, limit) : picked.slice(0, limit).sort((a, b) => a.index - b.index);
}

/** The best sentence and its section's other good ones: the best first, the rest in the docs' order. */
function leadOf(best: ScoredUnit, ranking: Ranking, limit: number): Unit[] {
  const entry = entryLead(best, ranking, Math.max(limit, 2));
  if (entry) return entry;
  const inSection = ranking.scored.filter((candidate) => candidate.unit.section === best.unit.section && candidate !== best);
  const extra = best.needsFollowUp || best.unit.label !== null ? followUps(best.unit) : [];
  for (const candidate of inSection) {
    if (extra.length >= limit - 1) break;
    if (candidate.score < SAME_SECTION_SHARE * best.score || candidate.needsFollowUp) continue;
    if (!extra.includes(candidate.unit)) extra.push(candidate.unit);
  }
  // What a lead-in introduces is already quoted with it.
  const quoted = (unit: Unit) => (introducesText(unit) ? [unit, unit.section.units[unit.index + 1]!] : [unit]);
  const lead = quoted(best.unit);
  const rest = extra
    .filter((unit) => !lead.includes(unit))
    .slice(0, limit - 1)
    .sort((a, b) => a.index - b.index);
  return [best.unit, ...rest.filter((unit, index) => !rest.slice(0, index).some((other) => quoted(other).includes(unit)))];
}

/** A block's commands: its title's own, or the next block's for a lead-in to it ("recreate the two services:"). */
function commandOf(unit: Unit): string | null {
  const next = unit.section.units[unit.index + 1];
  return unit.command ?? (unit.text.endsWith(':') && next?.command ? next.command : null);
}

function draftOf(unit: Unit, also: boolean, previous: Unit | null): Draft {
  // "Cause:" once per part, not before every sentence of it.
  const samePart = previous?.section === unit.section && previous.label === unit.label;
  const draft = {text: samePart ? fullText(unit) : quote(unit), url: unit.section.url, title: unit.section.title, also};
  const command = commandOf(unit);
  return command ? {...draft, command} : draft;
}

function alsoRelevant(ranking: Ranking, best: ScoredUnit, exclude: Set<Section>, taken: Set<string>): Draft[] {
  const drafts: Draft[] = [];
  const seen = new Set(exclude);
  for (const candidate of ranking.scored) {
    if (drafts.length >= ALSO_SECTIONS) break;
    if (candidate.score < ALSO_SHARE * best.score) break;
    const {unit} = candidate;
    if (seen.has(unit.section) || candidate.needsFollowUp || candidate.coverage < ALSO_COVERAGE || taken.has(unit.text)) continue;
    seen.add(unit.section);
    taken.add(unit.text);
    drafts.push(draftOf(unit, true, null));
  }
  return drafts;
}

/** The sections that come closest: the best sentences' sections, one link each, with their headings. */
function closestSections(ranking: Ranking): ClosestPage[] {
  const sections: ClosestPage[] = [];
  for (const {unit} of ranking.scored) {
    if (sections.some((section) => section.url === unit.section.url)) continue;
    sections.push({url: unit.section.url, title: unit.section.title});
    if (sections.length === 3) break;
  }
  return sections;
}

/** Where a data statement's path lives on this build, and the title its section has there. */
function dataDraft(text: string, path: string, records: SearchRecord[], also = false): Draft {
  const corpus = corpusOf(records);
  const url = `${basePathOf(records)}${path}`;
  const section = corpus.byUrl.get(url) ?? corpus.byUrl.get(pageUrl(url));
  return {text, url, title: section?.title ?? path, also};
}

/** A sentence naming more custom errors than this lists them; a table row naming two does. */
const ERROR_LIST = 2;
const ERROR_NAMES = new Set(ERROR_CODES.map((error) => error.name));

function namesErrors(text: string): number {
  return new Set((text.match(/\b[A-Z][A-Za-z0-9]+\b/g) ?? []).filter((word) => ERROR_NAMES.has(word))).size;
}

/** For an error: the docs sentence that best says what it means, preferring the section the data links to. */
function errorMeaning(answer: Extract<StructuredAnswer, {kind: 'error'}>, ranking: Ranking, records: SearchRecord[]): ScoredUnit | null {
  const base = basePathOf(records);
  const helps = new Set(answer.helpPaths.map((path) => `${base}${path}`));
  let best: ScoredUnit | null = null;
  let bestScore = 0;
  for (const candidate of ranking.scored) {
    const helpSection = helps.has(candidate.unit.section.url);
    // The section the data links to is about this error even where a sentence does not repeat its name.
    if (!helpSection && !answer.names.some((name) => candidate.unit.text.includes(name))) continue;
    // The reference table's own row says only what the data says.
    if (candidate.unit.section.url.includes('/docs/troubleshooting/error-codes#')) continue;
    // A list of errors ("ProposeWithProofModeEnabled, RollbackNotAllowed, …") names it without saying what it means.
    if (namesErrors(candidate.unit.text) > (candidate.unit.isRow ? 1 : ERROR_LIST)) continue;
    const score = candidate.score * (helpSection ? HELP_BONUS : 1);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

function draftsFor(input: AnswerInput, ranking: Ranking): Draft[] {
  const corpus = corpusOf(input.records);
  const data = structuredAnswer(input.question, ranking.focus, corpus);
  const best = ranking.scored[0];
  const taken = new Set<string>();
  if (data) {
    const drafts: Draft[] = [];
    const exclude = new Set<Section>();
    if (data.kind === 'error') {
      // A selector alone matches no sentence: rank with the error's name too.
      const named = data.names.every((name) => input.question.includes(name))
        ? ranking
        : rankSentences(`${input.question} ${data.names.join(' ')}`, input.records, input.filters);
      const meaning = errorMeaning(data, named, input.records);
      if (meaning) {
        // One row of a problems table says it; the table's other rows are other problems.
        const units = leadOf(meaning, named, meaning.needsFollowUp || meaning.unit.label !== null ? 3 : 1);
        units.forEach((unit, index) => drafts.push(draftOf(unit, false, units[index - 1] ?? null)));
        exclude.add(meaning.unit.section);
      }
    }
    for (const statement of data.statements) {
      const draft = dataDraft(statement.text, statement.path, input.records);
      // The help link is redundant once the meaning is quoted from that very section.
      if (!drafts.some((known) => known.url === draft.url && statement.text.startsWith('What to do'))) drafts.push(draft);
    }
    for (const draft of drafts) taken.add(draft.text);
    if (best && best.coverage >= MIN_COVERAGE) {
      const leadSection = best.unit.section;
      if (!exclude.has(leadSection) && !drafts.some((draft) => draft.url === leadSection.url) && !taken.has(best.unit.text)) {
        drafts.push(draftOf(best.unit, true, null));
        taken.add(best.unit.text);
        exclude.add(leadSection);
      }
      drafts.push(...alsoRelevant(ranking, best, exclude, taken).slice(0, Math.max(0, ASK_LIMITS.maxStatements - drafts.length)));
    }
    return drafts.slice(0, ASK_LIMITS.maxStatements);
  }
  if (!best || best.coverage < MIN_COVERAGE) return [];
  // A row of a problems table (symptom; cause; fix) stands alone: the table's other rows are other problems.
  const lead = leadOf(best, ranking, best.unit.isRow && best.unit.text.includes('; ') ? 1 : LEAD_STATEMENTS);
  const drafts = lead.map((unit, index) => draftOf(unit, false, lead[index - 1] ?? null));
  for (const unit of lead) taken.add(unit.text);
  drafts.push(...alsoRelevant(ranking, best, new Set([best.unit.section]), taken));
  return drafts.slice(0, ASK_LIMITS.maxStatements);
}

/** The engine's best sections for the question's keywords, every keyword optional. */
function enginePrior(input: AnswerInput, question: string): string[] {
  if (!input.engine) return [];
  const query = questionKeywords(question).join(' ');
  if (!query) return [];
  return input.engine.rank({query, optionalWords: query, hitsPerPage: ENGINE_SECTIONS, facetFilters: input.filters}).hits.map((hit) => hit.url);
}

export function answerFromDocs(input: AnswerInput): DocsAnswer {
  const question = input.question.trim();
  const ranking = rankSentences(question, input.records, input.filters, enginePrior(input, question));
  const drafts = draftsFor({...input, question}, ranking);
  const sources: AnswerSource[] = [];
  const statements: AnswerStatement[] = drafts.map((draft) => {
    let source = sources.find((known) => known.url === draft.url);
    if (!source) {
      source = {n: sources.length + 1, url: draft.url, title: draft.title};
      sources.push(source);
    }
    return {text: draft.text, source: source.n, ...(draft.command ? {command: draft.command} : {}), ...(draft.also ? {also: true as const} : {})};
  });
  return {question, statements, sources, unmatched: ranking.unmatched, closest: statements.length === 0 ? closestSections(ranking) : []};
}

/**
 * The sections an answer draws on, best first, with their text: what the
 * generative path sends the model, so it reads the same sections the local
 * answer quotes (a data answer comes first, as its own passage).
 */
export function retrievePassages(input: AnswerInput, count: number = ASK_LIMITS.passages): Passage[] {
  const question = input.question.trim();
  const ranking = rankSentences(question, input.records, input.filters, enginePrior(input, question));
  const drafts = draftsFor({...input, question}, ranking);
  const corpus = corpusOf(input.records);
  const passages: Passage[] = [];
  // The model reads a block's commands with its title, as the local answer shows them.
  const sectionText = (section: Section) => section.units.map((unit) => (unit.command ? `${quote(unit)}: ${unit.command}` : quote(unit))).join(' ');
  const add = (url: string, title: string, text: string) => {
    if (passages.length < count && !passages.some((passage) => passage.url === url)) passages.push({url, title, text: text.slice(0, ASK_LIMITS.passageChars)});
  };
  for (const draft of drafts) {
    const section = corpus.byUrl.get(draft.url);
    add(draft.url, draft.title, section ? sectionText(section) : draft.text);
  }
  if (drafts.length > 0) {
    for (const {unit} of ranking.scored) add(unit.section.url, unit.section.title, sectionText(unit.section));
  }
  return passages;
}
