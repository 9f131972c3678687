import {createHash} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {findInlineScripts, hashScript} from './findInlineScripts';

describe('findInlineScripts', () => {
  test.each([
    ['a plain inline script', '<script>a()</script>', [{text: 'a()', executable: true}]],
    ['a script with a src', '<script src=/main.js defer></script>', []],
    ['a src after other attributes', '<script defer src="/x.js"></script>', []],
    ['a data-src attribute is not a src', '<script data-src=x>b()</script>', [{text: 'b()', executable: true}]],
    ['JSON-LD', '<script data-rh=true type=application/ld+json>{"a":1}</script>', [{text: '{"a":1}', executable: false}]],
    ['a module', '<script type="module">c()</script>', [{text: 'c()', executable: true}]],
    ['text/javascript in any case', "<SCRIPT TYPE='Text/JavaScript'>d()</SCRIPT>", [{text: 'd()', executable: true}]],
    ['a quoted attribute holding ">"', '<script data-x="a>b">e()</script>', [{text: 'e()', executable: true}]],
    ['text spanning lines', '<script>\n  f();\n</script >', [{text: '\n  f();\n', executable: true}]],
    ['an empty script', '<script></script>', [{text: '', executable: true}]],
    ['entities in script text stay as written', '<script>a("&amp;&lt;/b&gt;")</script>', [{text: 'a("&amp;&lt;/b&gt;")', executable: true}]],
    ['an entity in the type attribute is decoded', '<script type="application&#x2F;ld+json">{}</script>', [{text: '{}', executable: false}]],
    [
      'a "</script" inside a string ends nothing earlier than the browser does',
      '<script>x="<\\/script>"</script>',
      [{text: 'x="<\\/script>"', executable: true}],
    ],
  ])('%s', (_name, html, expected) => {
    expect(findInlineScripts(html)).toEqual(expected);
  });

  test('finds every script of a page in document order', () => {
    const html = '<head><script>one()</script><script src=a.js></script></head><body><script>two()</script></body>';
    expect(findInlineScripts(html).map((script) => script.text)).toEqual(['one()', 'two()']);
  });
});

describe('hashScript', () => {
  test('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    const text = 'document.title = "Überprüfung ✓"';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(hashScript(text)).toBe(`'sha256-${digest}'`);
  });

  test('matches the digest browsers compute for a known script', () => {
    // Printed by Chromium for <script>alert(1)</script> in its CSP violation message.
    expect(hashScript('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
