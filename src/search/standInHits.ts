/**
 * The hits the search modal's stand-in lists (src/theme/SearchBar/ModalStandIn.tsx)
 * while DocSearch's own code loads: the same hits DocSearch will show, as
 * plain text with the matched words marked, never as HTML.
 */
import type {LocalHit} from './createLocalSearchClient';
import {HIERARCHY_LEVELS} from './types';

/** A piece of text, and whether it matched the query. */
export type MarkedText = {text: string; marked: boolean}[];

export type StandInHit = {
  objectID: string;
  url: string;
  /** The heading the hit is under (or its own). */
  title: MarkedText;
  /** The paragraph's snippet, for a hit in a section's text. */
  snippet: MarkedText | null;
  /** Where it is: the page and the headings above the title. */
  path: string;
};

const MARK_PRE = '<mark>';
const MARK_POST = '</mark>';

/** The engine escapes every character that HTML treats specially as `&#NN;` (src/search/highlight.ts). */
function unescape(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** A highlighted value (`a <mark>b</mark> c`) as pieces of text; anything else in it stays text. */
export function splitMarks(value: string): MarkedText {
  const pieces: MarkedText = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_PRE);
    const end = start === -1 ? -1 : rest.indexOf(MARK_POST, start + MARK_PRE.length);
    if (start === -1 || end === -1) {
      pieces.push({text: unescape(rest), marked: false});
      break;
    }
    if (start > 0) pieces.push({text: unescape(rest.slice(0, start)), marked: false});
    pieces.push({text: unescape(rest.slice(start + MARK_PRE.length, end)), marked: true});
    rest = rest.slice(end + MARK_POST.length);
  }
  return pieces.filter((piece) => piece.text.length > 0);
}

/** One hit as the stand-in lists it: DocSearch's title (the deepest heading) and its path. */
export function standInHit(hit: LocalHit): StandInHit {
  const levels = HIERARCHY_LEVELS.filter((level) => level !== 'lvl0' && hit.hierarchy[level] !== null);
  const titleLevel = hit.type === 'content' ? levels.at(-1) : hit.type;
  const titleValue = (titleLevel && hit._highlightResult.hierarchy[titleLevel]?.value) ?? hit.hierarchy.lvl1;
  const above = levels.slice(0, titleLevel ? levels.indexOf(titleLevel) : 0).map((level) => hit.hierarchy[level]!);
  const snippet = hit.type === 'content' && hit._snippetResult.content ? splitMarks(hit._snippetResult.content.value) : null;
  return {
    objectID: hit.objectID,
    url: hit.url,
    title: splitMarks(titleValue),
    snippet,
    path: [hit.hierarchy.lvl0, ...above].join(' › '),
  };
}

/** The option a reader picked (with the arrow keys or the pointer), for the query it was picked under. */
export type StandInSelection = {query: string; url: string};

/**
 * Which option is selected: the reader's pick while the query stays the same, found by its
 * address when the hits are refreshed (the whole index's answer replacing the one from the
 * index's headings, with the pointer still over the pick); otherwise the preselected one
 * (the top hit for keywords, none for a question).
 */
export function pickedOrPreselected(hits: readonly {url: string}[] | null, query: string, picked: StandInSelection | null, preselected: number): number {
  if (!hits || !picked || picked.query !== query) return preselected;
  const index = hits.findIndex((hit) => hit.url === picked.url);
  return index === -1 ? preselected : index;
}
