import {describe, expect, test} from 'vitest';
import {ERROR_CODES} from '../../src/data/errorCodeData';
import {PANIC_CODES} from '../../src/data/panicCodes';
import {STANDARD_ERRORS} from '../../src/data/standardErrors';
import {COMPONENT_MARKDOWN, markdownTable} from './componentMarkdown';

const context = {pageUrl: 'https://docs.surge.wtf/docs/troubleshooting/error-codes'};

describe('markdownTable', () => {
  test('escapes pipes and joins lines so each cell stays one cell', () => {
    expect(markdownTable(['A', 'B'], [['x | y', 'one\ntwo']])).toBe('| A | B |\n| --- | --- |\n| x \\| y | one two |');
  });
});

describe('Markdown of the error-codes page components', () => {
  test('ErrorCodeReference lists every error with its selector, grouped by contract', () => {
    const markdown = COMPONENT_MARKDOWN.ErrorCodeReference!({}, context);
    for (const error of ERROR_CODES) {
      expect(markdown).toContain(`\`${error.signature}\``);
      expect(markdown).toContain(`\`${error.selector}\``);
    }
    expect(markdown).toContain(`### ${ERROR_CODES[0]!.contract}`);
    expect(markdown.match(/^### /gm)).toHaveLength(new Set(ERROR_CODES.map((error) => `${error.file}:${error.contract}`)).size);
  });

  test('ErrorCodeReference links the help section of errors the docs explain', () => {
    const helped = ERROR_CODES.find((error) => error.help)!;
    expect(COMPONENT_MARKDOWN.ErrorCodeReference!({}, context)).toContain(`What to do: [${helped.help!.title}](${helped.help!.path})`);
  });

  test('StandardErrors and PanicCodeTable hold the built-in errors and every panic code', () => {
    const standard = COMPONENT_MARKDOWN.StandardErrors!({}, context);
    for (const error of STANDARD_ERRORS) expect(standard).toContain(`| \`${error.signature}\` | \`${error.selector}\` |`);
    const panics = COMPONENT_MARKDOWN.PanicCodeTable!({}, context);
    for (const panic of PANIC_CODES) expect(panics).toContain(`| \`${panic.hex}\` | ${panic.meaning} |`);
  });

  test('RevertDecoder points at the interactive decoder on the page', () => {
    expect(COMPONENT_MARKDOWN.RevertDecoder!({}, context)).toContain(`${context.pageUrl}#decode`);
  });

  test('HoodiNetworkTable renders its table from the Hoodi data', () => {
    const markdown = COMPONENT_MARKDOWN.HoodiNetworkTable!({table: 'l1Contracts'}, context);
    expect(markdown.split('\n')[0]).toBe('| `.env` key | Contract | Address |');
    expect(markdown).toContain('| `TAIKO_INBOX` | Inbox: receives proposed batches and proofs, holds bonds | `0x624ec8F33DA83707f360D6d25136AA0741713BC4` |');
  });
});
