import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {findTermVariants, PREFERRED_TERMS, proseLines} from './preferredTerms';
import {readDocSources} from './scanDocs';

const TERMS = [{preferred: 'dapp', avoid: [/\bdApps?\b/]}];

describe('findTermVariants', () => {
  test('finds a variant in prose, with its line', () => {
    const source = ['# Title', '', 'Build a dApp.', 'Then another dApp and two dApps.'].join('\n');
    expect(findTermVariants('a.md', source, TERMS)).toEqual([
      {file: 'a.md', line: 3, found: 'dApp', preferred: 'dapp'},
      {file: 'a.md', line: 4, found: 'dApp', preferred: 'dapp'},
      {file: 'a.md', line: 4, found: 'dApps', preferred: 'dapp'},
    ]);
  });

  test.each([
    ['a fenced code block', ['```bash', 'echo dApp', '```', '~~~', 'dApp', '~~~'].join('\n')],
    ['an indented fence in a list', ['1. Run:', '', '   ```bash', '   deploy-dApp', '   ```'].join('\n')],
    ['an inline code span', 'Run `dApp-cli` and ``a `dApp` b``.'],
    ['a link URL', 'See [the guide](./dApp.md#dApp-setup "dApp").'],
    ['a bare URL and an autolink', 'Open https://example.com/dApp or <https://example.com/dApp>.'],
    ['a host name with a path', 'Clone (github.com/example/dApp).'],
    ['a front-matter key', ['---', 'dApp: x', '---', 'Text.'].join('\n')],
    ['a heading id', '## Deploy {#deploy-dApp}'],
    ['a site-facts placeholder', 'Version {{dApp.version}}.'],
    ['an HTML or JSX tag', '<TabItem value="dApp" label="Local">text</TabItem>'],
    ['an import line', "import DApp from '@site/src/dApp';"],
  ])('skips %s', (_, source) => {
    expect(findTermVariants('a.md', source, TERMS)).toEqual([]);
  });

  test('checks front-matter values, link texts and the text between tags', () => {
    const source = ['---', 'title: "Deploy a dApp"', '---', '[dApp guide](./x.md)', '<summary>dApp</summary>'].join('\n');
    expect(findTermVariants('a.md', source, TERMS).map(({line}) => line)).toEqual([2, 4, 5]);
  });

  test('reports overlapping matches once, the longer one', () => {
    const terms = [{preferred: 'Surge test network', avoid: [/\bSurge (?:Hoodi )?testnet\b/, /\bHoodi testnet\b/]}];
    expect(findTermVariants('a.md', 'Join the Surge Hoodi testnet.', terms)).toEqual([
      {file: 'a.md', line: 1, found: 'Surge Hoodi testnet', preferred: 'Surge test network'},
    ]);
  });

  test('keeps line numbers and columns: skipped parts are blanked, not removed', () => {
    expect(proseLines('a `b` c\n```\nx\n```\nd')).toEqual(['a     c', '', '', '', 'd']);
  });

  test.each([
    ['Connect to the Surge testnet.', 'Surge test network'],
    ["Hoodi, Ethereum's public testnet, is the L1 of the Surge test network.", null],
    ['Run it on the GPU machine.', 'ZK machine'],
    ['The SGX host needs SGX.', 'SGX machine'],
    ['Start the prover-relayer.', 'prover relayer'],
    ['Clone Simple Surge Node.', 'simple-surge-node'],
    ['Clone simple-surge-node.', null],
    ['Start raiko on the SGX machine.', 'Raiko'],
    ['Start `raiko` and raiko-zk.', null],
    ['Both SP1 and RISC0 prove.', 'RISC Zero'],
    ['Answer "Running RISC0?" with true.', null],
    ['The check runs onchain.', 'on-chain'],
    ['Compare with Ethereum Mainnet.', 'mainnet'],
    ['Mainnet comes later.', null],
  ])('the docs terms: %s', (source, preferred) => {
    expect(findTermVariants('a.md', source).map((variant) => variant.preferred)).toEqual(preferred === null ? [] : [preferred]);
  });
});

describe('preferred terms in the docs', () => {
  test('each term avoids at least one variant and never its own preferred form', () => {
    for (const {preferred, avoid} of PREFERRED_TERMS) {
      expect(avoid.length).toBeGreaterThan(0);
      for (const pattern of avoid) expect(new RegExp(pattern.source, pattern.flags.replace('g', '')).test(preferred)).toBe(false);
    }
  });

  test.each(readDocSources(path.resolve(__dirname, '../..'), 'docs').map(({file, source}) => [file, source] as const))(
    '%s uses the preferred terms',
    (file, source) => {
      expect(findTermVariants(file, source).map(({line, found, preferred}) => `${file}:${line} "${found}" → "${preferred}"`)).toEqual([]);
    },
  );
});
