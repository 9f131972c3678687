/**
 * What Enter should do for a query typed in the search modal: open the top
 * hit for keywords (the usual search), or ask AI for a question. A question
 * ends with "?", starts with a question word and goes on, or is a sentence of
 * several words; anything else reads as keywords.
 */
export type QueryIntent = 'keywords' | 'question';

const QUESTION_WORDS = new Set([
  'how',
  'what',
  'why',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'whose',
  'can',
  'could',
  'does',
  'do',
  'did',
  'is',
  'are',
  'was',
  'were',
  'should',
  'would',
  'will',
  'shall',
  'may',
  'might',
  'must',
  'has',
  'have',
]);

/** From this many words on, a query reads as a sentence rather than keywords. */
export const SENTENCE_WORDS = 5;

export function queryIntent(query: string): QueryIntent {
  const text = query.trim();
  if (text.endsWith('?')) return 'question';
  const words = text.split(/\s+/).filter((word) => word !== '');
  // One word alone ("is", "do") is a keyword; a question word needs something after it.
  const first = (words[0] ?? '').toLowerCase().replace(/['’]s$/, '');
  if (words.length >= 2 && QUESTION_WORDS.has(first)) return 'question';
  return words.length >= SENTENCE_WORDS ? 'question' : 'keywords';
}
