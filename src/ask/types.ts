/** Shapes and limits of the Ask-AI mode (ARCHITECTURE.md "Ask AI"), shared by the pure code and the modal's screen. */
export const ASK_LIMITS = {
  /** DocSearch's own limit for Ask-AI questions: its input's default maxlength, 512. */
  maxQuestionLength: 512,
  /** Sections retrieved for a question; the generative path sends all of them. */
  passages: 5,
  /** Sentences in a local answer, and at most this many from one section. */
  minStatements: 2,
  maxStatements: 5,
  maxStatementsPerSource: 2,
  /** Characters of a section sent to the model. */
  passageChars: 1500,
  /** The generative path gives up when the endpoint stays silent this long. */
  timeoutMs: 20_000,
} as const;

/** A section of the docs an answer cites as [n]. */
export type AnswerSource = {
  n: number;
  /** Site path with the base URL and the section's #anchor. */
  url: string;
  /** Page title › section headings, as the reader sees them. */
  title: string;
};

/**
 * One sentence of the answer, quoted from the docs or stated from the site's data, with the
 * source it came from. `command`: a shell block the sentence is the title of, shown below it.
 * `also`: from another section than the answer's, shown as "Also relevant".
 */
export type AnswerStatement = {text: string; source: number; command?: string; also?: true};

/** A section that comes closest when none answers: its URL with the #anchor, and its page title › headings. */
export type ClosestPage = {url: string; title: string};

/** The local answer: empty `statements` when the docs hold nothing that matches. */
export type DocsAnswer = {
  question: string;
  statements: AnswerStatement[];
  sources: AnswerSource[];
  /** Words of the question the docs never use: said after the answer, never ahead of it. */
  unmatched: string[];
  /** With no statements: the sections that come closest (at most three), best first. */
  closest: ClosestPage[];
};

/** A retrieved section, in rank order. */
export type Passage = {url: string; title: string; text: string};
