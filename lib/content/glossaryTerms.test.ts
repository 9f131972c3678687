import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildSearchRecords} from '../../plugins/search-records/buildSearchRecords';
import sidebars from '../../sidebars';
import {findUnlinkedGlossaryTerms, formatFinding} from './docFindings';
import {firstTermUses, GLOSSARY_PAGE, GLOSSARY_TERMS, glossaryAnchors, isGlossaryLink} from './glossaryTerms';
import {readDocSources} from './scanDocs';

const SITE_DIR = path.resolve(__dirname, '../..');
const DOCS = readDocSources(SITE_DIR, 'docs');
const GLOSSARY = readFileSync(path.join(SITE_DIR, GLOSSARY_PAGE), 'utf8');
const TEE = GLOSSARY_TERMS.filter(({anchor}) => anchor === 'tee');

describe('first use of a glossary term', () => {
  test('is found in prose, with its line and column', () => {
    expect(firstTermUses('docs/a.md', 'Intro.\n\nA TEE proof, then another TEE.', TEE)).toMatchObject([{line: 3, column: 3, linked: false}]);
  });

  test('counts as linked when it is the text of a link to its entry', () => {
    expect(firstTermUses('docs/a/b.md', 'A [TEE](../glossary.md#tee) proof.', TEE)).toMatchObject([{linked: true}]);
    expect(firstTermUses('docs/a.md', 'A [TEE](/docs/glossary#tee) proof.', TEE)).toMatchObject([{linked: true}]);
  });

  test.each([
    ['a heading', '## TEE proofs\n\nA TEE proof.', 3],
    ['an admonition title', ':::info[TEE]\n\nA TEE proof.\n\n:::', 3],
    ['code', '`TEE` and\n\n```text\nTEE\n```\n\nA TEE proof.', 7],
    ['another link', 'See [TEE proofs](./x.md).\n\nA TEE proof.', 3],
    ['front matter', '---\ndescription: TEE\n---\n\nA TEE proof.', 5],
  ])('skips %s', (_, source, line) => {
    expect(firstTermUses('docs/a.md', source, TEE)).toMatchObject([{line, linked: false}]);
  });

  test('tells a link to the entry from a link elsewhere', () => {
    expect(isGlossaryLink('../glossary.md#tee', 'tee')).toBe(true);
    expect(isGlossaryLink('../glossary.md#tees', 'tee')).toBe(false);
    expect(isGlossaryLink('./tee.md#glossary', 'tee')).toBe(false);
  });
});

describe('the glossary', () => {
  test('has one heading with a stable id for each term, in the order of the list', () => {
    expect(glossaryAnchors(GLOSSARY)).toEqual(GLOSSARY_TERMS.map(({anchor}) => anchor));
    for (const {term, anchor} of GLOSSARY_TERMS) expect(GLOSSARY).toContain(`## ${term} {#${anchor}}`);
  });

  test('is in the sidebar', () => {
    expect(JSON.stringify(sidebars)).toContain('"glossary"');
  });

  test('gives search a record for every entry', async () => {
    const records = await buildSearchRecords({
      source: GLOSSARY,
      permalink: '/docs/glossary',
      title: 'Glossary',
      lvl0: 'About',
      docusaurusTag: 'docs-default-current',
      sourcePath: GLOSSARY_PAGE,
    });
    const headingUrls = new Set(records.filter((record) => record.type === 'lvl2').map((record) => record.url));
    for (const {anchor} of GLOSSARY_TERMS) expect(headingUrls).toContain(`/docs/glossary#${anchor}`);
  });

  test.each(DOCS.filter(({file}) => file !== GLOSSARY_PAGE).map(({file, source}) => [file, source] as const))(
    '%s links the first use of each glossary term to its entry',
    (file, source) => {
      // The same function as npm run check:docs, which prints these findings the same way.
      expect(findUnlinkedGlossaryTerms(file, source).map(formatFinding)).toEqual([]);
    },
  );
});
