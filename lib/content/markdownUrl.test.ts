import {describe, expect, test} from 'vitest';
import {markdownUrl} from './markdownUrl';

describe('markdownUrl', () => {
  test.each([
    ['/docs/intro', '/docs/intro.md'],
    ['/docs/about/', '/docs/about.md'],
    ['/docs-site/docs/about', '/docs-site/docs/about.md'],
    ['/docs/intro#what-is-surge', '/docs/intro.md'],
    ['/docs/intro?q=1', '/docs/intro.md'],
  ])('the Markdown copy of %s is %s', (pagePath, expected) => {
    expect(markdownUrl(pagePath)).toBe(expected);
  });

  test.each(['/', '', 'docs/intro'])('rejects %j with a message', (pagePath) => {
    expect(() => markdownUrl(pagePath)).toThrow(/page path below the site root/);
  });
});
