// The package's ES module build, which batchedHelmet.tsx wraps: the same API as the package.
declare module 'react-helmet-async/lib/index.module.js' {
  export * from 'react-helmet-async';
}
