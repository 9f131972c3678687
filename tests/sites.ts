/** The two production builds the browser tests serve, and where (TEST_PORT moves both). */
const FIRST_PORT = Number(process.env.TEST_PORT ?? 4173);

export const TEST_SITES = {
  root: {dir: 'build', base: '/', port: FIRST_PORT, origin: `http://127.0.0.1:${FIRST_PORT}`},
  subpath: {
    dir: 'build-docs-site',
    base: '/docs-site/',
    port: FIRST_PORT + 1,
    origin: `http://127.0.0.1:${FIRST_PORT + 1}`,
  },
} as const;
