import {expect, test} from 'vitest';
import {collectSearchDocs, type SidebarItemLike} from './collectSearchDocs';

test('orders docs as the sidebar reads and names each after its top-level category', () => {
  const sidebar: SidebarItemLike[] = [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'guides/index'},
      items: [
        {type: 'doc', id: 'guides/deploy'},
        {
          type: 'category',
          label: 'Provers',
          link: {type: 'doc', id: 'guides/provers/index'},
          items: [{type: 'doc', id: 'guides/provers/sgx'}],
        },
      ],
    },
    {type: 'link', href: 'https://example.org'} as SidebarItemLike,
    {type: 'doc', id: 'intro'},
  ];
  expect(collectSearchDocs(sidebar)).toEqual([
    {id: 'intro', lvl0: 'Documentation', pageIndex: 0},
    {id: 'guides/index', lvl0: 'Guides', pageIndex: 1},
    {id: 'guides/deploy', lvl0: 'Guides', pageIndex: 2},
    {id: 'guides/provers/index', lvl0: 'Guides', pageIndex: 3},
    {id: 'guides/provers/sgx', lvl0: 'Guides', pageIndex: 4},
  ]);
});
