/**
 * Walks the docs sidebar in reading order and pairs each doc with its
 * top-level category (the records' lvl0) and its page index.
 */
export type SidebarItemLike =
  {type: 'doc' | 'ref'; id: string} | {type: 'category'; label: string; items: SidebarItemLike[]; link?: {type: string; id?: string}} | {type: string};

export type OrderedDoc = {id: string; lvl0: string; pageIndex: number};

/** Label used as lvl0 for docs that sit at the top of the sidebar, outside any category. */
export const TOP_LEVEL_LVL0 = 'Documentation';

export function collectSearchDocs(sidebar: SidebarItemLike[]): OrderedDoc[] {
  const ordered: OrderedDoc[] = [];
  const seen = new Set<string>();

  function add(id: string | undefined, lvl0: string) {
    if (!id || seen.has(id)) return;
    seen.add(id);
    ordered.push({id, lvl0, pageIndex: ordered.length});
  }

  function walk(items: SidebarItemLike[], lvl0: string | null) {
    for (const item of items) {
      if ('id' in item && (item.type === 'doc' || item.type === 'ref')) {
        add(item.id, lvl0 ?? TOP_LEVEL_LVL0);
      } else if (item.type === 'category' && 'items' in item) {
        const categoryLvl0 = lvl0 ?? item.label;
        if (item.link?.type === 'doc') add(item.link.id, categoryLvl0);
        walk(item.items, categoryLvl0);
      }
    }
  }

  walk(sidebar, null);
  return ordered;
}
