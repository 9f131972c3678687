/** explain_log: the site's log troubleshooter, each recognised line with its issue, fix and decoded reverts. */
import {z} from 'zod';
import {ERROR_CODES} from '../../../src/data/errorCodeData';
import {decodeRevertData} from '../../../src/errors/decodeRevertData';
import {describeText} from '../../../src/env/maskSecrets';
import {analyzeLog, type LineGroup} from '../../../src/logs/analyzeLog';
import {DEVNET_ISSUES} from '../../../src/logs/logEngine';
import {LOG_PATTERNS} from '../../../src/logs/logPatterns';
import type {DocsSite} from '../docsSite';
import {binaryProblem, defineTool, errorResult, LIMITS, PATHS, textResult, tooLarge} from './tool';

function lineNumbers(numbers: number[]): string {
  const shown = numbers.slice(0, 10).join(', ');
  return `line${numbers.length > 1 ? 's' : ''} ${shown}${numbers.length > 10 ? ` and ${numbers.length - 10} more` : ''}`;
}

function formatGroup(site: DocsSite, group: LineGroup): string[] {
  const lines = [`${lineNumbers(group.lines)}: ${group.text}`];
  if (group.pattern) {
    lines.push(`  Issue: ${DEVNET_ISSUES[group.pattern.entry]} (printed by ${group.pattern.source})`);
    lines.push(`  Explanation: ${group.pattern.explanation}`);
    lines.push(`  Details: ${site.fullUrl(`${PATHS.devnetIssues}#${group.pattern.entry}`)}`);
  }
  for (const revert of group.reverts) {
    for (const match of revert.result.matches) {
      const error = match.error;
      const args = match.args && match.args.length > 0 ? ` with ${match.args.map((arg) => `${arg.name || arg.type} = ${arg.value}`).join(', ')}` : '';
      lines.push(`  Revert ${describeText(revert.text, 80)}: ${error.signature}${error.contract ? ` in ${error.contract}` : ''}${args}`);
      if (match.panic) lines.push(`    Panic code ${match.panic.code}: ${match.panic.meaning ?? 'not a code the Solidity compiler emits'}`);
      if (error.help) lines.push(`    See "${error.help.title}": ${site.fullUrl(error.help.path)}`);
      lines.push(`    Error reference: ${site.fullUrl(`${PATHS.errors}#${error.id}`)}`);
    }
  }
  return lines;
}

export const explainLog = defineTool({
  name: 'explain_log',
  title: 'Explain Surge log output',
  description:
    'Runs the docs’ log troubleshooter on pasted log output of a Surge devnet or node (proposer, prover, driver, deploy scripts, Docker): ' +
    'for each recognised line, what it means and how to fix it, with a link to the troubleshooting entry; revert data and error names in the lines are decoded. ' +
    'Lists the lines it does not recognise. Secrets in the lines are masked.',
  inputSchema: {
    log_text: z
      .string()
      .max(
        LIMITS.textChars,
        tooLarge('log text', LIMITS.textChars, 'Filter the log first, e.g. with grep -iE "error|warn|revert", and pass the relevant lines.'),
      )
      .describe('Log lines, as printed by docker logs or the scripts.'),
  },
  handler: async ({log_text: logText}, site) => {
    const binary = binaryProblem(logText, 'log text');
    if (binary) return errorResult(binary);
    if (logText.trim() === '')
      return errorResult('The log text is empty. Pass the log lines to explain, e.g. the output of docker logs for the failing container.');
    const analysis = analyzeLog(logText, {patterns: LOG_PATTERNS, errors: ERROR_CODES, decode: decodeRevertData});
    if (analysis.problem) return errorResult(analysis.problem);
    const lines = [
      `${analysis.lineCount} line(s): ${analysis.recognised.length} recognised, ${analysis.unrecognised.length + analysis.unrecognisedOmitted} not recognised.`,
      '',
    ];
    for (const group of analysis.recognised) lines.push(...formatGroup(site, group), '');
    if (analysis.unrecognised.length > 0) {
      lines.push('Lines not recognised (search_docs may still help):');
      for (const group of analysis.unrecognised) lines.push(`- ${lineNumbers(group.lines)}: ${group.text}`);
      if (analysis.unrecognisedOmitted > 0) lines.push(`- and ${analysis.unrecognisedOmitted} more distinct line(s)`);
      lines.push('');
    }
    lines.push(`All known issues: ${site.fullUrl(PATHS.devnetIssues)}; the troubleshooter in the browser: ${site.fullUrl(PATHS.logTroubleshooter)}`);
    return textResult(lines.join('\n'));
  },
});
