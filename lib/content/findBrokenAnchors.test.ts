import {describe, expect, test} from 'vitest';
import {findBrokenAnchors, routeOf} from './findBrokenAnchors';

const INTRO = '<html><body><h2 id=install>Install</h2><h2 id="key-l1-endpoint-http">Key</h2><a href=/docs/guide#setup>x</a></body></html>';
const GUIDE = '<main><h2 id=\'setup\'>Setup</h2><a href="#setup">self</a><a href="/docs/intro#missing">bad</a><a href="./intro#install">good</a></main>';

describe('findBrokenAnchors', () => {
  test.each([
    ['docs/intro.html', '/', '/docs/intro'],
    ['docs/about/index.html', '/', '/docs/about/'],
    ['index.html', '/docs-site/', '/docs-site/'],
  ])('%s is served at %s + %s', (file, baseUrl, route) => {
    expect(routeOf(file, baseUrl)).toBe(route);
  });

  test('reports the file, the link and the id the target page lacks', () => {
    expect(
      findBrokenAnchors(
        [
          {file: 'docs/intro.html', html: INTRO},
          {file: 'docs/guide.html', html: GUIDE},
        ],
        '/',
      ),
    ).toEqual([{file: 'docs/guide.html', href: '/docs/intro#missing', targetPage: '/docs/intro', missingId: 'missing'}]);
  });

  test('accepts quoted, single-quoted and unquoted ids, relative links and same-page links', () => {
    const pages = [
      {file: 'docs/intro.html', html: INTRO},
      {file: 'docs/guide.html', html: GUIDE.replace('/docs/intro#missing', '/docs/intro#key-l1-endpoint-http')},
    ];
    expect(findBrokenAnchors(pages, '/')).toEqual([]);
  });

  test('decodes percent-encoded fragments and HTML entities', () => {
    const pages = [{file: 'a.html', html: '<h2 id="héllo">x</h2><a href="/a#h%C3%A9llo">y</a><a href="/a?x=1&amp;y=2#h%C3%A9llo">z</a>'}];
    expect(findBrokenAnchors(pages, '/')).toEqual([]);
  });

  test('decodes every entity, named or numeric, and ignores text and comments that look like attributes', () => {
    const html = '<h2 id="a&colon;b&#x2d;c">x</h2><a href="#a&#58;b-c">ok</a><p>href="#nope"</p><!-- <a href="#nope"> --><a href=#gone>bad</a>';
    expect(findBrokenAnchors([{file: 'a.html', html}], '/').map(({missingId}) => missingId)).toEqual(['gone']);
  });

  test('leaves other sites, bare "#" links and pages outside the build to the link checks', () => {
    const html = '<a href="https://example.org/#nope">a</a><a href="#">b</a><a href="/docs/absent#nope">c</a>';
    expect(findBrokenAnchors([{file: 'a.html', html}], '/')).toEqual([]);
  });

  test('resolves links under a base URL', () => {
    const pages = [
      {file: 'docs/intro.html', html: '<h2 id=a>A</h2>'},
      {file: 'index.html', html: '<a href="/docs-site/docs/intro#a">ok</a><a href="/docs-site/docs/intro#b">bad</a>'},
    ];
    expect(findBrokenAnchors(pages, '/docs-site/').map((anchor) => anchor.missingId)).toEqual(['b']);
  });
});
