/**
 * The `_headers` file Netlify and Cloudflare Pages read: one rule for every
 * path of the site, so it stays within Cloudflare's 100-rule limit.
 */
export function formatHeadersFile(baseUrl: string, policy: string): string {
  return [
    '# Written by the content-security-policy plugin at build time; do not edit.',
    `${baseUrl}*`,
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}
