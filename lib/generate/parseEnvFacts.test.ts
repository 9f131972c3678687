import {describe, expect, test} from 'vitest';
import {collectKeys, parseEnvFacts} from './parseEnvFacts';

const block = (network: string, body: string) => `## .env.${network}\n\n\`\`\`dotenv\n${body}\n\`\`\`\n`;
const facts = (devnet: string, hoodi = 'A=1', staging = 'A=1') =>
  `# Facts: simple-surge-node v25.1.2 environment presets\n\n${block('devnet', devnet)}\n${block('hoodi', hoodi)}\n${block('staging', staging)}`;

describe('reading the presets from the facts', () => {
  test('keeps every line in order, with raw and parsed values', () => {
    const {release, presets} = parseEnvFacts(facts('A=1\nLOG_LEVEL="-vv"\nEMPTY=\nA=2'));
    expect(release).toBe('v25.1.2');
    expect(presets[0]).toEqual({
      network: 'devnet',
      file: '.env.devnet',
      keyCount: 3,
      lines: [
        {key: 'A', raw: '1', value: '1'},
        {key: 'LOG_LEVEL', raw: '"-vv"', value: '-vv'},
        {key: 'EMPTY', raw: '', value: ''},
        {key: 'A', raw: '2', value: '2'},
      ],
    });
  });

  test('marks redacted private keys and keeps their value empty', () => {
    const [devnet] = parseEnvFacts(facts('PRIVATE_KEY=<redacted>')).presets;
    expect(devnet?.lines).toEqual([{key: 'PRIVATE_KEY', raw: '', value: '', redacted: true}]);
  });

  test('keeps ${VAR} references as written', () => {
    const [devnet] = parseEnvFacts(facts('TCB_LINK="https://x/tcb?fmspc=${FMSPC}"')).presets;
    expect(devnet?.lines[0]?.value).toBe('https://x/tcb?fmspc=${FMSPC}');
  });

  test.each([
    ['a missing preset', facts('A=1').replace('## .env.staging', '## other'), 'no "## .env.staging" section'],
    ['a line that is not KEY=value', facts('A=1\nnot a key'), 'expected KEY=value, found "not a key"'],
    ['an empty block', facts('   '), 'block of the facts is empty'],
    ['no release', facts('A=1').replace('simple-surge-node v25.1.2', 'presets'), 'do not name the simple-surge-node release'],
    ['an unclosed block', '# simple-surge-node v25.1.2\n## .env.devnet\n```dotenv\nA=1\n', 'is not closed'],
  ])('rejects %s with a clear message', (_, markdown, message) => {
    expect(() => parseEnvFacts(markdown)).toThrow(message);
  });

  test('lists keys in first-seen order across presets', () => {
    const {presets} = parseEnvFacts(facts('A=1\nB=2', 'C=3\nA=1', 'D=4'));
    expect(collectKeys(presets)).toEqual(['A', 'B', 'C', 'D']);
  });
});
