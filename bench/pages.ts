/** The pages the benchmark measures: the home page, the intro, the longest guide and the error codes. */
export const PAGES = ['/', '/docs/intro', '/docs/guides/running-surge/deploy-l2', '/docs/troubleshooting/error-codes'];
