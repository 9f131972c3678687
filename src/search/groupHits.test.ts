import {expect, test} from 'vitest';
import {groupHits} from './groupHits';

const hit = (url: string, lvl0: string, lvl1: string) => ({url, hierarchy: {lvl0, lvl1}});

test('groups by category, then page, in the order hits arrive', () => {
  const hits = [hit('/docs/b#x', 'Guides', 'B'), hit('/docs/t', 'Troubleshooting', 'T'), hit('/docs/a', 'Guides', 'A'), hit('/docs/b', 'Guides', 'B')];
  expect(groupHits(hits)).toEqual([
    {
      lvl0: 'Guides',
      pages: [
        {lvl1: 'B', pageUrl: '/docs/b', hits: [hits[0], hits[3]]},
        {lvl1: 'A', pageUrl: '/docs/a', hits: [hits[2]]},
      ],
    },
    {lvl0: 'Troubleshooting', pages: [{lvl1: 'T', pageUrl: '/docs/t', hits: [hits[1]]}]},
  ]);
});
