/**
 * Diagrams are drawn once, by `npm run generate:diagrams`, into SVG files
 * under static/diagrams/ that pages show as images: readers never download
 * Mermaid (about 190 KB gzip), and the drawing is there without JavaScript.
 * A diagram's files are named by a hash of its source and the drawing
 * settings, so an edited diagram has no file until it is drawn again.
 */
import {createHash} from 'node:crypto';

export const DIAGRAMS_DIR = 'static/diagrams';
export const DIAGRAMS_URL_PATH = '/diagrams';
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/**
 * Mermaid settings per colour mode, as Docusaurus's own Mermaid theme picks
 * them. Arial's metrics (Liberation Sans on Linux) so the boxes measured
 * here fit the text on readers' machines too.
 */
export const FONT_FAMILY = 'Arial, "Liberation Sans", Helvetica, sans-serif';
export function mermaidSettings(mode: ColorMode) {
  return {
    startOnLoad: false,
    securityLevel: 'strict',
    theme: mode === 'dark' ? 'dark' : 'default',
    fontFamily: FONT_FAMILY,
    themeVariables: {fontFamily: FONT_FAMILY},
    // Plain SVG text: a diagram shown as an <img> cannot rely on HTML inside <foreignObject>.
    htmlLabels: false,
    flowchart: {htmlLabels: false},
  } as const;
}

/** Stable across machines: the source as Markdown gives it, and the settings it is drawn with. */
export function diagramKey(source: string): string {
  const settings = JSON.stringify(COLOR_MODES.map(mermaidSettings));
  return createHash('sha256').update(settings).update('\n').update(source.trim()).digest('hex').slice(0, 16);
}

export function diagramFileName(key: string, mode: ColorMode): string {
  return `${key}-${mode}.svg`;
}

/** The props of the `<PrerenderedDiagram>` element that stands in for a drawn Mermaid block (src/components/PrerenderedDiagram). */
export type DiagramProps = {name: string; width: number; height: number; alt: string};

export type TextAlternative = {title: string; description: string};

/** The diagram's `accTitle` and `accDescr` (one line, or `accDescr { … }` over several). */
export function diagramTextAlternative(source: string): TextAlternative {
  const title = /^\s*accTitle\s*:\s*(.+)$/m.exec(source)?.[1]?.trim() ?? '';
  const block = /^\s*accDescr\s*\{([^}]*)\}/m.exec(source)?.[1];
  const line = /^\s*accDescr\s*:\s*(.+)$/m.exec(source)?.[1];
  const description = (block ?? line ?? '').replace(/\s+/g, ' ').trim();
  return {title, description};
}

/** The alt text of the image: the title, then the description. */
export function diagramAltText({title, description}: TextAlternative): string {
  if (!title) return description;
  if (!description) return title;
  return `${/[.!?]$/.test(title) ? title : `${title}.`} ${description}`;
}

/** Width and height from the drawing's viewBox, rounded up to whole pixels. */
export function svgSize(svg: string): {width: number; height: number} {
  const viewBox = /<svg\b[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const numbers = viewBox
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!numbers || numbers.length !== 4 || numbers.some((value) => !Number.isFinite(value)) || numbers[2]! <= 0 || numbers[3]! <= 0) {
    throw new Error('The diagram SVG has no usable viewBox.');
  }
  return {width: Math.ceil(numbers[2]!), height: Math.ceil(numbers[3]!)};
}

export type DiagramFilesCheck = {missing: string[]; unused: string[]};

/** Which drawn files the sources need but are absent, and which are left over from old sources. */
export function checkDiagramFiles(keys: Iterable<string>, existing: Iterable<string>): DiagramFilesCheck {
  const needed = new Set([...keys].flatMap((key) => COLOR_MODES.map((mode) => diagramFileName(key, mode))));
  const present = new Set([...existing].filter((file) => file.endsWith('.svg')));
  return {
    missing: [...needed].filter((file) => !present.has(file)).sort(),
    unused: [...present].filter((file) => !needed.has(file)).sort(),
  };
}
