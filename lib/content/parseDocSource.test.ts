import {describe, expect, test} from 'vitest';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {VERSIONS} from '../../src/data/siteFacts';
import {parseDocSource} from './parseDocSource';

const SOURCE = ['---', 'title: T', '---', '', '## Set up {#setup}', '', ':::note A title', '', 'Body.', '', ':::', ''].join('\n');

describe('parseDocSource', () => {
  test('parses as the site build does: no front matter, heading ids, admonition titles as directive labels', async () => {
    const tree = await parseDocSource(SOURCE, 'docs/a.md');
    expect(tree.children.map((node) => node.type)).toEqual(['heading', 'containerDirective']);
    expect(tree.children[0]!.data).toMatchObject({hProperties: {id: 'setup'}});
    const admonition = tree.children[1] as Extract<Root['children'][number], {type: 'containerDirective'}>;
    expect(admonition.name).toBe('note');
    expect(admonition.children[0]).toMatchObject({type: 'paragraph', data: {directiveLabel: true}});
  });

  test('a syntax error names the file and its line and column, front matter counted', async () => {
    const unclosed = ['---', 'title: T', '---', '', 'Text.', '', '<details>', '<summary>More</summary>', '', 'Hidden.', ''].join('\n');
    await expect(parseDocSource(unclosed, 'docs/unclosed.md')).rejects.toThrow(/^docs\/unclosed\.md:7:1: Expected a closing tag for `<details>`/);
  });

  test('each caller gets its own copy to change', async () => {
    const first = await parseDocSource(SOURCE, 'docs/b.md');
    first.children.length = 0;
    const second = await parseDocSource(SOURCE, 'docs/b.md');
    expect(second.children).toHaveLength(2);
  });

  test('an edited source is parsed again', async () => {
    await parseDocSource(SOURCE, 'docs/c.md');
    const edited = await parseDocSource(`${SOURCE}\nMore.\n`, 'docs/c.md');
    expect(edited.children.map((node) => node.type)).toEqual(['heading', 'containerDirective', 'paragraph']);
  });

  test('a source that does not parse fails each time, naming nothing stale', async () => {
    await expect(parseDocSource('<Broken', 'docs/d.md')).rejects.toThrow();
    await expect(parseDocSource('<Broken', 'docs/d.md')).rejects.toThrow();
    await expect(parseDocSource('Fine.', 'docs/d.md')).resolves.toMatchObject({type: 'root'});
  });

  describe('partials', () => {
    const WITH_PARTIAL = ["import Caveat from '@site/tests/fixtures/partials/_caveat.md';", '', 'Before.', '', ':::note', '', '<Caveat />', '', ':::', ''].join(
      '\n',
    );

    test('are inlined where they are used, nested partials and site facts included', async () => {
      const tree = await parseDocSource(WITH_PARTIAL, 'tests/fixtures/page.md');
      expect(tree.children.map((node) => node.type)).toEqual(['mdxjsEsm', 'paragraph', 'containerDirective']);
      expect(toString(tree.children[2])).toBe(`Pinned to ${VERSIONS.simpleSurgeNode}: a caveat.A nested line.See the page.`);
    });

    test('resolve relative imports from the importing file', async () => {
      const tree = await parseDocSource("import Nested from './partials/_nested.md';\n\n<Nested />\n", 'tests/fixtures/page.md');
      expect(toString(tree.children.slice(1))).toBe('A nested line.See the page.');
    });

    test("keep their links' targets: a link written from the partial's folder is rewritten for the page", async () => {
      const tree = await parseDocSource("import Nested from './partials/_nested.md';\n\n<Nested />\n", 'tests/fixtures/page.md');
      const paragraph = tree.children.at(-1) as Extract<Root['children'][number], {type: 'paragraph'}>;
      expect(paragraph.children[1]).toMatchObject({type: 'link', url: './docs/headings.md#top'});
    });

    test('a missing partial, a partial that includes itself or one used inline fails, naming the file', async () => {
      await expect(parseDocSource("import Gone from './_gone.md';\n\n<Gone />\n", 'tests/fixtures/partials/page.md')).rejects.toThrow(
        'tests/fixtures/partials/page.md: imports the partial tests/fixtures/partials/_gone.md, which does not exist.',
      );
      await expect(parseDocSource("import Loop from './_loop.md';\n\n<Loop />\n", 'tests/fixtures/partials/page.md')).rejects.toThrow(/includes itself/);
      await expect(parseDocSource("import Nested from './_nested.md';\n\nText <Nested /> here.\n", 'tests/fixtures/partials/page.md')).rejects.toThrow(
        '<Nested /> is a partial and must stand on a line of its own',
      );
    });
  });
});
