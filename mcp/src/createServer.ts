/**
 * The docs MCP server: tools over a snapshot of the site (search, pages, error
 * codes, the .env checker, the node doctor, the log troubleshooter; one module each in tools/)
 * and every page as a Markdown resource. Each tool calls the site's own modules,
 * so the answers are the ones the web pages give. Tools never throw for bad
 * input: they answer with `isError: true` and a message that says what to do instead.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {docsSite, RESOURCE_SCHEME} from './docsSite';
import type {DocsSnapshot} from './snapshot';
import {DOCS_TOOLS} from './tools';

export {RESOURCE_SCHEME, searchEngineFor} from './docsSite';
export {LIMITS} from './tools/tool';

export const SERVER_NAME = 'surge-docs';
export const SERVER_VERSION = '0.1.0';

const INSTRUCTIONS =
  'Offline copy of the Surge documentation (docs.surge.wtf): Surge is a based rollup by Nethermind. ' +
  'Use search_docs to find sections, get_page to read a page in full, list_pages for the table of contents, ' +
  'lookup_error for revert data and error selectors, check_env for a simple-surge-node .env, diagnose_setup to run the docs’ checks against the nodes a .env names (read-only), and explain_log for log output. ' +
  'When a page is wrong or a command from it fails, report_docs_problem gives a prefilled GitHub issue link to show the user.';

export function createDocsServer(snapshot: DocsSnapshot): McpServer {
  const site = docsSite(snapshot);
  const server = new McpServer({name: SERVER_NAME, version: SERVER_VERSION, title: 'Surge documentation'}, {instructions: INSTRUCTIONS});
  for (const tool of DOCS_TOOLS) tool.register(server, site);
  // Every page as Markdown.
  for (const page of snapshot.pages) {
    const uri = `${RESOURCE_SCHEME}://${page.path.replace(/^\//, '')}`;
    server.registerResource(page.path, uri, {title: page.title, description: page.description ?? undefined, mimeType: 'text/markdown'}, async () => ({
      contents: [{uri, mimeType: 'text/markdown', text: page.markdown}],
    }));
  }
  return server;
}
