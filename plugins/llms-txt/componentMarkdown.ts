/**
 * Markdown for the MDX components the docs use that render data rather than
 * Markdown children (the error-codes page): the same data and the same words
 * as the page, as tables a reader or a language model can use without the page.
 */
import {ERROR_CODES} from '../../src/data/errorCodeData';
import {PANIC_CODES} from '../../src/data/panicCodes';
import {STANDARD_ERRORS} from '../../src/data/standardErrors';
import type {ErrorCode} from '../../src/data/errorCodeTypes';
import {ERROR_CODE_GROUPS, groupTitle} from '../../src/components/ErrorCodeReference/errorCodeGroups';
import type {ComponentRenderer} from './renderDocMarkdown';

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
