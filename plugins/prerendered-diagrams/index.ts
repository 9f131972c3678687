/**
 * Shows each Mermaid diagram as the SVG drawings `npm run generate:diagrams`
 * made of it (static/diagrams/, light and dark), through the `diagram` MDX
 * component (src/theme/MDXComponents). A remark plugin for the docs plugins'
 * beforeDefaultRemarkPlugins, so it runs before Docusaurus's own Mermaid one.
 *
 * A diagram with no drawing (new or edited since the last run) fails a
 * production build, naming it; the dev server leaves it to Docusaurus's
 * Mermaid theme, which draws it in the browser meanwhile.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import {diagramAltText, diagramFileName, diagramKey, diagramTextAlternative, DIAGRAMS_DIR, svgSize, type DiagramProps} from '../../lib/content/diagrams';

export type Options = {
  siteDir: string;
  /** `fail`: stop the build; `draw-in-browser`: leave the code block to the Mermaid theme. */
  whenNotDrawn: 'fail' | 'draw-in-browser';
};

/** Only the dev server (`docusaurus start`) draws diagrams in the browser; builds use the drawings. */
export const drawsDiagramsInBrowser = process.env.NODE_ENV === 'development';

/** The entry for a docs plugin's `beforeDefaultRemarkPlugins`. */
export const prerenderedDiagrams = [
  remarkPrerenderedDiagrams,
  {siteDir: path.resolve(__dirname, '../..'), whenNotDrawn: drawsDiagramsInBrowser ? 'draw-in-browser' : 'fail'} satisfies Options,
] as const;

function walkCodeBlocks(node: Root | Root['children'][number], visit: (code: Code) => void): void {
  if (node.type === 'code') visit(node);
  if ('children' in node) for (const child of node.children) walkCodeBlocks(child as Root['children'][number], visit);
}

export function remarkPrerenderedDiagrams({siteDir, whenNotDrawn}: Options) {
  return (root: Root, file: VFile): void => {
    walkCodeBlocks(root, (code) => {
      if (code.lang !== 'mermaid') return;
      const name = diagramKey(code.value);
      const drawing = path.join(siteDir, DIAGRAMS_DIR, diagramFileName(name, 'light'));
      if (!existsSync(drawing)) {
        if (whenNotDrawn === 'draw-in-browser') return;
        const where = `${path.relative(siteDir, file.path)}:${code.position?.start.line ?? '?'}`;
        throw new Error(
          `The Mermaid diagram at ${where} has not been drawn (no ${DIAGRAMS_DIR}/${name}-light.svg). Run \`npm run generate:diagrams\` and commit the result.`,
        );
      }
      const props: DiagramProps = {name, ...svgSize(readFileSync(drawing, 'utf8')), alt: diagramAltText(diagramTextAlternative(code.value))};
      // Turned into <diagram …/> the way Docusaurus's Mermaid plugin makes <mermaid …/>.
      const replacement = code as unknown as {type: string; data: unknown};
      for (const key of Object.keys(code)) if (key !== 'position') delete (code as unknown as Record<string, unknown>)[key];
      replacement.type = 'prerenderedDiagram';
      replacement.data = {hName: 'diagram', hProperties: props};
    });
  };
}
