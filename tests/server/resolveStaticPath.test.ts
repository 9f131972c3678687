import {describe, expect, test} from 'vitest';
import {resolveStaticPath} from './resolveStaticPath';

describe('resolveStaticPath', () => {
  test.each([
    ['/', '/', ['index.html']],
    ['/', '/docs/intro', ['docs/intro.html', 'docs/intro/index.html']],
    ['/', '/docs/intro?x=1#top', ['docs/intro.html', 'docs/intro/index.html']],
    ['/', '/assets/js/main.1234.js', ['assets/js/main.1234.js']],
    ['/docs-site/', '/docs-site/', ['index.html']],
    ['/docs-site/', '/docs-site', ['index.html']],
    ['/docs-site/', '/docs-site/search', ['search.html', 'search/index.html']],
  ])('under base %s, %s is served from %j', (base, path, candidates) => {
    expect(resolveStaticPath(base, path)).toEqual({kind: 'file', candidates});
  });

  test.each([
    ['/docs-site/', '/docs/intro'],
    ['/docs-site/', '/docs-sitex/intro'],
    ['/', '/../etc/passwd'],
    ['/', '/docs/%2e%2e/%2e%2e/secret'],
  ])('under base %s, %s is outside the site', (base, path) => {
    expect(resolveStaticPath(base, path)).toEqual({kind: 'outside-base'});
  });
});
