/** Groups hits as the modal does: by top-level category (lvl0), then by page (lvl1), keeping rank order. */
export type HitLike = {url: string; hierarchy: {lvl0: string; lvl1: string}};

export type PageGroup<Hit extends HitLike> = {lvl1: string; pageUrl: string; hits: Hit[]};
export type CategoryGroup<Hit extends HitLike> = {lvl0: string; pages: PageGroup<Hit>[]};

export function groupHits<Hit extends HitLike>(hits: Hit[]): CategoryGroup<Hit>[] {
  const categories = new Map<string, Map<string, PageGroup<Hit>>>();
  for (const hit of hits) {
    const pages = categories.get(hit.hierarchy.lvl0) ?? new Map<string, PageGroup<Hit>>();
    categories.set(hit.hierarchy.lvl0, pages);
    const pageUrl = hit.url.split('#')[0] ?? hit.url;
    const page = pages.get(pageUrl) ?? {lvl1: hit.hierarchy.lvl1, pageUrl, hits: []};
    pages.set(pageUrl, page);
    page.hits.push(hit);
  }
  return [...categories].map(([lvl0, pages]) => ({lvl0, pages: [...pages.values()]}));
}
