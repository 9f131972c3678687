import {describe, expect, test} from 'vitest';
import {buildLlmsFullTxt, buildLlmsTxt, collectLlmsSections, sectionDocIds, type DocSummary, type SidebarItem} from './buildLlmsTxt';

const SIDEBAR: SidebarItem[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Guides',
    link: {type: 'doc', id: 'guides/index'},
    items: [
      {type: 'doc', id: 'guides/deploy'},
      {type: 'category', label: 'Provers', link: {type: 'doc', id: 'guides/provers/index'}, items: [{type: 'doc', id: 'guides/provers/sgx'}]},
      {type: 'category', label: 'Empty', items: []},
      {type: 'link', label: 'External'} as SidebarItem,
    ],
  },
  {type: 'doc', id: 'unknown'},
];

const lookup = (id: string): DocSummary | null =>
  id === 'unknown' ? null : {id, title: `Title of ${id}`, url: `https://x.org/docs/${id}.md`, description: id === 'guides/deploy' ? 'Deploy\n  it.' : null};

describe('collectLlmsSections', () => {
  const sections = collectLlmsSections(SIDEBAR, lookup, 'Documentation');

  test('groups like the sidebar: top-level docs together, one section per top-level category', () => {
    expect(sections.map((section) => section.title)).toEqual(['Documentation', 'Guides']);
    expect(sections[1]!.entries.map((entry) => entry.id)).toEqual(['guides/index', 'guides/deploy', 'guides/provers/index']);
    expect(sections[1]!.entries[2]!.children.map((entry) => entry.id)).toEqual(['guides/provers/sgx']);
  });

  test('lists every known doc once, in reading order', () => {
    expect(sectionDocIds(sections)).toEqual(['intro', 'guides/index', 'guides/deploy', 'guides/provers/index', 'guides/provers/sgx']);
  });
});

describe('buildLlmsTxt', () => {
  test('writes the llms.txt layout: title, summary, details, sections of links with descriptions', () => {
    const text = buildLlmsTxt({
      title: 'Surge Documentation',
      summary: 'Run Surge.',
      details: ['All in one: https://x.org/llms-full.txt'],
      sections: collectLlmsSections(SIDEBAR, lookup, 'Documentation'),
    });
    expect(text).toBe(
      [
        '# Surge Documentation',
        '',
        '> Run Surge.',
        '',
        'All in one: https://x.org/llms-full.txt',
        '',
        '## Documentation',
        '',
        '- [Title of intro](https://x.org/docs/intro.md)',
        '',
        '## Guides',
        '',
        '- [Title of guides/index](https://x.org/docs/guides/index.md)',
        '- [Title of guides/deploy](https://x.org/docs/guides/deploy.md): Deploy it.',
        '- [Title of guides/provers/index](https://x.org/docs/guides/provers/index.md)',
        '  - [Title of guides/provers/sgx](https://x.org/docs/guides/provers/sgx.md)',
        '',
      ].join('\n'),
    );
  });

  test('escapes brackets in link text', () => {
    const text = buildLlmsTxt({
      title: 'T',
      summary: 'S',
      details: [],
      sections: [{title: 'A', entries: [{id: 'a', title: 'Use [x]', url: 'https://x.org/a.md', description: null, children: []}]}],
    });
    expect(text).toContain('- [Use \\[x\\]](https://x.org/a.md)');
  });
});

describe('buildLlmsFullTxt', () => {
  test('joins every doc under a header, with its source URL under its title', () => {
    const text = buildLlmsFullTxt({title: 'Surge Documentation', summary: 'Run Surge.'}, [
      {url: 'https://x.org/docs/intro', markdown: '# Intro\n\nHello.\n'},
      {url: 'https://x.org/docs/b', markdown: 'No title.\n'},
    ]);
    expect(text).toBe(
      '# Surge Documentation\n\n> Run Surge.\n\n# Intro\n\nSource: https://x.org/docs/intro\n\nHello.\n\nSource: https://x.org/docs/b\n\nNo title.\n',
    );
  });
});
