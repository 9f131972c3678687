/**
 * Renders the PNG images social networks and older browsers need from their
 * SVG sources in static/img (social-card.svg, favicon.svg), in headless
 * Chromium. Run it after changing an SVG and commit the output:
 *
 *   npm run generate:images
 *
 * Writes static/img/social-card.png (1200×630), static/img/icon-192.png,
 * static/img/icon-512.png, static/img/apple-touch-icon.png (180×180) and
 * static/favicon.ico (16, 32 and 48 px).
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {buildIco} from '../lib/generate/buildIco';

const STATIC_DIR = path.resolve(__dirname, '../static');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Render = {svg: string; size: [number, number]; transparent: boolean};

async function main(): Promise<void> {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox']});
  const page = await browser.newPage();
  const render = async ({svg, size: [width, height], transparent}: Render): Promise<Buffer> => {
    await page.setViewportSize({width, height});
    const source = readFileSync(path.join(STATIC_DIR, 'img', svg), 'utf8');
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${source}`,
    );
    return page.screenshot({omitBackground: transparent, clip: {x: 0, y: 0, width, height}});
  };

  const icon = (size: number) => render({svg: 'favicon.svg', size: [size, size], transparent: true});
  writeFileSync(path.join(STATIC_DIR, 'img', 'social-card.png'), await render({svg: 'social-card.svg', size: [1200, 630], transparent: false}));
  writeFileSync(path.join(STATIC_DIR, 'img', 'icon-192.png'), await icon(192));
  writeFileSync(path.join(STATIC_DIR, 'img', 'icon-512.png'), await icon(512));
  writeFileSync(path.join(STATIC_DIR, 'img', 'apple-touch-icon.png'), await icon(180));
  writeFileSync(path.join(STATIC_DIR, 'favicon.ico'), buildIco([await icon(16), await icon(32), await icon(48)]));
  await browser.close();
  console.log('Wrote static/img/social-card.png, icon-192.png, icon-512.png, apple-touch-icon.png and static/favicon.ico.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
