import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {checkDocs, cspellCache} from './checkDocs';
import {formatFinding} from './docFindings';

const REPOSITORY = path.resolve(__dirname, '../..');
const FACTS = new Map([['version.raiko', 'v1.2.3']]);

/** A small site with one mistake of each kind, and the configs of the real one. */
const DOCS: Record<string, string> = {
  'intro.md': [
    '---',
    'title: "Intro"',
    '---',
    '',
    'Read the [setup](./guide.md#nowhere) and the [old page](./missing.md).',
    '',
    'This sentence has a mispeled word.',
    '',
  ].join('\n'),
  'guide.md': [
    '---',
    'title: "Guide"',
    '---',
    '',
    'Run version {{version.raiko}} on {{nope.nothing}}.',
    '',
    'Earlier Surge docs gave another value.',
    '',
    'A TEE proof follows.',
    '',
    '```bash',
    'echo $HOME_DIR',
    '```',
    '',
    '## Setup {#setup}',
    '',
    'Done.',
    '',
  ].join('\n'),
  'broken.md': ['---', 'title: "Broken"', '---', '', 'Text.', '', '<details>', '<summary>More</summary>', '', 'Hidden.', ''].join('\n'),
  'orphan.md': ['---', 'title: "Orphan"', '---', '', 'Nobody links here.', '', '```mermaid', 'flowchart LR', '    A --> B', '```', ''].join('\n'),
};

let siteDir: string;
let lines: string[];

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(tmpdir(), 'check-docs-test-'));
  for (const config of ['cspell.json', 'cspell-words.txt', '.markdownlint-cli2.jsonc', '.markdownlint.jsonc']) {
    copyFileSync(path.join(REPOSITORY, config), path.join(siteDir, config));
  }
  mkdirSync(path.join(siteDir, 'docs'));
  for (const [file, source] of Object.entries(DOCS)) writeFileSync(path.join(siteDir, 'docs', file), source);
  const findings = await checkDocs({siteDir, sidebars: {docs: ['intro', 'guide', {type: 'category', items: ['broken']}]}, facts: FACTS});
  lines = findings.map(formatFinding);
}, 120_000);

afterAll(() => {
  if (siteDir) {
    rmSync(siteDir, {recursive: true, force: true});
    rmSync(cspellCache(siteDir), {force: true});
  }
});

describe('check:docs', () => {
  test('reports every mistake, each at its file and line, and nothing else', () => {
    expect(lines).toEqual([
      'docs/broken.md:7:1 mdx-syntax — Expected a closing tag for `<details>` (7:1-7:10) — close the element where it should end (`</details>`), or write a literal < as &lt;',
      'docs/guide.md:5:34 unknown-token — {{nope.nothing}} is not a site fact — did you mean {{version.raiko}}? Keys come from src/data/versions.json ({{version.<key>}}) and src/data/hoodiNetwork.json ({{hoodi.<path>}}); add a new value there',
      'docs/guide.md:7:1 sources-talk — "Earlier Surge docs" talks about the docs\' sources or earlier docs — describe the current release only; the corrections page keeps the history',
      'docs/guide.md:9:3 glossary-link — first use of "TEE" on the page does not link to the glossary — link it: [TEE](./glossary.md#tee)',
      'docs/guide.md:12:6 SC2086 — Double quote to prevent globbing and word splitting. (ShellCheck info) — change the command as https://www.shellcheck.net/wiki/SC2086 shows; readers paste it as it is',
      'docs/guide.md:17:1 answer-first — the first sentence under "Setup" only restates the heading ("Done.") — start with the answer the heading asks for: for a task the command to run, for a value the value, for a concept its definition; link elsewhere after it',
      "docs/intro.md:5:10 broken-anchor — links to #nowhere, which docs/guide.md has no heading for — use one of the page's heading ids, or give the heading that id: ## Title {#nowhere}",
      'docs/intro.md:5:46 broken-link — links to ./missing.md, which is no doc — link to the page by its file, relative to this one (../guides/x.md#id), and check the name',
      'docs/intro.md:7:21 spelling — unknown word "mispeled" — correct the spelling; if the word is right (a name, a command), add it to cspell-words.txt',
      'docs/orphan.md:1:1 sidebar — the page "orphan" is in no sidebar — add \'orphan\' to sidebars.ts where a reader would look for it',
      'docs/orphan.md:7:1 diagram-text — Mermaid diagram without accTitle and accDescr — add an accTitle: line (a short name) and an accDescr: line (what the diagram shows) after the diagram type; screen readers read them',
    ]);
  });
});
