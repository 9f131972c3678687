/**
 * Every troubleshooting entry has at least one log pattern, and every
 * pattern a fixture line that it matches (and that no earlier pattern takes).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, test} from 'vitest';
import {DEVNET_ISSUES} from '@site/src/data/devnetIssues';
import {LOG_PATTERNS} from './logPatterns';

const PAGE = readFileSync('docs/troubleshooting/common-devnet-issues.md', 'utf8');
/** Every `## Heading {#id}` of the page that is an entry (not the index table or the report section). */
const ENTRIES = [...PAGE.matchAll(/^## (.+) \{#([\w-]+)\}$/gm)]
  .map(([, title, id]) => ({id: id!, title: title!}))
  .filter(({id}) => id !== 'entries-by-step' && id !== 'report-an-issue');

describe('log patterns and the Common devnet issues page', () => {
  test('the page has the entries the patterns file lists, with the same headings', () => {
    expect(ENTRIES.length).toBeGreaterThanOrEqual(30);
    expect(Object.fromEntries(ENTRIES.map(({id, title}) => [id, title]))).toEqual(DEVNET_ISSUES);
  });

  test.each(ENTRIES.map(({id}) => id))('entry #%s has at least one pattern', (id) => {
    expect(LOG_PATTERNS.filter((pattern) => pattern.entry === id).length).toBeGreaterThanOrEqual(1);
  });

  test('pattern ids are unique and the regexes keep no state', () => {
    expect(new Set(LOG_PATTERNS.map((pattern) => pattern.id)).size).toBe(LOG_PATTERNS.length);
    for (const pattern of LOG_PATTERNS) expect(pattern.test.flags).not.toMatch(/[gy]/);
  });

  describe.each(LOG_PATTERNS.map((pattern) => [pattern.id, pattern] as const))('pattern %s', (_, pattern) => {
    test('has a fixture line, an explanation and a source', () => {
      expect(pattern.fixtures.length).toBeGreaterThanOrEqual(1);
      expect(pattern.explanation.length).toBeGreaterThan(20);
      expect(pattern.source).not.toBe('');
    });

    test.each(pattern.fixtures)('matches its fixture, and is the first to do so: %s', (line) => {
      expect(pattern.test.test(line)).toBe(true);
      expect(LOG_PATTERNS.find((candidate) => candidate.test.test(line))?.id).toBe(pattern.id);
    });
  });
});
