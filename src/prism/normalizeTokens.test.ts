import {describe, expect, test} from 'vitest';
import {normalizeTokens} from './normalizeTokens';

describe('normalizeTokens', () => {
  test('plain text becomes one plain token per line', () => {
    expect(normalizeTokens(['echo hi\nls'])).toEqual([[{types: ['plain'], content: 'echo hi'}], [{types: ['plain'], content: 'ls'}]]);
  });

  test('nested tokens carry every enclosing type (and aliases) once', () => {
    const lines = normalizeTokens([
      {type: 'string', content: ['"a', {type: 'interpolation', alias: 'variable', content: '$X'}, '"']},
      ' ',
      {type: 'keyword', content: {type: 'keyword', content: 'if'}},
    ]);
    expect(lines).toEqual([
      [
        {types: ['string'], content: '"a'},
        {types: ['string', 'interpolation', 'variable'], content: '$X'},
        {types: ['string'], content: '"'},
        {types: ['plain'], content: ' '},
        {types: ['keyword'], content: 'if'},
      ],
    ]);
  });

  test('a token spanning lines is split, and empty lines keep a placeholder', () => {
    expect(normalizeTokens([{type: 'comment', content: '# a\n\n# b'}, '\n'])).toEqual([
      [{types: ['comment'], content: '# a'}],
      [{types: ['comment'], content: '\n', empty: true}],
      // The newline's text before the break is an empty token on the same line.
      [
        {types: ['comment'], content: '# b'},
        {types: ['plain'], content: ''},
      ],
      [{types: ['plain'], content: '\n', empty: true}],
    ]);
  });

  test('empty code is one empty line', () => {
    expect(normalizeTokens([''])).toEqual([[{types: ['plain'], content: '\n', empty: true}]]);
  });
});
