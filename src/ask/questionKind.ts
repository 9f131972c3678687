/**
 * What kind of answer a question asks for, read from its wording: a cause
 * ("why …", or a symptom or log line pasted as is), steps ("how do I …"), a
 * value ("which port", "what chain id", "how much"), or anything else. Also which
 * chain and which network it is about, so "the chain id of Surge on Hoodi"
 * prefers the L2's value to the L1's.
 */
export type QuestionKind = 'why' | 'how' | 'value' | 'other';

export type QuestionFocus = {
  kind: QuestionKind;
  /** The layer the question names: `l2` for "Surge" or "L2", `l1` for "L1"; null when it names neither or both. */
  layer: 'l1' | 'l2' | null;
  /** The network: the public testnet ("Hoodi", "testnet") or a local devnet; null when it names neither or both. */
  network: 'hoodi' | 'devnet' | null;
};

const VALUE =
  /\b(?:which|what)\s+(?:\w+\s+){0,2}(?:port|chain\s*id|address|url|rpc|endpoint|version|value|default|size|amount|fee|id)s?\b|\bhow\s+(?:much|many|big|long|large)\b|\bwhat\s+(?:hardware|requirements)\b|\bwhat\s+(?:is|are)\s+the\s+(?:\w+\s+){0,3}(?:port|chain\s*id|address|url|rpc|endpoint|version)s?\b/i;
const HOW = /^\s*(?:how\s+(?:do|can|should|would|to|does\s+one)\b|what(?:'s|\s+is)\s+the\s+(?:command|way)\b|where\s+do\s+i\b|steps?\s+to\b)/i;
const WHY = /\bwhy\b|\bwhat\s+(?:does|do)\s+.*\bmean\b|\bwhat(?:'s|\s+is)\s+wrong\b|\bwhat\s+causes\b/i;
/** A pasted log line or a described symptom: no question word, words of failure. */
const SYMPTOM =
  /\b(?:not|never|no|cannot|can't|won't|fails?|failed|error|reverts?|reverted|exits?|stuck|missing|refused|denied|disabled|zero|nothing|already)\b/i;

export function questionFocus(question: string): QuestionFocus {
  const text = question.toLowerCase();
  let kind: QuestionKind = 'other';
  if (WHY.test(text)) kind = 'why';
  else if (VALUE.test(text)) kind = 'value';
  else if (HOW.test(text)) kind = 'how';
  else if (!/\?\s*$/.test(text) && SYMPTOM.test(text)) kind = 'why';
  const saysL1 = /\bl1\b/.test(text);
  const saysL2 = /\bl2\b|\bsurge\b/.test(text);
  const saysHoodi = /\bhoodi\b|\btestnet\b|\btest network\b/.test(text);
  const saysDevnet = /\bdevnet\b|\blocal\b|\blocalhost\b/.test(text);
  return {
    kind,
    // "Surge on Hoodi's L1" names both: the explicit layer wins.
    layer: saysL1 && !/\bl2\b/.test(text) ? 'l1' : saysL2 && !saysL1 ? 'l2' : null,
    network: saysHoodi && !saysDevnet ? 'hoodi' : saysDevnet && !saysHoodi ? 'devnet' : null,
  };
}
