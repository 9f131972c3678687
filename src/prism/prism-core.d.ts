// prismjs ships no types for its core file; the module is typed where it is used (prismReactRenderer.ts).
declare module 'prismjs/components/prism-core' {
  const Prism: unknown;
  export default Prism;
}
