import {describe, expect, test} from 'vitest';
import {modalHitGroups} from './modalHitGroups';

const hit = (url: string, type: string, lvl0 = 'Guides') => ({url, type, hierarchy: {lvl0, lvl1: url.split('#')[0]!}});

describe('modalHitGroups', () => {
  test('groups by category in rank order, a page’s hits together, at most maxPerGroup per category', () => {
    const hits = [
      hit('/a#x', 'lvl2'),
      hit('/b', 'lvl1'),
      hit('/t', 'lvl1', 'Troubleshooting'),
      hit('/a', 'lvl1'),
      ...['1', '2', '3'].map((n) => hit(`/c${n}`, 'lvl1')),
    ];
    const groups = modalHitGroups(hits, 5);
    expect(groups.map((group) => group.lvl0)).toEqual(['Guides', 'Troubleshooting']);
    expect(groups[0]!.hits.map((item) => item.url)).toEqual(['/a#x', '/a', '/b', '/c1', '/c2']);
  });

  test('a heading hangs under its page title only when the title is listed too', () => {
    const [group] = modalHitGroups([hit('/a', 'lvl1'), hit('/a#x', 'lvl2'), hit('/a#y', 'content'), hit('/b#z', 'lvl2')], 5);
    expect(group!.hits.map(({url, child, lastChild}) => [url, child, lastChild])).toEqual([
      ['/a', false, false],
      ['/a#x', true, false],
      ['/a#y', true, true],
      ['/b#z', false, false],
    ]);
  });
});
