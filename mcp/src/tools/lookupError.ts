/** lookup_error: a selector, an error name or full revert data, as the error codes reference explains it. */
import {z} from 'zod';
import {ERROR_CODES} from '../../../src/data/errorCodeData';
import {STANDARD_ERRORS} from '../../../src/data/standardErrors';
import {decodeRevertData, type DecodeResult, type KnownError, type RevertMatch} from '../../../src/errors/decodeRevertData';
import {describeText} from '../../../src/env/maskSecrets';
import type {DocsSite} from '../docsSite';
import {binaryProblem, defineTool, errorResult, LIMITS, PATHS, textResult, tooLarge} from './tool';

function formatError(site: DocsSite, error: KnownError, match: RevertMatch | null): string[] {
  const standard = STANDARD_ERRORS.find((item) => item.selector === error.selector && item.name === error.name);
  const lines = [
    `Error: ${error.name}`,
    `Contract: ${error.contract ?? (standard ? 'any (Solidity built-in error)' : `none (file-level error in ${error.file ?? 'an unknown file'})`)}`,
    `Signature: ${error.signature}`,
    `Selector: ${error.selector}`,
  ];
  if (error.file) lines.push(`Declared in: packages/protocol/${error.file}`);
  if (standard) lines.push(`Meaning: raised by ${standard.raisedBy}`);
  else if (error.help) lines.push(`Meaning: explained in "${error.help.title}": ${site.fullUrl(error.help.path)}`);
  else lines.push('Meaning: the docs list this error but do not explain it further; its name and contract are the best hint.');
  lines.push(`Docs: ${site.fullUrl(`${PATHS.errors}#${error.id}`)}`);
  if (match?.args && match.args.length > 0) {
    lines.push('Arguments:', ...match.args.map((arg) => `  ${arg.name || '(unnamed)'} (${arg.type}) = ${arg.value}`));
  }
  if (match?.panic) lines.push(`Panic code ${match.panic.code}: ${match.panic.meaning ?? 'not a code the Solidity compiler emits'}`);
  if (match?.inner) lines.push('Wrapped revert data:', ...decodeLines(site, match.inner).map((line) => `  ${line}`));
  return lines;
}

function decodeLines(site: DocsSite, result: DecodeResult): string[] {
  const lines: string[] = [];
  if (result.matches.length > 1) lines.push(`${result.matches.length} declarations share the selector ${result.selector}:`, '');
  for (const match of result.matches) lines.push(...formatError(site, match.error, match), '');
  if (result.problem) lines.push(`Problem: ${result.problem.message}`);
  for (const note of result.notes) lines.push(`Note: ${note}`);
  return lines;
}

function decodeAnswer(site: DocsSite, hex: string) {
  const result = decodeRevertData(hex, ERROR_CODES);
  const text = decodeLines(site, result).join('\n').trim();
  if (result.matches.length === 0) {
    return errorResult(`${text || `Could not decode "${describeText(hex)}".`}\nThe error codes reference: ${site.fullUrl(PATHS.errors)}`);
  }
  return textResult(text);
}

/** The declarations named `name`, exactly or else ignoring case. */
function declarationsNamed(name: string, known: readonly KnownError[]): KnownError[] {
  const exact = known.filter((error) => error.name === name);
  return exact.length > 0 ? exact : known.filter((error) => error.name.toLowerCase() === name.toLowerCase());
}

function nameAnswer(site: DocsSite, name: string) {
  const known: readonly KnownError[] = [...STANDARD_ERRORS, ...ERROR_CODES];
  const found = declarationsNamed(name, known);
  if (found.length === 0) {
    const similar = [...new Set(known.filter((error) => error.name.toLowerCase().includes(name.toLowerCase())).map((error) => error.name))].slice(0, 10);
    return errorResult(
      `No Surge protocol error is named "${name}".${similar.length > 0 ? ` Names that contain it: ${similar.join(', ')}.` : ''} ` +
        `The list of all ${new Set(ERROR_CODES.map((error) => error.name)).size} error names is at ${site.fullUrl(PATHS.errors)}; search_docs also finds them.`,
    );
  }
  const lines = [`${found.length} declaration(s) named ${found[0]!.name}:`, ''];
  for (const error of found) lines.push(...formatError(site, error, null), '');
  const selectors = new Set(found.map((error) => error.selector));
  const sharing = ERROR_CODES.filter((error) => selectors.has(error.selector) && !found.includes(error));
  if (sharing.length > 0)
    lines.push(`Other declarations share the selector: ${sharing.map((error) => `${error.contract ?? error.file}.${error.name}`).join(', ')}.`);
  return textResult(lines.join('\n').trimEnd());
}

export const lookupError = defineTool({
  name: 'lookup_error',
  title: 'Look up a Surge protocol error',
  description:
    'Identifies a Solidity revert from the Surge protocol contracts: pass a 4-byte selector ("0xe92c469f"), an error name ' +
    '("InsufficientBond" or "InsufficientBond()"), or full revert data (selector plus ABI-encoded arguments, e.g. from eth_call or cast). ' +
    'Returns the declaring contract, signature, selector, what the docs say about it, its docs URL and, for revert data, the decoded arguments. ' +
    'Also knows Error(string) and Panic(uint256).',
  inputSchema: {
    query: z
      .string()
      .max(LIMITS.textChars, tooLarge('query', LIMITS.textChars, 'Pass the revert data or error name alone.'))
      .describe('A selector (0x + 8 hex digits), an error name, or full revert data in hex.'),
  },
  handler: async ({query}, site) => {
    const binary = binaryProblem(query, 'query');
    if (binary) return errorResult(binary);
    const text = query.trim().replace(/^["'`]|["'`]$/g, '');
    if (text === '') return errorResult('The query is empty. Pass a selector such as 0xe92c469f, an error name such as InsufficientBond, or full revert data.');
    const compact = text.replace(/\s+/g, '');
    if (/^(0x)?[0-9a-f]+$/i.test(compact) && (compact.startsWith('0x') || compact.length >= 8)) return decodeAnswer(site, compact);
    const name = /^([A-Za-z_$][\w$]*)\s*(\(.*\))?$/.exec(text)?.[1];
    if (!name) {
      return errorResult(
        `"${describeText(text)}" is neither hex revert data nor an error name. Pass a selector such as 0xe92c469f, an error name such as InsufficientBond, or the full revert data.`,
      );
    }
    return nameAnswer(site, name);
  },
});
