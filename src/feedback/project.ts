/**
 * Where the docs live and which release of them this is: read by the site
 * config (edit links, the issue links of src/feedback/docsIssue.ts) and by the
 * MCP server, which builds the same issue links.
 */
import rootPackage from '../../package.json';

/** The docs repository: "Edit this page" links and reader issues go here. */
export const DOCS_REPOSITORY = 'https://github.com/NethermindEth/surge-docs';
/** Surge itself, linked from the navbar and footer. */
export const SOURCE_REPOSITORY = 'https://github.com/NethermindEth/surge';
/** The docs site's own version (package.json), named in every reader issue. */
export const SITE_VERSION: string = rootPackage.version;
