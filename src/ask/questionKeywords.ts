/**
 * The words of a question that carry its meaning: question words and other
 * filler ("how do I …") are dropped, identifiers stay whole. `stem` folds the
 * common English endings so "provers" meets "prover" and "registering" meets
 * "register".
 */
import {tokenizeQuery} from '@site/src/search/tokenize';

// English function words, question phrasing and chat filler, also as typed without an apostrophe
// ("dont", "whats"); never content an operator searches for. "why" stays: sections named "Why …"
// answer exactly those questions.
const STOP_WORDS = new Set(
  `a about above after again all am an and any are as at be because been before being between both but by can could
  did do does doing done down during each few for from further get gets got had has have having he her here hers him
  his how i if in into is it its itself just me might more most must my myself need needs no nor not now of off on
  once only or other our ours out over own please she should so some such than that the their theirs them then
  there these they this those through to too under until up us very was we were what whats when where which while
  who whom will with would you your yours yourself anyone someone something thing things way ways want wants
  tell explain know let lets make use using used i'm i've it's don't doesn't even though although keep keeps kept every
  few many much also still yet already always often really actually just quite dont doesnt didnt cant couldnt wont
  wouldnt shouldnt isnt arent wasnt werent hasnt havent im ive hows wheres whos theres pls plz thx thanks hi hey ok okay
  u ur supposed gonna wanna w o`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

export function questionKeywords(question: string): string[] {
  const terms = tokenizeQuery(question);
  const keywords = terms.filter((term) => !STOP_WORDS.has(term));
  // "What is it?" has no keyword: search with what the reader typed.
  return keywords.length > 0 ? keywords : terms;
}

const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ies', 'ers', 'ed', 'es', 'er', 's'];

function stripSuffix(term: string): string {
  for (const suffix of SUFFIXES) {
    if (suffix === 'ies' && term.length >= 6 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
    if (suffix !== 'ies' && term.length - suffix.length >= 4 && term.endsWith(suffix)) return term.slice(0, -suffix.length);
  }
  return term;
}

/** Two passes, so "registered" and "registers" both meet "register" at "regist". */
export function stem(term: string): string {
  if (/[\d._-]/.test(term)) return term;
  return stripSuffix(stripSuffix(term));
}
