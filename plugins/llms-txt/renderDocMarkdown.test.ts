import {describe, expect, test} from 'vitest';
import VERSIONS from '../../src/data/versions.json';
import {renderDocMarkdown, type ComponentRenderer} from './renderDocMarkdown';

const PAGE_URL = 'https://docs.example.org/docs/guide';

async function render(source: string, components: Record<string, ComponentRenderer> = {}): Promise<string> {
  return renderDocMarkdown(
    {source, sourcePath: 'docs/guide.md', title: 'Guide', pageUrl: PAGE_URL},
    {components, resolveUrl: (url) => (url.startsWith('http') ? null : `https://docs.example.org/resolved/${url.replace(/^[./#]+/, '')}`)},
  );
}

describe('renderDocMarkdown', () => {
  test('puts the front-matter title on top and drops the front matter', async () => {
    expect(await render('---\ntitle: Guide\ndescription: x\n---\n\nHello.\n')).toBe('# Guide\n\nHello.\n');
  });

  test('keeps a title the doc writes itself', async () => {
    expect(await render('# Own title\n\nHello.\n')).toBe('# Own title\n\nHello.\n');
  });

  test('drops imports and exports', async () => {
    const markdown = await render("import Tabs from '@theme/Tabs';\nexport const x = 1;\n\nText.\n");
    expect(markdown).toBe('# Guide\n\nText.\n');
  });

  test('removes explicit heading ids', async () => {
    expect(await render('## Configure the node {#configure}\n')).toBe('# Guide\n\n## Configure the node\n');
  });

  test.each([
    [':::warning Data loss\n\nThis deletes data.\n\n:::', '> **Warning: Data loss**\n>\n> This deletes data.'],
    [':::tip[Faster]\n\nUse a cache.\n\n:::', '> **Tip: Faster**\n>\n> Use a cache.'],
    [':::note\n\nPlain note.\n\n:::', '> **Note**\n>\n> Plain note.'],
  ])('turns the admonition %j into a blockquote with its type', async (source, expected) => {
    expect(await render(source)).toBe(`# Guide\n\n${expected}\n`);
  });

  test('renders tabs as labelled sections, every panel included', async () => {
    const source = [
      '<Tabs groupId="os">',
      '<TabItem value="debian" label="Ubuntu / Debian" default>',
      '',
      '```bash',
      'apt-get install jq',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="macos" label="macOS">',
      '',
      'Use Homebrew.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(await render(source)).toBe('# Guide\n\n**Ubuntu / Debian**\n\n```bash\napt-get install jq\n```\n\n**macOS**\n\nUse Homebrew.\n');
  });

  test('keeps Mermaid diagrams as mermaid code blocks', async () => {
    const source = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    expect(await render(source)).toBe(`# Guide\n\n${source}`);
  });

  test('renders data components through their Markdown renderer, links rewritten', async () => {
    const Table: ComponentRenderer = (props, {pageUrl}) => `| A | B |\n| - | - |\n| ${String(props.kind)} | [see](#x) on ${pageUrl} |`;
    const markdown = await render('<Table kind="errors" />\n', {Table});
    expect(markdown).toContain('| errors | [see](https://docs.example.org/resolved/x) on');
    expect(markdown).toContain(PAGE_URL);
  });

  test('fails with the fix when a component has no renderer', async () => {
    await expect(render('<RevertDecoder />\n')).rejects.toThrow(/docs\/guide\.md: the Markdown copy cannot render <RevertDecoder \/>.*componentMarkdown\.ts/);
  });

  test('keeps the content of plain HTML elements and wrappers', async () => {
    expect(await render('Press <kbd>Ctrl</kbd>+<kbd>K</kbd>.\n\n<div>\n\nInside.\n\n</div>\n')).toBe('# Guide\n\nPress Ctrl+K.\n\nInside.\n');
  });

  test('keeps string expressions and drops comments', async () => {
    expect(await render("A{' '}B {/* note to writers */}\n")).toBe('# Guide\n\nA B\n');
  });

  test('rejects expressions it cannot evaluate', async () => {
    await expect(render('Total: {count * 2}\n')).rejects.toThrow(/\{count \* 2\} has no static text/);
  });

  test('makes relative links absolute and leaves absolute ones', async () => {
    const markdown = await render('[Next](./next.md#a), [Nethermind](https://nethermind.io) and ![Chart](/img/chart.png)\n');
    expect(markdown).toBe(
      '# Guide\n\n[Next](https://docs.example.org/resolved/next.md#a), [Nethermind](https://nethermind.io) and ![Chart](https://docs.example.org/resolved/img/chart.png)\n',
    );
  });

  test('leaves no JSX in the output', async () => {
    const markdown = await render('<Tabs>\n<TabItem value="a" label="A">\n\nText.\n\n</TabItem>\n</Tabs>\n');
    expect(markdown).not.toMatch(/<\/?[A-Z]/);
  });

  test('shows the values of site-fact tokens in prose, code and link URLs', async () => {
    const source = [
      'Release {{version.simpleSurgeNode}}, chain `{{hoodi.l2.chainId}}`, [notes](https://github.com/NethermindEth/simple-surge-node/releases/tag/{{version.simpleSurgeNode}}).',
      '',
      '```bash',
      'git checkout {{version.simpleSurgeNode}}',
      '```',
      '',
    ].join('\n');
    const v = VERSIONS.simpleSurgeNode;
    expect(await render(source)).toBe(
      `# Guide\n\nRelease ${v}, chain \`763375\`, [notes](https://github.com/NethermindEth/simple-surge-node/releases/tag/${v}).\n\n\`\`\`bash\ngit checkout ${v}\n\`\`\`\n`,
    );
  });

  test('fails on an unknown token, naming the file and the token', async () => {
    await expect(render('Text {{version.unknown}}.\n')).rejects.toThrow('docs/guide.md:1:6: unknown site fact {{version.unknown}}');
  });
});
