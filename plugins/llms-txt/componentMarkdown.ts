/**
 * Markdown for the MDX components the docs use that render data rather than
 * Markdown children (the error-codes page): the same data and the same words
 * as the page, as tables a reader or a language model can use without the page.
 */
import {ERROR_CODES} from '../../src/data/errorCodeData';
import {PANIC_CODES} from '../../src/data/panicCodes';
import {STANDARD_ERRORS} from '../../src/data/standardErrors';
import type {ErrorCode} from '../../src/data/errorCodeTypes';
import {ERROR_CODE_GROUPS, groupTitle} from '../../src/errors/errorCodeGroups';
import {ENV_SECTIONS, type EnvSectionId} from '../../src/data/envKeys';
import {referenceRows} from '../../src/env/referenceRows';
import {hoodiTable, type HoodiTableName} from '../../src/data/hoodiTable';
import type {ComponentRenderer} from './renderDocMarkdown';

/** The `.env` reference rows already hold inline Markdown (code spans and links). */
function envReferenceTable(section: EnvSectionId): string {
  const layout = ENV_SECTIONS.find((candidate) => candidate.id === section)?.layout;
  if (!layout) throw new Error(`EnvReferenceTable: unknown section "${section}".`);
  const rows = referenceRows(section);
  const keys = (row: (typeof rows)[number]) => row.keys.map(code).join(', ');
  if (layout === 'contracts')
    return markdownTable(
      ['Key', '.env.devnet preset', 'Layer'],
      rows.map((row) => [keys(row), row.devnet, row.layer ?? '']),
    );
  if (layout === 'networks') {
    return markdownTable(
      ['Key', '.env.devnet', '.env.hoodi', 'What it does'],
      rows.map((row) => [keys(row), row.devnet, row.hoodi, row.description]),
    );
  }
  return markdownTable(
    ['Key', '.env.devnet', 'What it does'],
    rows.map((row) => [keys(row), row.devnet, row.description]),
  );
}

/** Interactive tools have no Markdown form: say what the page offers and where. */
function toolOnPage(description: string): ComponentRenderer {
  return (_props, {pageUrl}) => `${description} It runs in the browser on the web page: ${pageUrl}`;
}

/** A GFM table; pipes and line breaks inside cells are escaped so a cell stays one cell. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map((cell) => cell.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

function code(text: string): string {
  return `\`${text}\``;
}

function errorCell(error: ErrorCode): string {
  const named = error.params.filter((param) => param.name);
  const parts = [code(error.signature)];
  if (named.length > 0) parts.push(`Parameters: ${named.map((param) => `${param.type} ${param.name}`).join(', ')}`);
  if (error.help) parts.push(`What to do: [${error.help.title}](${error.help.path})`);
  return parts.join(' — ');
}

export const COMPONENT_MARKDOWN: Readonly<Record<string, ComponentRenderer>> = {
  EnvReferenceTable: (props) => envReferenceTable(String(props.section) as EnvSectionId),
  // The cells are already inline Markdown.
  HoodiNetworkTable: (props) => {
    const {headers, rows} = hoodiTable(String(props.table) as HoodiTableName);
    return markdownTable(headers, rows);
  },
  EnvChecker: toolOnPage(
    'The .env checker reads a pasted .env file and lists missing, misspelled, malformed and risky values, each linked to the key it concerns.',
  ),
  EnvBuilder: toolOnPage(
    'The .env builder turns a few choices (network, local or remote L1, mock or real provers, optional services) into a complete .env, shown as a diff against its preset.',
  ),
  LogTroubleshooter: toolOnPage(
    'The log troubleshooter explains pasted log lines from the deployment scripts, docker compose, taiko-client, the Nethermind client and Raiko, and decodes revert data they contain.',
  ),
  RevertDecoder: (_props, {pageUrl}) =>
    `The web page of this reference has an interactive decoder: paste revert data at ${pageUrl}#decode to see the matching error and its decoded arguments. ` +
    'Without it, read the first 4 bytes of the revert data (the selector) and look them up in the tables below.',

  StandardErrors: () =>
    markdownTable(
      ['Error', 'Selector', 'Raised by'],
      STANDARD_ERRORS.map((error) => [code(error.signature), code(error.selector), error.raisedBy]),
    ),

  PanicCodeTable: () =>
    markdownTable(
      ['Code', 'Meaning'],
      PANIC_CODES.map((panic) => [code(panic.hex), panic.meaning]),
    ),

  ErrorCodeReference: () =>
    [
      `${ERROR_CODES.length} errors in ${ERROR_CODE_GROUPS.length} contracts.`,
      ...ERROR_CODE_GROUPS.map((group) =>
        [
          `### ${groupTitle(group)}`,
          `Declared in ${code(group.file)}`,
          markdownTable(
            ['Error', 'Selector'],
            group.errors.map((error) => [errorCell(error), code(error.selector)]),
          ),
        ].join('\n\n'),
      ),
    ].join('\n\n'),
};
