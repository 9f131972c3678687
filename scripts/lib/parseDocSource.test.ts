import {describe, expect, test} from 'vitest';
import type {Root} from 'mdast';
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
});
