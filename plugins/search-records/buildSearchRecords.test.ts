import {describe, expect, test} from 'vitest';
import VERSIONS from '../../src/data/versions.json';
import {compactRecords} from '../../src/search/compactRecords';
import {buildSearchRecords, type SearchDocInput} from './buildSearchRecords';

const SOURCE = `---
title: Deploy the protocol
---

import Tabs from '@theme/Tabs';

Intro paragraph with \`inline code\`.

## Prerequisites {#prerequisites}

- Docker **24** or newer
- A funded key

### Hardware

Sixteen gigabytes of memory.

\`\`\`bash title="Clone simple-surge-node"
git clone https://github.com/NethermindEth/simple-surge-node.git
\`\`\`

\`\`\`json title="Example chain spec"
{"chainId": 763374}
\`\`\`

## Check that it works

| Port | Service |
| --- | --- |
| 8547 | L2 RPC |

:::warning

Never reuse a development key on a public network.

:::

<Tabs>
<TabItem value="local">

Text inside a tab.

</TabItem>
</Tabs>

## Check that it works
`;

const DOC: SearchDocInput = {
  source: SOURCE,
  permalink: '/docs/guides/running-surge/deploy-l2',
  title: 'Deploy the protocol',
  lvl0: 'Guides',
  docusaurusTag: 'docs-default-current',
};

describe('buildSearchRecords', () => {
  test('code blocks (titled, untitled, in a list) and table headers give their section index-only keywords', async () => {
    const source = [
      '---',
      'title: Keys',
      '---',
      '',
      '## Check {#check}',
      '',
      'Run this:',
      '',
      '```bash',
      'cast call $REGISTRY "nextInstanceId()"',
      '```',
      '',
      '- Step one',
      '',
      '  ```bash title="Inner"',
      '  openssl genrsa -out key.pem',
      '  ```',
      '',
      '| Variable | Meaning |',
      '| --- | --- |',
      '| `A` | first |',
    ].join('\n');
    const records = await buildSearchRecords({...DOC, source});
    const keywords = records.map((record) => record.keywords ?? '').join('\n');
    expect(keywords).toContain('nextInstanceId');
    expect(keywords).toContain('openssl genrsa');
    expect(keywords).toContain('Variable · Meaning');
    expect(records.filter((record) => record.keywords).every((record) => record.url.endsWith('#check'))).toBe(true);
    // The text shown is unchanged: no record's content holds the code.
    expect(records.some((record) => record.content?.includes('nextInstanceId'))).toBe(false);
    // Nor does search-records.json (Ask AI, uploads), except a titled shell block's commands as before.
    expect(JSON.stringify(compactRecords(records))).not.toContain('nextInstanceId');
  });

  test("a shell block's title carries its commands, other code only its title", async () => {
    const records = await buildSearchRecords(DOC);
    const titled = (title: string) => records.find((record) => record.content === title);
    expect(titled('Clone simple-surge-node')?.command).toBe('git clone https://github.com/NethermindEth/simple-surge-node.git');
    expect(titled('Example chain spec')).not.toHaveProperty('command');
    expect(records.filter((record) => record.command !== undefined)).toHaveLength(1);
  });

  test('emits the page title, headings and text blocks in reading order', async () => {
    const records = await buildSearchRecords(DOC);
    expect(records.map((record) => [record.type, record.content])).toEqual([
      ['lvl1', null],
      ['content', 'Intro paragraph with inline code.'],
      ['lvl2', null],
      ['content', 'Docker 24 or newer'],
      ['content', 'A funded key'],
      ['lvl3', null],
      ['content', 'Sixteen gigabytes of memory.'],
      ['content', 'Clone simple-surge-node'],
      ['content', 'Example chain spec'],
      ['lvl2', null],
      ['content', '8547 · L2 RPC'],
      ['content', 'Never reuse a development key on a public network.'],
      ['content', 'Text inside a tab.'],
      ['lvl2', null],
    ]);
  });

  test('an admonition gives its title and text, not its markers, in either title syntax', async () => {
    const source = [
      '# T',
      '',
      ':::warning Keys are public',
      '',
      'Do not reuse them.',
      '',
      ':::',
      '',
      ':::tip[Use two machines]',
      '',
      'One each.',
      '',
      ':::',
      '',
    ].join('\n');
    const records = await buildSearchRecords({...DOC, source, sourcePath: 'docs/admonitions.md'});
    expect(records.filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'Keys are public',
      'Do not reuse them.',
      'Use two machines',
      'One each.',
    ]);
  });

  test('builds the hierarchy from the sidebar category, title and headings', async () => {
    const records = await buildSearchRecords(DOC);
    const hardware = records.find((record) => record.content === 'Sixteen gigabytes of memory.');
    expect(hardware?.hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Deploy the protocol',
      lvl2: 'Prerequisites',
      lvl3: 'Hardware',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const table = records.find((record) => record.content === '8547 · L2 RPC');
    expect(table?.hierarchy.lvl2).toBe('Check that it works');
    expect(table?.hierarchy.lvl3).toBeNull();
  });

  test('links records to the anchors Docusaurus gives the headings', async () => {
    const records = await buildSearchRecords(DOC);
    const urls = records.filter((record) => record.type !== 'content').map((record) => record.url);
    expect(urls).toEqual([
      '/docs/guides/running-surge/deploy-l2',
      '/docs/guides/running-surge/deploy-l2#prerequisites',
      '/docs/guides/running-surge/deploy-l2#hardware',
      '/docs/guides/running-surge/deploy-l2#check-that-it-works',
      '/docs/guides/running-surge/deploy-l2#check-that-it-works-1',
    ]);
  });

  test('gives stable, unique ids and positions ordered within the page', async () => {
    const first = await buildSearchRecords(DOC);
    const second = await buildSearchRecords(DOC);
    expect(second.map((record) => record.objectID)).toEqual(first.map((record) => record.objectID));
    expect(new Set(first.map((record) => record.objectID)).size).toBe(first.length);
    const positions = first.map((record) => record.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions[0]).toBe(0);
  });

  test('keeps an id when unrelated text elsewhere on the page changes', async () => {
    const before = await buildSearchRecords(DOC);
    const after = await buildSearchRecords({...DOC, source: SOURCE.replace('A funded key', 'A funded L1 key')});
    const id = (records: typeof before) => records.find((record) => record.content === 'Sixteen gigabytes of memory.')?.objectID;
    expect(id(after)).toBe(id(before));
  });

  test('tags records for contextual search', async () => {
    const [record] = await buildSearchRecords(DOC);
    expect(record).toMatchObject({language: 'en', docusaurus_tag: 'docs-default-current'});
  });

  test('indexes the values of site-fact tokens, as the page shows them', async () => {
    const source = '## Versions {#versions}\n\nThese guides follow simple-surge-node {{version.simpleSurgeNode}}.\n';
    const records = await buildSearchRecords({...DOC, source});
    expect(records.map((record) => record.content).join(' ')).toContain(`simple-surge-node ${VERSIONS.simpleSurgeNode}.`);
  });

  test('fails on an unknown token, naming the source file', async () => {
    await expect(buildSearchRecords({...DOC, sourcePath: 'docs/x.md', source: 'Text {{version.unknown}}.\n'})).rejects.toThrow(
      /docs\/x\.md:1:6: unknown site fact \{\{version\.unknown\}\}/,
    );
  });
});
