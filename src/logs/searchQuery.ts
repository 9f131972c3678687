/**
 * Turns a log line the troubleshooter does not recognise into a site search
 * query: the words that carry meaning, without timestamps, levels, container
 * prefixes, hex and numbers, cut to the search box's 64 characters.
 */
import {SEARCH_LIMITS} from '@site/src/search/types';

const NOISE = [
  /^\S+\s+\|\s/, // docker compose prefix: "container  | "
  /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g, // ISO timestamps
  /\[\d{2}-\d{2}\|\d{2}:\d{2}:\d{2}(?:\.\d+)?\]/g, // go-ethereum style [11-26|12:00:00.000]
  /\b(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|ERRO|CRIT|FATAL)\b/g,
  /\blvl=\w+/g,
  /\b0x[0-9a-fA-F]+\b/g,
  /\b\w+=\S*/g, // key=value context of structured logs
  /[^\w\s.:/-]+/g,
  /(?<=\s|^)[\d.:/-]+(?=\s|$)/g, // bare numbers, times and addresses
];

export function searchQueryForLine(line: string): string {
  let text = line;
  for (const pattern of NOISE) text = text.replace(pattern, ' ');
  const words = text.split(/\s+/).filter((word) => word.length > 1);
  let query = '';
  for (const word of words) {
    const next = query ? `${query} ${word}` : word;
    if (next.length > SEARCH_LIMITS.maxQueryLength) break;
    query = next;
  }
  return query;
}
