import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type {Root} from 'mdast';
import {VFile} from 'vfile';
import {describe, expect, test} from 'vitest';
import {codeFences, readDocSources} from '../../lib/content/scanDocs';
import {diagramKey, DIAGRAMS_DIR} from '../../lib/content/diagrams';
import {withSiteFacts} from '../../lib/content/siteFacts';
import {remarkPrerenderedDiagrams, type Options} from '.';

const DIAGRAM = 'flowchart LR\n  accTitle: Two steps\n  accDescr: A leads to B.\n  A --> B';
const MARKDOWN = `# Page\n\nText.\n\n- In a list:\n\n  \`\`\`mermaid\n${DIAGRAM.replace(/^/gm, '  ')}\n  \`\`\`\n\n\`\`\`bash\necho hi\n\`\`\`\n`;

function siteWithDrawing(key: string | null): string {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
  mkdirSync(path.join(siteDir, DIAGRAMS_DIR), {recursive: true});
  if (key) writeFileSync(path.join(siteDir, DIAGRAMS_DIR, `${key}-light.svg`), '<svg viewBox="0 0 320.5 90"><text>A</text></svg>');
  return siteDir;
}

function transform(markdown: string, options: Options): Root {
  const file = new VFile({path: path.join(options.siteDir, 'docs/page.md'), value: markdown});
  const tree = unified().use(remarkParse).use(remarkMdx).parse(file) as Root;
  remarkPrerenderedDiagrams(options)(tree, file);
  return tree;
}

function nodesOfType(tree: Root, type: string): unknown[] {
  const found: unknown[] = [];
  const walk = (node: {type: string; children?: unknown[]}) => {
    if (node.type === type) found.push(node);
    node.children?.forEach((child) => walk(child as {type: string}));
  };
  walk(tree);
  return found;
}

describe('remarkPrerenderedDiagrams', () => {
  test('turns a drawn diagram, even one nested in a list, into a <diagram> with its size and alt text', () => {
    const siteDir = siteWithDrawing(diagramKey(DIAGRAM));
    const tree = transform(MARKDOWN, {siteDir, whenNotDrawn: 'fail'});
    expect(nodesOfType(tree, 'prerenderedDiagram')).toEqual([
      expect.objectContaining({
        data: {hName: 'diagram', hProperties: {name: diagramKey(DIAGRAM), width: 321, height: 90, alt: 'Two steps. A leads to B.'}},
      }),
    ]);
    // Other code blocks are left alone.
    expect(nodesOfType(tree, 'code')).toEqual([expect.objectContaining({lang: 'bash'})]);
  });

  test('fails a build on a diagram with no drawing, naming the file, the line and the fix', () => {
    const siteDir = siteWithDrawing(null);
    expect(() => transform(MARKDOWN, {siteDir, whenNotDrawn: 'fail'})).toThrow(
      /The Mermaid diagram at docs\/page\.md:7 has not been drawn .*npm run generate:diagrams/,
    );
  });

  test('leaves an undrawn diagram to the browser in the dev server', () => {
    const tree = transform(MARKDOWN, {siteDir: siteWithDrawing(null), whenNotDrawn: 'draw-in-browser'});
    expect(nodesOfType(tree, 'code')).toEqual([expect.objectContaining({lang: 'mermaid'}), expect.objectContaining({lang: 'bash'})]);
  });

  test('sees each doc diagram with the source the generator draws (same key)', () => {
    const siteDir = path.resolve(__dirname, '../..');
    let diagrams = 0;
    for (const {file, source} of readDocSources(siteDir, 'docs')) {
      const text = withSiteFacts(source, file);
      const generatorKeys = codeFences(text)
        .filter((fence) => fence.language === 'mermaid')
        .map((fence) => diagramKey(fence.body));
      // Markdown alone: MDX's expression syntax needs Docusaurus's own options, and fences parse the same.
      const tree = unified().use(remarkParse).parse(text) as Root;
      const buildKeys = (nodesOfType(tree, 'code') as {lang?: string; value: string}[])
        .filter((code) => code.lang === 'mermaid')
        .map((code) => diagramKey(code.value));
      expect(buildKeys, file).toEqual(generatorKeys);
      diagrams += buildKeys.length;
    }
    expect(diagrams).toBeGreaterThan(10);
  });
});
