import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type {Root, RootContent} from 'mdast';
import {describe, expect, test} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {recmaRenderLater, remarkHydrateLater, WRAPPER_NAME} from '.';

function wrapped(markdown: string): Root {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkMdx).parse(markdown) as Root;
  remarkHydrateLater()(tree);
  return tree;
}

/** Each top-level node as `type` or `Wrapper>type`. */
function outline(tree: Root): string[] {
  const describe = (node: RootContent): string => (node.type === 'mdxJsxFlowElement' ? `<${node.name}>` : node.type);
  return tree.children.map((node) =>
    node.type === 'mdxJsxFlowElement' && node.name === WRAPPER_NAME ? `${WRAPPER_NAME}>${describe(node.children[0] as RootContent)}` : describe(node),
  );
}

describe('remarkHydrateLater', () => {
  test('wraps each top-level block that renders one element, one wrapper per block', () => {
    const tree = wrapped(
      [
        'Intro.',
        '- one\n- two',
        '| a | b |\n| - | - |\n| 1 | 2 |',
        '> quoted',
        '```bash\necho hi\n```',
        '---',
        '<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>',
        '<details>\n<summary>More</summary>\n\nText.\n</details>',
      ].join('\n\n'),
    );
    expect(outline(tree)).toEqual([
      'HydrateLater>paragraph',
      'HydrateLater>list',
      'HydrateLater>table',
      'HydrateLater>blockquote',
      'HydrateLater>code',
      'HydrateLater>thematicBreak',
      'HydrateLater><Tabs>',
      'HydrateLater><details>',
    ]);
    const first = tree.children[0] as Extract<RootContent, {type: 'mdxJsxFlowElement'}>;
    expect(first.attributes).toEqual([]);
    expect(first.children).toHaveLength(1);
  });

  test('leaves headings, ESM, expressions and components not known to render one element', () => {
    const tree = wrapped(["import Thing from './thing';", '## Heading', '{1 + 1}', '<Thing />', '<div>\n\nText.\n\n</div>', 'After.'].join('\n\n'));
    expect(outline(tree)).toEqual(['mdxjsEsm', 'heading', 'mdxFlowExpression', '<Thing>', '<div>', 'HydrateLater>paragraph']);
  });

  test('only the top level: blocks nested in lists or components stay as they are', () => {
    const tree = wrapped('- item\n\n  ```bash\n  echo hi\n  ```\n');
    expect(outline(tree)).toEqual(['HydrateLater>list']);
    const list = (tree.children[0] as Extract<RootContent, {type: 'mdxJsxFlowElement'}>).children[0]!;
    expect(JSON.stringify(list)).not.toContain(WRAPPER_NAME);
  });

  test('an admonition, a container directive that Docusaurus names admonition, is wrapped; other directives are not', () => {
    const directive = (hName?: string) =>
      ({type: 'containerDirective', name: 'note', attributes: {}, children: [], ...(hName && {data: {hName}})}) as unknown as RootContent;
    const tree: Root = {type: 'root', children: [directive('admonition'), directive()]};
    remarkHydrateLater()(tree);
    expect(outline(tree)).toEqual(['HydrateLater>containerDirective', 'containerDirective']);
  });

  test('a Mermaid diagram already turned into a drawing is wrapped', () => {
    const tree: Root = {type: 'root', children: [{type: 'prerenderedDiagram', data: {hName: 'diagram'}} as unknown as RootContent]};
    remarkHydrateLater()(tree);
    expect(outline(tree)).toEqual(['HydrateLater>prerenderedDiagram']);
  });
});

describe('recmaRenderLater', () => {
  const source = ['# Title', 'Some *text*.', '- one\n- two', '<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>'].join('\n\n');
  const compiled = async (development: boolean) =>
    String(await compile(source, {remarkPlugins: [remarkHydrateLater], recmaPlugins: [recmaRenderLater], development}));

  test('each wrapper gets a function that builds its block, not the built block', async () => {
    const code = await compiled(false);
    expect(code.match(/_jsxs?\(HydrateLater, \{\s*render: \(\) => _jsxs?\(/g)).toHaveLength(3);
    expect(code).not.toMatch(/HydrateLater, \{\s*children:/);
    // Headings are not wrapped and are built at once.
    expect(code).toMatch(/_jsx\(_components\.h1, \{\s*children: "Title"/);
  });

  test('development builds (jsxDEV) are rewritten the same way', async () => {
    expect((await compiled(true)).match(/_jsxDEV\(HydrateLater, \{\s*render: \(\) =>/g)).toHaveLength(3);
  });

  test('the function builds the same block the wrapper held before', async () => {
    const before = String(await compile(source, {remarkPlugins: [remarkHydrateLater]}));
    const after = await compiled(false);
    const blocks = (code: string, key: string) =>
      [...code.matchAll(new RegExp(`HydrateLater, \\{\\s*${key}: ([^]*?)\\n    \\}\\)`, 'g'))].map((match) => match[1]!.replace(/^\(\) => /, ''));
    expect(blocks(after, 'render')).toHaveLength(3);
    expect(blocks(after, 'render')).toEqual(blocks(before, 'children'));
  });
});
