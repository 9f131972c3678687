import {describe, expect, test} from 'vitest';
import {searchQueryForLine} from './searchQuery';

describe('search queries for unrecognised log lines', () => {
  test.each([
    ['l2-taiko-driver-client  | INFO [11-26|12:00:00.123] Block synced  height=42 hash=0xabc', 'Block synced'],
    ['2025-11-26T12:00:00.123Z ERROR raiko_host: proof request failed id=7', 'raiko_host: proof request failed'],
    ['2025-11-26 12:00:00.0000|ERROR|Nethermind.Init| Step InitializeNetwork failed', 'Nethermind.Init Step InitializeNetwork failed'],
    ['error: could not open /data/surge', 'error: could not open /data/surge'],
    ['0x12345678 42 3.5', ''],
  ])('%s → "%s"', (line, query) => {
    expect(searchQueryForLine(line)).toBe(query);
  });

  test('stays within the 64 characters of the search box', () => {
    const query = searchQueryForLine('word '.repeat(40));
    expect(query.length).toBeLessThanOrEqual(64);
    expect(query.startsWith('word word')).toBe(true);
  });
});
