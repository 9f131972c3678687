/**
 * What kind of answer a question asks for, read from its wording: a cause
 * ("why …", or a symptom or log line pasted as is), steps ("how do I …"), a
 * value ("which port", "chain id of …", "how much"), a definition ("what is a …"),
 * or anything else. Also which
 * chain and which network it is about, so "the chain id of Surge on Hoodi"
 * prefers the L2's value to the L1's.
 */
export type QuestionKind = 'why' | 'how' | 'value' | 'what' | 'other';

export type QuestionFocus = {
  kind: QuestionKind;
  /** The layer the question names: `l2` for "Surge" or "L2", `l1` for "L1"; null when it names neither or both. */
  layer: 'l1' | 'l2' | null;
  /** The network: the public testnet ("Hoodi", "testnet") or a local devnet; null when it names neither or both. */
  network: 'hoodi' | 'devnet' | null;
};

const WHY = /\bwhy\b|\bwhat\s+(?:does|do)\s+.*\bmean\b|\bwhat(?:'?s|\s+is)\s+wrong\b|\bwhat\s+causes\b/i;
const HOW = /^\s*(?:\w+:\s*)?(?:how\s+(?:do|can|should|would|to|does\s+one)\b|what(?:'?s|\s+is)\s+the\s+(?:command|way)\b|where\s+do\s+i\b|steps?\s+to\b)/i;
/** A value asked for by its name (a port, a chain id, an address) or by "how much / many / long". */
const VALUE =
  /\b(?:port|chain\s*id|address|url|rpc|endpoint|version|default|fee|amount|size|delay|hardware|requirements)s?\b|\bhow\s+(?:much|many|big|long|large)\b/i;
/** "What is a …", "whats an …", "what does … do", "define …": a definition. */
const WHAT = /^\s*(?:what(?:'?s|\s+is|\s+are)\s|what\s+does\s+.+\s+do\b|define\b|meaning\s+of\b)/i;
/** A pasted log line or a described symptom: no question word, words of failure. */
const SYMPTOM =
  /\b(?:not|never|no|cannot|can'?t|won'?t|doesn'?t|dont|fails?|failed|error|reverts?|reverted|exits?|stuck|missing|refused|denied|disabled|zero|nothing|already|only)\b/i;

export function questionFocus(question: string): QuestionFocus {
  const text = question.toLowerCase();
  let kind: QuestionKind = 'other';
  if (WHY.test(text)) kind = 'why';
  else if (HOW.test(text)) kind = 'how';
  else if (VALUE.test(text)) kind = 'value';
  else if (WHAT.test(text)) kind = 'what';
  else if (SYMPTOM.test(text)) kind = 'why';
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
