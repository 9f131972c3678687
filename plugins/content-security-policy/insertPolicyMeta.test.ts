import {describe, expect, test} from 'vitest';
import {insertPolicyMeta} from './insertPolicyMeta';

const POLICY = "default-src 'self'";
const META = `<meta http-equiv="Content-Security-Policy" content="default-src 'self'">`;

describe('insertPolicyMeta', () => {
  test.each([
    [
      'a Docusaurus page: after <meta charset>',
      '<!doctype html><html lang=en><head><meta charset=UTF-8><meta name=generator content="x"><script>a()</script></head></html>',
      `<!doctype html><html lang=en><head><meta charset=UTF-8>${META}<meta name=generator content="x"><script>a()</script></head></html>`,
    ],
    [
      'a redirect page with a quoted charset',
      '<html>\n  <head>\n    <meta charset="UTF-8">\n  </head>\n  <script>go()</script>\n</html>',
      `<html>\n  <head>\n    <meta charset="UTF-8">${META}\n  </head>\n  <script>go()</script>\n</html>`,
    ],
    [
      'a page without a charset: right after <head>',
      '<html><head lang=en><title>x</title></head></html>',
      `<html><head lang=en>${META}<title>x</title></head></html>`,
    ],
  ])('%s', (_name, html, expected) => {
    expect(insertPolicyMeta(html, POLICY, 'page.html')).toBe(expected);
  });

  test('escapes quotes and ampersands of the policy for the attribute', () => {
    const html = insertPolicyMeta('<head></head>', 'a "b" & c', 'page.html');
    expect(html).toContain('content="a &quot;b&quot; &amp; c"');
  });

  test.each([
    ['no <head>', '<html><body></body></html>', /page\.html has no <head>/],
    ['a script before <head>', '<script>x()</script><html><head></head></html>', /page\.html has a <script> before its <head>/],
    ['a policy already', `<head>${META}</head>`, /page\.html already has a Content-Security-Policy/],
  ])('refuses a page with %s, naming the file', (_name, html, message) => {
    expect(() => insertPolicyMeta(html, POLICY, 'page.html')).toThrow(message);
  });
});
