/**
 * Puts a <meta http-equiv="Content-Security-Policy"> into a built page where it
 * governs every script: a meta policy applies only to elements after it.
 */
const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;
const HEAD_START = /<head(?:\s[^>]*)?>/i;
const SCRIPT_START = /<script\b/i;
const EXISTING_POLICY = /<meta\s[^>]*http-equiv\s*=\s*["']?content-security-policy/i;

export function insertPolicyMeta(html: string, policy: string, file: string): string {
  if (EXISTING_POLICY.test(html)) {
    throw new Error(`${file} already has a Content-Security-Policy <meta>: remove it, the build adds one to every page.`);
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  // Right after <meta charset> (which must stay in the first 1024 bytes), else right after <head>.
  const anchor = CHARSET_META.exec(html) ?? HEAD_START.exec(html);
  if (!anchor) {
    throw new Error(`${file} has no <head>: cannot add the Content-Security-Policy <meta> before its scripts.`);
  }
  const at = anchor.index + anchor[0].length;
  const firstScript = html.search(SCRIPT_START);
  if (firstScript !== -1 && firstScript < at) {
    throw new Error(`${file} has a <script> before its <head>: the Content-Security-Policy <meta> would not cover it.`);
  }
  return html.slice(0, at) + meta + html.slice(at);
}
