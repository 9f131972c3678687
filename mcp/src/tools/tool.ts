/**
 * What every tool module exports (a DocsTool: its name, title, description,
 * input schema and handler), and what the tools share: input limits, results,
 * the checks for input that is not text, and the docs pages they point to.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult, ToolAnnotations} from '@modelcontextprotocol/sdk/types.js';
import type {z} from 'zod';
import {describeText} from '../../../src/env/maskSecrets';
import type {DocsSite} from '../docsSite';

/** Input limits: larger inputs get a clear error instead of work. */
export const LIMITS = {
  queryChars: 500,
  pathChars: 2000,
  /** The .env checker itself reads at most 256 KB and says so; the log troubleshooter reads 1 MB. */
  textChars: 1024 * 1024,
  maxResults: 50,
  defaultResults: 10,
  /** report_docs_problem: what failed, in a sentence; details, as a reader's note on the site (longer details are cut). */
  summaryChars: 300,
  detailsChars: 20_000,
  /** report_docs_problem's doctor_report: diagnose_setup's JSON is a few KB; the link takes what fits. */
  doctorReportChars: 100_000,
} as const;

export const PATHS = {
  errors: '/docs/troubleshooting/error-codes',
  devnetIssues: '/docs/troubleshooting/common-devnet-issues',
  envChecker: '/docs/guides/running-surge/env-checker',
  logTroubleshooter: '/docs/troubleshooting/log-troubleshooter',
} as const;

/** A tool of the server; every tool only reads (the snapshot, or for diagnose_setup the nodes a .env names). */
export type DocsTool<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  title: string;
  description: string;
  inputSchema: Shape;
  /** The shape of the result's structured content, for tools that give one. */
  outputSchema?: z.ZodRawShape;
  /** Default: read-only, closed world (the snapshot only). */
  annotations?: ToolAnnotations;
  handler: (input: z.infer<z.ZodObject<Shape>>, site: DocsSite) => Promise<CallToolResult>;
};

/** A tool with its input's type checked against its schema. */
export function defineTool<Shape extends z.ZodRawShape>(tool: DocsTool<Shape>) {
  return {
    ...tool,
    register(server: McpServer, site: DocsSite): void {
      const {name, title, description, handler, outputSchema, annotations = {readOnlyHint: true, openWorldHint: false}} = tool;
      // Widened to any shape: the SDK's callback type is conditional on the shape, which TypeScript
      // cannot resolve for a generic one. The SDK parses the input with this very schema first.
      const inputSchema: z.ZodRawShape = tool.inputSchema;
      server.registerTool(name, {title, description, inputSchema, outputSchema, annotations}, (input) => handler(input as z.infer<z.ZodObject<Shape>>, site));
    },
  };
}

export function textResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}]};
}

export function errorResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

// eslint-disable-next-line no-control-regex -- control characters are what we look for
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text an agent can paste that is not text at all. */
export function binaryProblem(text: string, what: string): string | null {
  if (text.includes('\u0000')) return `The ${what} contains NUL bytes, so it is binary data, not text. Pass the text itself.`;
  if (text.includes('\ufffd')) return `The ${what} contains U+FFFD replacement characters: bytes that were not UTF-8. Pass the text as UTF-8.`;
  return null;
}

export function tooLarge(what: string, limit: number, hint: string): string {
  return `The ${what} is longer than ${limit.toLocaleString('en')} characters. ${hint}`;
}

/** The start of the answer when no page has the path or URL an agent passed: what was passed (control characters shown as ?), and near paths. */
export function noSuchPage(site: DocsSite, input: string): string[] {
  const near = site.nearPages(input);
  return [
    `No page of the Surge docs has the path or URL "${describeText(input.replace(new RegExp(CONTROL.source, 'g'), '?'), 120)}".`,
    ...(near.length > 0 ? [`Did you mean: ${near.map((item) => item.path).join(', ')}?`] : []),
  ];
}
