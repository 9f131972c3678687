import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {readDocSources} from './scanDocs';
import {caveatProse, findCaveatCopies, SHARED_CAVEATS} from './sharedCaveats';

const SITE_DIR = path.resolve(__dirname, '../..');
const DOCS = readDocSources(SITE_DIR, 'docs');
const pages = DOCS.filter(({file}) => !file.startsWith('docs/_partials/'));

describe('shared caveats', () => {
  test.each(SHARED_CAVEATS.map((caveat) => [caveat.partial, caveat] as const))('%s states every one of its claims', (partial, caveat) => {
    const prose = caveatProse(DOCS.find(({file}) => file === partial)!.source).join('\n');
    for (const claim of caveat.claims) expect(prose, String(claim)).toMatch(claim);
  });

  test.each(SHARED_CAVEATS.map(({partial}) => [partial]))('%s is included by at least two pages', (partial) => {
    const including = pages.filter(({source}) => source.includes(`from '@site/${partial}'`));
    expect(including.length).toBeGreaterThanOrEqual(2);
  });

  test('no page writes a shared caveat out by hand', () => {
    expect(pages.flatMap(({file, source}) => findCaveatCopies(file, source))).toEqual([]);
  });

  test('finds a caveat written out again, in prose but not in code', () => {
    const source = ['---', 'title: Run Raiko', '---', '', 'Raiko uses **port `8080`**, as Spamoor does.', '', '```bash', '# 8080 is Spamoor', '```'].join('\n');
    expect(findCaveatCopies('docs/a.md', source)).toEqual([{file: 'docs/a.md', line: 5, partial: 'docs/_partials/port-clash.md', text: '8080, as Spamoor'}]);
  });
});
