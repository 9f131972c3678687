/**
 * Draws every Mermaid diagram in the docs (and the test fixtures) into light
 * and dark SVG files under static/diagrams/, in headless Chromium. Run it
 * after adding or editing a diagram and commit the output:
 *
 *   npm run generate:diagrams           (needs Chromium: CHROME_PATH, default /usr/bin/chromium)
 *   npm run generate:diagrams -- --all  (draws every diagram again, e.g. after a Mermaid upgrade)
 *   npm run generate:diagrams -- --check  (no browser: fails if a drawing is missing or left over)
 *
 * The dev server draws an edited diagram in the browser until then; a
 * production build stops and names the diagram (plugins/prerendered-diagrams).
 */
import {readdirSync, rmSync, writeFileSync, mkdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {withSiteFacts} from '../lib/content/siteFacts';
import {codeFences, readDocSources} from '../lib/content/scanDocs';
import {checkDiagramFiles, COLOR_MODES, diagramFileName, diagramKey, DIAGRAMS_DIR, mermaidSettings, svgSize} from '../lib/content/diagrams';

const SITE_DIR = path.resolve(__dirname, '..');
const SOURCE_DIRS = ['docs', 'tests/fixtures/docs'];
const OUTPUT_DIR = path.join(SITE_DIR, DIAGRAMS_DIR);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Diagram = {key: string; source: string; where: string};

function findDiagrams(): Diagram[] {
  const diagrams = new Map<string, Diagram>();
  for (const dir of SOURCE_DIRS) {
    for (const {file, source} of readDocSources(SITE_DIR, dir)) {
      for (const fence of codeFences(withSiteFacts(source, file))) {
        if (fence.language !== 'mermaid') continue;
        const key = diagramKey(fence.body);
        if (!diagrams.has(key)) diagrams.set(key, {key, source: fence.body, where: `${file}:${fence.line}`});
      }
    }
  }
  return [...diagrams.values()];
}

function existingFiles(): string[] {
  return existsSync(OUTPUT_DIR) ? readdirSync(OUTPUT_DIR) : [];
}

async function draw(diagrams: Diagram[]): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox']});
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: require.resolve('mermaid/dist/mermaid.min.js')});
    mkdirSync(OUTPUT_DIR, {recursive: true});
    for (const diagram of diagrams) {
      for (const mode of COLOR_MODES) {
        const id = `diagram-${diagram.key}-${mode}`;
        const svg = await page
          .evaluate(
            async ({id, source, settings}) => {
              const {mermaid} = window as unknown as {mermaid: {initialize(config: unknown): void; render(id: string, text: string): Promise<{svg: string}>}};
              mermaid.initialize(settings);
              return (await mermaid.render(id, source)).svg;
            },
            {id, source: diagram.source, settings: mermaidSettings(mode)},
          )
          .catch((error: unknown) => {
            throw new Error(`Mermaid could not draw the diagram at ${diagram.where}: ${error instanceof Error ? error.message : String(error)}`);
          });
        svgSize(svg); // fails early on a drawing the pages could not size
        writeFileSync(path.join(OUTPUT_DIR, diagramFileName(diagram.key, mode)), `${svg}\n`);
      }
      console.log(`Drew ${diagram.where} → ${DIAGRAMS_DIR}/${diagram.key}-{light,dark}.svg`);
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const diagrams = findDiagrams();
  const {missing, unused} = checkDiagramFiles(
    diagrams.map((diagram) => diagram.key),
    existingFiles(),
  );
  if (check) {
    if (missing.length === 0 && unused.length === 0) {
      console.log(`${DIAGRAMS_DIR}: all ${diagrams.length} diagrams are drawn.`);
      return;
    }
    const lines = [
      ...missing.map((file) => `${DIAGRAMS_DIR}/${file} is missing (${diagrams.find((diagram) => file.startsWith(diagram.key))!.where}).`),
      ...unused.map((file) => `${DIAGRAMS_DIR}/${file} belongs to no diagram any more.`),
    ];
    console.error(`${lines.join('\n')}\nRun \`npm run generate:diagrams\` and commit the result.`);
    process.exit(1);
  }
  const toDraw = diagrams.filter((diagram) => missing.some((file) => file.startsWith(diagram.key)) || process.argv.includes('--all'));
  if (toDraw.length > 0) await draw(toDraw);
  for (const file of unused) rmSync(path.join(OUTPUT_DIR, file));
  console.log(`${DIAGRAMS_DIR}: drew ${toDraw.length}, removed ${unused.length}, ${diagrams.length} in all.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
