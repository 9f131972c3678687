import {describe, expect, test} from 'vitest';
import {escapeHtml, highlight, highlightAndSnippet, matchText, renderMatch, snippet} from './highlight';

const TAGS = {pre: '<mark>', post: '</mark>'};

describe('highlight', () => {
  test('marks words that equal or start with a query term', () => {
    expect(highlight('Register SGX provers on Hoodi', ['prover', 'hoodi'], TAGS)).toEqual({
      value: 'Register SGX <mark>provers</mark> on <mark>Hoodi</mark>',
      matchLevel: 'full',
      matchedWords: ['prover', 'hoodi'],
    });
  });

  test('reports a partial match when some terms are missing', () => {
    expect(highlight('Hoodi testnet', ['hoodi', 'bond'], TAGS).matchLevel).toBe('partial');
    expect(highlight('Hoodi testnet', ['bond'], TAGS)).toMatchObject({matchLevel: 'none', matchedWords: []});
  });

  test('escapes markup in the text so only the highlight tags are HTML', () => {
    const {value} = highlight('<script>alert("x")</script> & <b>bond</b>', ['bond', 'script'], TAGS);
    expect(value).toBe('&#60;<mark>script</mark>&#62;alert(&#34;x&#34;)&#60;/<mark>script</mark>&#62; &#38; &#60;b&#62;<mark>bond</mark>&#60;/b&#62;');
    expect(value).not.toMatch(/<(?!\/?mark>)/);
  });

  test('matches parts of identifiers', () => {
    expect(highlight('Set L1_ENDPOINT_HTTP first', ['endpoint'], TAGS).value).toBe('Set <mark>L1_ENDPOINT_HTTP</mark> first');
  });

  test('uses the tags it is given', () => {
    expect(highlight('bond', ['bond'], {pre: '<em>', post: '</em>'}).value).toBe('<em>bond</em>');
  });

  test('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});

describe('snippet', () => {
  const TEXT = 'one two three four five six seven eight nine ten eleven twelve bond thirteen fourteen fifteen';

  test('keeps the given number of words around the first match, with ellipses', () => {
    expect(snippet(TEXT, ['bond'], 5, '…', TAGS)).toEqual({
      value: '…eleven twelve <mark>bond</mark> thirteen fourteen…',
      matchLevel: 'full',
    });
  });

  test('starts at the beginning when nothing matches', () => {
    expect(snippet(TEXT, ['zzz'], 3, '…', TAGS)).toEqual({value: 'one two three…', matchLevel: 'none'});
  });

  test('does not add ellipses when the whole text fits', () => {
    expect(snippet('short bond text', ['bond'], 10, '…', TAGS).value).toBe('short <mark>bond</mark> text');
  });

  test('a match near the end still fills the window', () => {
    expect(snippet(TEXT, ['fifteen'], 4, '…', TAGS).value).toBe('…bond thirteen fourteen <mark>fifteen</mark>');
  });
});

test('highlightAndSnippet gives what highlight and snippet give one by one', () => {
  const text = 'one two three four five six bond seven eight nine ten';
  expect(highlightAndSnippet(text, ['bond', 'zzz'], {words: 4, ellipsis: '…'}, TAGS)).toEqual({
    highlight: highlight(text, ['bond', 'zzz'], TAGS),
    snippet: snippet(text, ['bond', 'zzz'], 4, '…', TAGS),
  });
});

describe('matchText: the structured match the engine answers', () => {
  test('gives the text and the character ranges that matched, for the whole text and its snippet', () => {
    const matched = matchText('First deposit the <bond> before bonding', ['bond'], {words: 3, ellipsis: '…'});
    expect(matched.highlight).toEqual({
      text: 'First deposit the <bond> before bonding',
      ranges: [
        [19, 23],
        [32, 39],
      ],
    });
    expect(matched.snippet).toEqual({text: '…deposit the <bond…', ranges: [[14, 18]]});
    expect(matched.matchLevel).toBe('full');
  });

  test('renderMatch escapes the text and puts only the tags around the ranges', () => {
    expect(renderMatch({text: 'a <b> & c', ranges: [[3, 4]]}, TAGS)).toBe('a &#60;<mark>b</mark>&#62; &#38; c');
    expect(renderMatch({text: 'plain', ranges: []}, TAGS)).toBe('plain');
  });
});
