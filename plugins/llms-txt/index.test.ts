import {describe, expect, test} from 'vitest';
import {buildMarkdownFiles} from './index';

const site = {siteUrl: 'https://docs.example.org', baseUrl: '/docs-site/', title: 'Example Docs', tagline: 'Everything about Example.'};

const docs = [
  {
    id: 'intro',
    sourcePath: 'docs/intro.md',
    source: '---\ntitle: Intro\n---\n\nSee [the guide](./guides/index.md#start).\n',
    title: 'Intro',
    description: 'Start here.',
    permalink: '/docs-site/docs/intro',
  },
  {id: 'guides/index', sourcePath: 'docs/guides/index.md', source: 'Guides.\n', title: 'Guides', description: null, permalink: '/docs-site/docs/guides'},
  {id: 'orphan', sourcePath: 'docs/orphan.md', source: 'Alone.\n', title: 'Orphan', description: null, permalink: '/docs-site/docs/orphan'},
];

const sidebar = [
  {type: 'doc', id: 'intro'},
  {type: 'category', label: 'Guides', link: {type: 'doc', id: 'guides/index'}, items: []},
];

describe('buildMarkdownFiles', () => {
  test('writes a .md beside every page, relative to the base URL, plus llms.txt and llms-full.txt', async () => {
    const files = await buildMarkdownFiles(site, docs, sidebar, 'Documentation');
    expect(files.map((file) => file.path)).toEqual(['docs/intro.md', 'docs/guides.md', 'docs/orphan.md', 'llms.txt', 'llms-full.txt']);
  });

  test('points agents at the MCP page when the site has one', async () => {
    const withAgentPage = [
      ...docs,
      {
        id: 'guides/ai-agents',
        sourcePath: 'docs/guides/ai-agents.md',
        source: 'MCP.\n',
        title: 'Agents',
        description: null,
        permalink: '/docs-site/docs/guides/ai-agents',
      },
    ];
    const llms = (files: {path: string; content: string}[]) => files.find((file) => file.path === 'llms.txt')!.content;
    const text = llms(await buildMarkdownFiles(site, withAgentPage, sidebar, 'Documentation'));
    // The install command leads, built from the site's own address; the npm name only once the package is published.
    expect(text.split('\n\n')[2]).toBe(
      'Agents that speak MCP can also search these docs, decode contract errors, check a .env and explain log lines offline with the surge-docs-mcp server, ' +
        'served by this site: `npx -y https://docs.example.org/docs-site/surge-docs-mcp.tgz` (set-up for each agent: https://docs.example.org/docs-site/docs/guides/ai-agents.md)',
    );
    expect(text).not.toMatch(/npx -y surge-docs-mcp/);
    const published = llms(await buildMarkdownFiles({...site, mcpPackagePublished: true}, withAgentPage, sidebar, 'Documentation'));
    expect(published).toContain('The same server is on npm: `npx -y surge-docs-mcp`');
    expect(llms(await buildMarkdownFiles(site, docs, sidebar, 'Documentation'))).not.toContain('MCP');
  });

  test('resolves links between docs to their pages under the base URL', async () => {
    const files = await buildMarkdownFiles(site, docs, sidebar, 'Documentation');
    expect(files[0]!.content).toBe('# Intro\n\nSee [the guide](https://docs.example.org/docs-site/docs/guides#start).\n');
  });

  test('lists docs outside the sidebar in their own llms.txt section, and every doc in llms-full.txt', async () => {
    const files = await buildMarkdownFiles(site, docs, sidebar, 'Documentation');
    const llms = files.find((file) => file.path === 'llms.txt')!.content;
    expect(llms).toContain('## Other pages\n\n- [Orphan](https://docs.example.org/docs-site/docs/orphan.md)');
    expect(llms).toContain('- [Intro](https://docs.example.org/docs-site/docs/intro.md): Start here.');
    const full = files.find((file) => file.path === 'llms-full.txt')!.content;
    expect(full.indexOf('# Intro')).toBeLessThan(full.indexOf('# Guides'));
    expect(full).toContain('# Orphan\n\nSource: https://docs.example.org/docs-site/docs/orphan\n\nAlone.');
  });
});
