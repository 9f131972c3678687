/**
 * Answer first: a section's first sentence answers the question its heading raises
 * (a task says what to run, a value states it, a concept gives its definition).
 * It must not open with a pointer ("See …", "As described …", "Refer to …",
 * "This section …") nor only say the heading again in other words. Reads the
 * parsed doc (lib/content/docFindings.ts, parseDocForChecks); npm run check:docs
 * prints what it finds.
 */
import type {Heading, Paragraph, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';

/** A section's opening: its heading and the first sentence a reader meets under it. */
export type SectionOpening = {heading: string; sentence: string; line: number; column: number};

export type AnswerLater = SectionOpening & {reason: 'pointer' | 'restates-heading'; found: string};

/**
 * Openers that send the reader elsewhere or describe the text instead of answering:
 * "See …", "For more, see …", "As described …", "Refer to …", "This section …",
 * "More symptoms are collected in …".
 */
export const POINTER_OPENERS: readonly RegExp[] = [
  /^(?:see|refer to|as (?:described|explained|shown|mentioned|noted|covered|discussed|outlined)|(?:this|the following|the next) (?:section|subsection|part|page|guide)s?|in this (?:section|subsection|part|page|guide))\b/i,
  /^[^.;:()]{0,80}?,\s*(?:see|refer to)\b/i,
  /^[^.;:]{0,80}?\b(?:are|is) (?:collected|listed|covered|described|explained|documented) (?:in|on)\b/i,
];

/** Troubleshooting labels stand on a paragraph of their own ("**Symptom:**"); the sentence after them opens the section. */
const PART_LABEL = /^(?:symptom|cause|fix|cause and fix|solution|workaround):?$/i;

/** Words that carry no subject of their own: a sentence made of the heading's words and these says nothing new. */
const FILLER = new Set(
  (
    'a an the and or but nor of to in on at by for from with without into onto over under about as is are was were be been being ' +
    'it its this that these those there here then than so such which who whom whose what when where why how ' +
    'you your yours we our us they their them he she his her i me my one ones each every all any some no not only also ' +
    'do does did done can could may might must shall should will would have has had get gets got ' +
    'if once while until after before again just even still very more most less least other another both either neither ' +
    'own usually already itself ' +
    // Words about the text rather than the subject: "In words:", "These pages build on each other", "Follow these in sequence".
    'section page pages guide guides part step steps entry entries diagram table list column row text word words ' +
    'following follow below above order sequence now first next later'
  ).split(' '),
);

/** A word's comparable form: lower case, possessive and common endings cut ("deployments" and "deploy" compare equal). */
export function stemOf(word: string): string {
  let stem = word.toLowerCase().replace(/['’]s$/, '');
  for (const ending of ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ies', 'ers', 'er', 'ed', 'es', 's']) {
    if (stem.length - ending.length >= 4 && stem.endsWith(ending)) {
      stem = stem.slice(0, -ending.length);
      break;
    }
  }
  return stem;
}

/** The words of a text that carry meaning, as stems. */
export function contentStems(text: string): string[] {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}_.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => !FILLER.has(word))
    .map(stemOf);
}

/** Two stems are the same word when one starts the other and both are long enough to tell (deploy/deployment). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short);
}

/** The first sentence of a paragraph's text: up to a full stop, question or exclamation mark followed by a space and a capital, or the end. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // "e.g. the", "v1.2.3 is" and "deploy_l1.json exists" do not end a sentence: the mark must close a word and be followed by a capital or an opening mark.
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs|cf))[.!?](?=\s+["'“(`*[]?[\p{Lu}\d])/u.exec(flat);
  return end ? flat.slice(0, end.index + 1) : flat;
}

/**
 * Whether the sentence only says its heading again: every word of it that carries meaning
 * is a word of the heading, save at most one ("Run this on the SGX machine:" under
 * "Check that the machine supports SGX"); words about the text itself carry none.
 */
export function restatesHeading(sentence: string, heading: string): boolean {
  const headingStems = contentStems(heading);
  const stems = contentStems(sentence);
  const added = stems.filter((stem) => !headingStems.some((headingStem) => sameWord(stem, headingStem)));
  // A sentence with at most one word of its own says the heading again, or nothing ("In words:").
  return added.length <= 1;
}

/** The text a reader meets first in a block: a paragraph's, a list's first item's, an admonition's body's; null for code, tables and components. */
function openingParagraph(node: RootContent): Paragraph | null {
  if (node.type === 'paragraph') return node;
  if (node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || node.type === 'containerDirective') {
    for (const child of node.children as RootContent[]) {
      // An admonition's title is its label, not its text.
      if (child.type === 'paragraph' && (child.data as {directiveLabel?: boolean} | undefined)?.directiveLabel) continue;
      const paragraph = openingParagraph(child);
      if (paragraph) return paragraph;
    }
  }
  return null;
}

/**
 * A paragraph's text without a bold lead-in that labels it ("**Keys.** Keys of the preset …",
 * "**Symptom:** the proposer exits"): the sentence after the label is the one that answers.
 */
function paragraphText(paragraph: Paragraph): string {
  const [first, ...rest] = paragraph.children;
  const text = toString(paragraph).trim();
  if (first?.type !== 'strong' || rest.length === 0 || !/[.:]$/.test(toString(first).trim())) return text;
  return (
    rest
      .map((child) => toString(child))
      .join('')
      .trim() || text
  );
}

/** Heading text as the reader sees it: the `{#id}` Docusaurus removes is gone already. */
function headingText(heading: Heading): string {
  return toString(heading).trim();
}

/**
 * Each section's opening sentence, for headings of level 2 to 4: the first paragraph under the
 * heading (into lists and admonitions), up to the next heading. Troubleshooting labels, Mermaid
 * diagrams and components (partials) are passed over: the sentence after them is what the reader
 * and the search quote first. A section that opens with a table or a code block opens with its
 * answer (the values, the command), and one that opens with a subheading has no opening of its own.
 */
export function sectionOpenings(tree: Root): SectionOpening[] {
  const openings: SectionOpening[] = [];
  const children = tree.children;
  children.forEach((node, index) => {
    if (node.type !== 'heading' || node.depth < 2 || node.depth > 4) return;
    for (const next of children.slice(index + 1)) {
      if (next.type === 'heading' || next.type === 'table' || (next.type === 'code' && next.lang !== 'mermaid')) return;
      const paragraph = openingParagraph(next);
      if (!paragraph) continue;
      const text = paragraphText(paragraph);
      if (PART_LABEL.test(text)) continue;
      openings.push({
        heading: headingText(node),
        sentence: firstSentence(text),
        line: paragraph.position?.start.line ?? 1,
        column: paragraph.position?.start.column ?? 1,
      });
      return;
    }
  });
  return openings;
}

/** Sections whose first sentence points elsewhere or only restates the heading. */
export function findAnswerLater(tree: Root): AnswerLater[] {
  return sectionOpenings(tree).flatMap((opening): AnswerLater[] => {
    // A label written inline ("**Symptom:** the proposer exits") is not part of the sentence.
    const sentence = opening.sentence.replace(/^(?:symptom|cause|fix|cause and fix):\s*/i, '');
    // A heading about the page itself ("Where this page fits") is answered by a sentence about the page.
    const aboutThePage = /\bthis (?:page|guide|section)\b/i.test(opening.heading);
    const pointer = aboutThePage ? null : POINTER_OPENERS.map((pattern) => pattern.exec(sentence)).find(Boolean);
    if (pointer) return [{...opening, reason: 'pointer', found: pointer[0]}];
    if (restatesHeading(sentence, opening.heading)) return [{...opening, reason: 'restates-heading', found: sentence}];
    return [];
  });
}
