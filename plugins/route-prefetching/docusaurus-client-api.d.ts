// Docusaurus's client API as deferredRoutePrefetch.ts imports it, past the module replacement.
declare module '@docusaurus/core/lib/client/docusaurus.js?original' {
  export {default} from '@docusaurus/core/lib/client/docusaurus';
}
