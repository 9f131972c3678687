/** check_env: the site's .env checker, its findings as text, secrets never repeated. */
import {z} from 'zod';
import type {EnvChoices} from '../../../src/env/checkEnv';
import {CHECKS, type Finding} from '../../../src/env/checks';
import {checkText} from '../../../src/env/envTools';
import {isSecretKey} from '../../../src/env/maskSecrets';
import type {DocsSite} from '../docsSite';
import {defineTool, errorResult, LIMITS, PATHS, textResult, tooLarge} from './tool';

/** check_env lists this many findings of one check in full, then only their keys. */
const FINDINGS_PER_CHECK = 8;

/** The findings as lines: up to FINDINGS_PER_CHECK of each check in full, then one line with the keys of the rest. */
function findingLines(site: DocsSite, findings: Finding[], hide: (text: string) => string): string[] {
  const lines: string[] = [];
  const shownPerCheck = new Map<string, number>();
  const omitted = new Map<string, string[]>();
  for (const finding of findings) {
    const group = `${finding.severity}:${finding.check}`;
    const count = (shownPerCheck.get(group) ?? 0) + 1;
    shownPerCheck.set(group, count);
    if (count > FINDINGS_PER_CHECK) {
      omitted.set(group, [...(omitted.get(group) ?? []), finding.key ?? (finding.line ? `line ${finding.line}` : '?')]);
      continue;
    }
    const where = [finding.line ? `line ${finding.line}` : null, finding.key ?? null].filter(Boolean).join(', ');
    lines.push(`- [${finding.severity}] ${CHECKS[finding.check].title}${where ? ` (${where})` : ''}: ${hide(finding.message)}`);
    for (const link of finding.links) lines.push(`  See ${site.linkText(link)}`);
  }
  for (const [group, keys] of omitted) {
    const [severity, check] = group.split(':') as [string, keyof typeof CHECKS];
    lines.push(`- [${severity}] and ${keys.length} more "${CHECKS[check].title}" finding(s): ${keys.join(', ')}`);
  }
  return lines;
}

export const checkEnv = defineTool({
  name: 'check_env',
  title: 'Check a simple-surge-node .env',
  description:
    'Runs the docs’ .env checker on the text of a simple-surge-node .env file against the preset it derives from ' +
    '(devnet, hoodi or staging): missing, repeated, unknown and empty keys, values of the wrong kind, risky settings and known pitfalls. ' +
    'Returns each finding with its severity, line, key, message and links to the docs. Secret values (private keys, passwords) are never repeated.',
  inputSchema: {
    env_text: z
      .string()
      .max(LIMITS.textChars, tooLarge('.env text', LIMITS.textChars, 'A simple-surge-node .env is about 8 KB: pass the .env file alone.'))
      .describe('The content of the .env file.'),
    preset: z.enum(['devnet', 'hoodi', 'staging']).describe('The network preset the file derives from (.env.devnet, .env.hoodi or .env.staging).'),
    l1: z.enum(['local', 'remote']).optional().describe('Where the L1 node runs: "local" (this machine, default except staging) or "remote".'),
    provers: z.enum(['none', 'real']).optional().describe('Whether real provers (Raiko hosts) are part of the setup (default "none").'),
    relayers: z.boolean().optional().describe('Whether the bridge relayers and Bridge UI run (default true).'),
  },
  handler: async ({env_text: envText, preset, l1, provers, relayers}, site) => {
    const choices: EnvChoices = {
      network: preset,
      l1: l1 ?? (preset === 'staging' ? 'remote' : 'local'),
      provers: provers ?? 'none',
      relayers: relayers ?? true,
    };
    const report = checkText(envText, choices);
    const secrets = report.entries.filter((entry) => isSecretKey(entry.key) && entry.value.length >= 4).map((entry) => entry.value);
    const hide = (text: string) => secrets.reduce((result, secret) => result.split(secret).join('•••••• (hidden)'), text);
    const inputProblem = report.findings.find((finding) => finding.check.startsWith('input-'));
    if (inputProblem) return errorResult(`${CHECKS[inputProblem.check].title}: ${hide(inputProblem.message)}`);
    const {error, warning, info} = report.counts;
    const lines = [
      `Checked ${report.entries.length} key(s) against the ${preset} preset (L1 ${choices.l1}, provers ${choices.provers}, relayers ${choices.relayers ? 'on' : 'off'}): ` +
        `${error} error(s), ${warning} warning(s), ${info} note(s).`,
      '',
      ...findingLines(site, report.findings, hide),
    ];
    if (report.findings.length === 0) lines.push('No problems found.');
    lines.push('', `The same checker in the browser: ${site.fullUrl(PATHS.envChecker)}`);
    return textResult(lines.join('\n'));
  },
});
