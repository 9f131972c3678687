/**
 * Maps a request path to a file of a Docusaurus build served under `base`,
 * the way static hosts do with trailingSlash: false (/docs/intro → docs/intro.html).
 */
export type StaticResolution = {kind: 'file'; candidates: string[]} | {kind: 'outside-base'};

export function resolveStaticPath(base: string, requestPath: string): StaticResolution {
  const pathname = safeDecode(requestPath.split(/[?#]/)[0] ?? '/');
  const mount = base.endsWith('/') ? base : `${base}/`;
  if (pathname !== mount.slice(0, -1) && !pathname.startsWith(mount)) {
    return {kind: 'outside-base'};
  }
  const relative = pathname.slice(mount.length);
  if (relative.split('/').some((segment) => segment === '..')) {
    return {kind: 'outside-base'};
  }
  if (relative === '' || relative.endsWith('/')) {
    return {kind: 'file', candidates: [`${relative}index.html`]};
  }
  if (/\.[a-z0-9]+$/i.test(relative)) {
    return {kind: 'file', candidates: [relative]};
  }
  return {kind: 'file', candidates: [`${relative}.html`, `${relative}/index.html`]};
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
