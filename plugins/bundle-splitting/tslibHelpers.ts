/**
 * The browser bundle's `tslib`: the only helper client code uses is
 * `__importDefault`, from @docusaurus/utils-common's CommonJS build, which
 * otherwise pulls all of tslib (about 4 KB gzip) into every page. A client
 * dependency that needs another helper must add it here.
 */
export function __importDefault<T>(module: T): T | {default: T} {
  return module && (module as {__esModule?: boolean}).__esModule ? module : {default: module};
}
