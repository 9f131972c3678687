import {parse} from 'dotenv';
import {describe, expect, test} from 'vitest';
import {ENV_PRESET_DATA, presetText} from '@site/src/data/envPresetData';
import {parseDotenv} from './dotenvParse';

describe('the dotenv port', () => {
  test.each(ENV_PRESET_DATA.presets.map((preset) => [preset.file, presetText(preset)]))('reads %s exactly as dotenv does', (_, text) => {
    expect(parseDotenv(text)).toEqual(parse(text));
  });

  test.each([
    ['plain', 'A=1\nB=two'],
    ['comments', '# c\nA=1 # trailing\nB="x # not a comment" # c'],
    ['quotes of all kinds', `A='single'\nB="double"\nC=\`back\`\nD="esc \\"q\\""`],
    ['newline escapes', 'A="a\\nb"\nB=\'a\\nb\''],
    ['multi-line values', 'A="one\ntwo"\nB=1'],
    ['unclosed quotes', 'A="open\nB=1\nC=\'x'],
    ['export and colon forms', 'export A=1\nB: 2\nexport  C = 3'],
    ['spaces', '  A  =  spaced value  \nB= \nC'],
    ['CRLF', 'A=1\r\nB=2\r\n'],
    ['repeated keys', 'A=1\nA=2'],
    ['odd keys', 'a.b=1\nc-d=2\n1E=3\nMY KEY=4'],
    ['no equals', 'just words\n=\n==\n"=1'],
    ['emptiness', ''],
    ['unicode', 'A=café\nB=\uFFFD\nC=\u2028'],
    ['a dollar reference', 'TCB="https://x?fmspc=${FMSPC}"'],
  ])('agrees with dotenv on %s', (_, text) => {
    expect(parseDotenv(text)).toEqual(parse(text));
  });

  test('agrees with dotenv on generated noise', () => {
    const alphabet = ['A', '_', '=', '"', "'", '`', '#', ' ', '\n', '\r', '\\', 'x', ':', 'export '];
    let seed = 7;
    for (let round = 0; round < 300; round += 1) {
      let text = '';
      for (let i = 0; i < 40; i += 1) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        text += alphabet[seed % alphabet.length];
      }
      expect(parseDotenv(text), JSON.stringify(text)).toEqual(parse(text));
    }
  });
});
