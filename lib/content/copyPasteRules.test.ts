import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {VERSIONS} from '../../src/data/siteFacts';
import {findCopyPasteProblems} from './copyPasteRules';
import {readDocSources} from './scanDocs';

const SITE_DIR = path.resolve(__dirname, '../..');

function problemsIn(body: string, prose = '') {
  const source = [prose, '', '```bash', body, '```', ''].join('\n');
  return findCopyPasteProblems([{file: 'docs/a.md', source}], {raiko: 'v25.1.0-surge', cuda: '13.0.1'}).map(({line, message}) => `${line}: ${message}`);
}

describe('copy-paste rules', () => {
  test('every shell block of the docs follows them', () => {
    expect(findCopyPasteProblems(readDocSources(SITE_DIR, 'docs'), VERSIONS)).toEqual([]);
  });

  test('a clone needs its version checkout, and the shared folder where there is one', () => {
    expect(problemsIn('git clone https://github.com/NethermindEth/simple-surge-node.git\ncd simple-surge-node')).toEqual([
      '4: simple-surge-node is cloned without `git checkout {{version.simpleSurgeNode}}` in the same block.',
      '4: simple-surge-node is cloned into the current folder; every page uses ~/simple-surge-node.',
      '5: `cd simple-surge-node` depends on the current folder; use `cd ~/simple-surge-node`.',
    ]);
    expect(
      problemsIn(
        'git clone https://github.com/NethermindEth/simple-surge-node.git ~/simple-surge-node\ncd ~/simple-surge-node\ngit checkout {{version.simpleSurgeNode}}',
      ),
    ).toEqual([]);
    expect(problemsIn('git clone https://github.com/NethermindEth/raiko.git ~/raiko\ncd ~/raiko\ngit checkout {{version.raiko}}')).toEqual([]);
  });

  test('placeholders, written-out versions and cast without Foundry are found; comments are not commands', () => {
    expect(problemsIn('curl http://<L1_IP>:33001\nsudo sh cuda_13.0.1_linux.run\ncast chain-id  # <not a command>')).toEqual([
      '4: <L1_IP> must be edited before the command runs; set a named variable first instead.',
      '5: 13.0.1 is written out; use {{version.cuda}}.',
      '6: uses `cast`, but the page never names Foundry as what to install.',
    ]);
    expect(problemsIn('cast chain-id', "Install Foundry's cast first.")).toEqual([]);
  });
});
