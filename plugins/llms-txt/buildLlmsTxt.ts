/**
 * llms.txt (https://llmstxt.org): the site's title and summary, then every doc
 * with its description, grouped like the sidebar; and llms-full.txt, every doc's
 * Markdown in sidebar order in one file.
 */

/** One page, as the sidebar shows it; a category with an index page is an entry with children. */
export type LlmsEntry = {id: string | null; title: string; url: string | null; description: string | null; children: LlmsEntry[]};
export type LlmsSection = {title: string; entries: LlmsEntry[]};

export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

export type DocSummary = {id: string; title: string; url: string; description: string | null};

/**
 * Groups docs like the sidebar: each top-level category is a section, and
 * top-level docs share a section titled `topLevelTitle`. `lookup` returns
 * null for docs to leave out.
 */
export function collectLlmsSections(sidebar: readonly SidebarItem[], lookup: (id: string) => DocSummary | null, topLevelTitle: string): LlmsSection[] {
  const sections: LlmsSection[] = [];
  let looseSection: LlmsSection | null = null;

  function entriesOf(items: readonly SidebarItem[]): LlmsEntry[] {
    return items.flatMap((item): LlmsEntry[] => {
      if ('id' in item && (item.type === 'doc' || item.type === 'ref')) {
        const doc = lookup(item.id);
        return doc ? [{...doc, children: []}] : [];
      }
      if (item.type === 'category' && 'items' in item) {
        const index = item.link?.type === 'doc' && item.link.id ? lookup(item.link.id) : null;
        const children = entriesOf(item.items);
        if (!index && children.length === 0) return [];
        return [{id: index?.id ?? null, title: index?.title ?? item.label, url: index?.url ?? null, description: index?.description ?? null, children}];
      }
      return [];
    });
  }

  for (const item of sidebar) {
    if (item.type === 'category' && 'items' in item) {
      looseSection = null;
      const [category] = entriesOf([item]);
      if (!category) continue;
      // The category's own page leads its section; its pages follow at the top level of the list.
      const lead = category.url ? [{...category, children: []}] : [];
      sections.push({title: item.label, entries: [...lead, ...category.children]});
    } else {
      const entries = entriesOf([item]);
      if (entries.length === 0) continue;
      if (!looseSection) {
        looseSection = {title: topLevelTitle, entries: []};
        sections.push(looseSection);
      }
      looseSection.entries.push(...entries);
    }
  }
  return sections;
}

/** Doc ids in list order, depth first. */
export function sectionDocIds(sections: readonly LlmsSection[]): string[] {
  const walk = (entries: readonly LlmsEntry[]): string[] => entries.flatMap((entry) => [...(entry.id ? [entry.id] : []), ...walk(entry.children)]);
  return sections.flatMap((section) => walk(section.entries));
}

export type LlmsTxtInput = {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the first section. */
  details: readonly string[];
  sections: readonly LlmsSection[];
};

export function buildLlmsTxt({title, summary, details, sections}: LlmsTxtInput): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const paragraph of details) lines.push(oneLine(paragraph), '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    const write = (entries: readonly LlmsEntry[], depth: number) => {
      for (const entry of entries) {
        const name = entry.url ? `[${escapeLinkText(entry.title)}](${entry.url})` : entry.title;
        const description = entry.description ? `: ${oneLine(entry.description)}` : '';
        lines.push(`${'  '.repeat(depth)}- ${name}${description}`);
        write(entry.children, depth + 1);
      }
    };
    write(section.entries, 0);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export type FullDoc = {url: string; markdown: string};

/** Every doc's Markdown after a header; each doc keeps its `# Title` and gets a `Source:` line under it. */
export function buildLlmsFullTxt({title, summary}: Pick<LlmsTxtInput, 'title' | 'summary'>, docs: readonly FullDoc[]): string {
  const parts = [`# ${title}\n\n> ${oneLine(summary)}`];
  for (const doc of docs) {
    const markdown = doc.markdown.trim();
    const titleEnd = markdown.startsWith('# ') ? markdown.indexOf('\n') : -1;
    parts.push(titleEnd === -1 ? `Source: ${doc.url}\n\n${markdown}` : `${markdown.slice(0, titleEnd)}\n\nSource: ${doc.url}${markdown.slice(titleEnd)}`);
  }
  return `${parts.join('\n\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (char) => `\\${char}`);
}
