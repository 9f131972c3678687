import {describe, expect, test} from 'vitest';
import {plainText, tokenizeInline} from './inlineMarkdown';

describe('the inline Markdown of key descriptions', () => {
  test('splits text, code spans and links', () => {
    expect(tokenizeInline('Port (`--x`), see [Port map](/docs/a#b).')).toEqual([
      {type: 'text', text: 'Port ('},
      {type: 'code', text: '--x'},
      {type: 'text', text: '), see '},
      {type: 'link', text: 'Port map', to: '/docs/a#b'},
      {type: 'text', text: '.'},
    ]);
  });

  test.each([
    ['plain', 'plain'],
    ['`a` and [b](/c)', 'a and b'],
    ['an unclosed `tick', 'an unclosed `tick'],
  ])('reads %s as %s', (source, text) => {
    expect(plainText(source)).toBe(text);
  });
});
