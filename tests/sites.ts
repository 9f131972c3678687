/** The two production builds the browser tests serve, and where. */
export const TEST_SITES = {
  root: {dir: 'build', base: '/', port: 4173, origin: 'http://127.0.0.1:4173'},
  subpath: {dir: 'build-docs-site', base: '/docs-site/', port: 4174, origin: 'http://127.0.0.1:4174'},
} as const;
