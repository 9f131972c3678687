/**
 * Addresses for handing a page to an AI assistant or agent: the MCP package
 * served with the site (scripts in mcp/scripts/publishToSite.ts put it there),
 * the command that installs and starts it, and links that open ChatGPT or
 * Claude with a prompt pointing at the page's Markdown copy.
 */

/** The package's file name at the site's root; a versioned copy sits beside it. */
export const MCP_TARBALL = 'surge-docs-mcp.tgz';
/** Its SHA-512 integrity (the `sha512-…` form npm writes in lockfiles), beside it. */
export const MCP_INTEGRITY_FILE = `${MCP_TARBALL}.sha512`;
export const MCP_PACKAGE_NAME = 'surge-docs-mcp';

export function versionedTarball(version: string): string {
  return `${MCP_PACKAGE_NAME}-${version}.tgz`;
}

/** `https://docs.surge.wtf` + `/docs-site/` → `https://docs.surge.wtf/docs-site/`. */
export function siteRoot(siteUrl: string, baseUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`;
}

/** Where this build serves the MCP package. */
export function mcpPackageUrl(siteUrl: string, baseUrl: string): string {
  return `${siteRoot(siteUrl, baseUrl)}${MCP_TARBALL}`;
}

/** The command that installs and starts the MCP server: a package URL, or the npm name once it is published. */
export function mcpInstallCommand(packageSpec: string): string {
  return `npx -y ${packageSpec}`;
}

export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (Surge docs) and answer my questions about it.`;
}

export type Assistant = {name: string; url: (prompt: string) => string};

/** Both take the prompt in `q` and wait for the reader to send it. */
export const ASSISTANTS: readonly Assistant[] = [
  {name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];
