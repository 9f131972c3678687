/**
 * Checks a pasted `.env` against the simple-surge-node preset it derives from
 * and the reader's choices: missing, repeated, unknown and empty keys, values of
 * the wrong kind, risky settings and the release's own pitfalls. Each check is a
 * rule in rules/ (the table is rules/index.ts). Pure: the EIP-55 test and
 * key-to-address derivation (viem) are passed in.
 */
import {SEVERITY_ORDER, type Finding, type Severity} from './checks';
import {parseEnvText, type EnvEntry} from './parseEnvText';
import {ENV_RULES, readPaste, type CheckTools, type EnvChoices} from './rules';

export type {CheckTools, EnvChoices} from './rules';

export type EnvReport = {
  findings: Finding[];
  /** Every key line of the paste, in order. */
  entries: EnvEntry[];
  counts: Record<Severity, number>;
};

export function checkEnv(text: string, choices: EnvChoices, tools: CheckTools): EnvReport {
  const parsed = parseEnvText(text);
  const findings: Finding[] = [...parsed.findings];
  if (parsed.entries.length > 0) {
    const paste = readPaste(parsed.entries, choices, tools);
    for (const rule of ENV_RULES) findings.push(...rule.find(paste));
  }
  // Errors first, then by line; the sort is stable, so ties keep the rules' order.
  findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.line ?? 0) - (b.line ?? 0));
  const counts = {error: 0, warning: 0, info: 0};
  for (const item of findings) counts[item.severity] += 1;
  return {findings, entries: parsed.entries, counts};
}
