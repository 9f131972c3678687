/**
 * The modal's hits as DocSearch lists them: one group per top-level category (lvl0), at most
 * `maxPerGroup` of its best hits, those of one page together; a heading or paragraph whose page
 * title is listed too hangs under it (`child`, and `lastChild` for the tree's last branch).
 */
import {groupHits, type HitLike} from './groupHits';

export type ModalHit<Hit> = Hit & {child: boolean; lastChild: boolean};
export type ModalHitGroup<Hit> = {lvl0: string; hits: ModalHit<Hit>[]};

export function modalHitGroups<Hit extends HitLike & {type: string}>(hits: Hit[], maxPerGroup: number): ModalHitGroup<Hit>[] {
  const perCategory = new Map<string, number>();
  const kept = hits.filter((hit) => {
    const count = perCategory.get(hit.hierarchy.lvl0) ?? 0;
    perCategory.set(hit.hierarchy.lvl0, count + 1);
    return count < maxPerGroup;
  });
  return groupHits(kept).map(({lvl0, pages}) => ({
    lvl0,
    hits: pages.flatMap((page) => {
      const hasTitle = page.hits.some((hit) => hit.type === 'lvl1');
      const children = hasTitle ? page.hits.filter((hit) => hit.type !== 'lvl1') : [];
      return page.hits.map((hit) => ({...hit, child: children.includes(hit), lastChild: hit === children.at(-1)}));
    }),
  }));
}
