import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {ERROR_HELP_LINKS} from './errorHelpLinks';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The Markdown file behind a /docs/… path. */
function docSource(sitePath: string): string {
  const base = path.join(REPO_ROOT, sitePath.replace(/^\//, ''));
  const candidates = [`${base}.md`, `${base}.mdx`, path.join(base, 'index.md'), path.join(base, 'index.mdx')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`No doc file for ${sitePath}`);
  return readFileSync(found, 'utf8');
}

describe('error help links', () => {
  test.each(ERROR_HELP_LINKS.map((link) => [link.name, link.path]))('%s links to an existing anchor: %s', (_, target) => {
    const [docPath, anchor] = target.split('#');
    expect(anchor, 'link to a section, not a whole page').toBeTruthy();
    expect(docSource(docPath!)).toContain(`{#${anchor}}`);
  });
});
