/**
 * The shipped index format. Records repeat their page and heading path, so the
 * build stores each page and section once and the browser expands them again:
 *   pages:        [url, lvl0, lvl1]
 *   sections:     [pageIndex, anchor, lvl2…lvl6] (trailing nulls dropped)
 *   sectionSteps: per record, its section index minus the previous record's
 *   types:        per record, one digit (1–6 = lvl1–lvl6, 0 = content)
 *   contents:     per record, its text or null
 *   commands:     a shell block's commands, by the position of its title's record (absent when none)
 * Record order is reading order, so a record's position is its index. One
 * column per field, with small steps instead of growing indexes, gzips about
 * 4 % smaller than a tuple per record.
 */
import {recordObjectId} from './recordObjectId';
import type {Hierarchy, RecordType, SearchRecord} from './types';

export type CompactRecords = {
  version: 2;
  language: string;
  tag: string;
  pages: [url: string, lvl0: string, lvl1: string][];
  sections: (string | number | null)[][];
  sectionSteps: number[];
  types: string;
  contents: (string | null)[];
  commands?: Record<number, string>;
};

/** Shared with the browser index (searchIndex.ts): heading levels below the page title, type digits, page URLs. */
export const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export function typeCode(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

export function typeFromCode(code: number): RecordType {
  return code === 0 ? 'content' : (`lvl${code}` as RecordType);
}

export function pageUrl(url: string): string {
  return url.split('#')[0] ?? url;
}

/** Build side: assumes one language and tag per index (one locale, one docs version). */
export function compactRecords(records: SearchRecord[]): CompactRecords {
  const pages: CompactRecords['pages'] = [];
  const pageIndex = new Map<string, number>();
  const sections: CompactRecords['sections'] = [];
  const sectionIndex = new Map<string, number>();
  const sectionSteps: number[] = [];
  let previousSection = 0;

  for (const record of records) {
    const page = pageUrl(record.url);
    if (!pageIndex.has(page)) {
      pageIndex.set(page, pages.length);
      pages.push([page, record.hierarchy.lvl0, record.hierarchy.lvl1]);
    }
    const anchor = record.url.slice(page.length + 1);
    const section = [pageIndex.get(page)!, anchor, ...SUB_LEVELS.map((level) => record.hierarchy[level])];
    while (section.length > 2 && section.at(-1) === null) section.pop();
    const sectionKey = JSON.stringify(section);
    if (!sectionIndex.has(sectionKey)) {
      sectionIndex.set(sectionKey, sections.length);
      sections.push(section);
    }
    const current = sectionIndex.get(sectionKey)!;
    sectionSteps.push(current - previousSection);
    previousSection = current;
  }
  return {
    version: 2,
    language: records[0]?.language ?? 'en',
    tag: records[0]?.docusaurus_tag ?? 'default',
    pages,
    sections,
    sectionSteps,
    types: records.map((record) => typeCode(record.type)).join(''),
    contents: records.map((record) => record.content),
    ...commandsOf(records),
  };
}

function commandsOf(records: SearchRecord[]): Pick<CompactRecords, 'commands'> {
  const commands: Record<number, string> = {};
  records.forEach((record, position) => {
    if (record.command !== undefined) commands[position] = record.command;
  });
  return Object.keys(commands).length > 0 ? {commands} : {};
}

/** Browser side: the full DocSearch-schema records, ids and positions included. */
export function expandRecords(compact: CompactRecords): SearchRecord[] {
  const repeats = new Map<string, number>();
  let sectionIndex = 0;
  return compact.sectionSteps.map((step, position) => {
    sectionIndex += step;
    const [pageIndex, anchor, ...subLevels] = compact.sections[sectionIndex] as [number, string, ...(string | null)[]];
    const [url, lvl0, lvl1] = compact.pages[pageIndex]!;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    SUB_LEVELS.forEach((level, index) => (hierarchy[level] = subLevels[index] ?? null));
    const type = typeFromCode(Number(compact.types[position]));
    const content = compact.contents[position] ?? null;
    const recordUrl = anchor ? `${url}#${anchor}` : url;
    const fingerprint = [recordUrl, type, Object.values(hierarchy), content];
    const key = JSON.stringify(fingerprint);
    const repeat = repeats.get(key) ?? 0;
    repeats.set(key, repeat + 1);
    const command = compact.commands?.[position];
    return {
      objectID: recordObjectId(fingerprint, repeat),
      url: recordUrl,
      type,
      content,
      hierarchy,
      language: compact.language,
      docusaurus_tag: compact.tag,
      position,
      ...(command === undefined ? {} : {command}),
    };
  });
}
