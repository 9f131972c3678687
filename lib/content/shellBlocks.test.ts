import {describe, expect, test} from 'vitest';
import {describeFinding, SHELLCHECK_EXCLUSIONS, shellBlocks} from './shellBlocks';

describe('shellBlocks', () => {
  const page = {
    file: 'docs/page.md',
    source: [
      '# Page',
      '',
      '```bash title="Clone"',
      'git clone --branch {{version.x}} repo',
      '```',
      '',
      '```ini',
      'A=1',
      '```',
      '',
      '- Step',
      '  ```sh',
      '  echo two',
      '  ```',
    ].join('\n'),
  };
  const substitute = (source: string) => source.replaceAll('{{version.x}}', 'v1.2.3');

  test('takes bash, sh and shell fences with the tokens replaced, and leaves other languages', () => {
    expect(shellBlocks([page], substitute)).toEqual([
      {file: 'docs/page.md', line: 3, body: 'git clone --branch v1.2.3 repo'},
      {file: 'docs/page.md', line: 12, body: '  echo two'},
    ]);
  });

  test('names the doc line of a finding: the fence line plus the line inside the block', () => {
    const [, listBlock] = shellBlocks([page], substitute);
    const finding = describeFinding(listBlock!, {line: 1, column: 3, level: 'warning', code: 2086, message: 'Double quote to prevent globbing.'});
    expect(finding).toBe('docs/page.md:13:3 SC2086 (warning) Double quote to prevent globbing.');
  });

  test('every rule left out says why', () => {
    for (const rule of SHELLCHECK_EXCLUSIONS) {
      expect(rule.code).toMatch(/^SC\d{4}$/);
      expect(rule.reason.length).toBeGreaterThan(30);
    }
  });
});
