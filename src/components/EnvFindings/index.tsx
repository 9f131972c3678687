/**
 * The findings of the `.env` checker: a count by severity, then one line per
 * finding with its line number and links to the guide or troubleshooting entry.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {Finding, Severity} from '@site/src/env/checks';
import styles from './styles.module.css';

const LABELS: Record<Severity, [one: string, many: string]> = {
  error: ['error', 'errors'],
  warning: ['warning', 'warnings'],
  info: ['note', 'notes'],
};

const BADGES: Record<Severity, string> = {error: 'badge--danger', warning: 'badge--warning', info: 'badge--secondary'};

export function countText(counts: Record<Severity, number>): string {
  return (Object.keys(LABELS) as Severity[]).map((severity) => `${counts[severity]} ${LABELS[severity][counts[severity] === 1 ? 0 : 1]}`).join(', ');
}

type Props = {findings: Finding[]; label: string};

export default function EnvFindings({findings, label}: Props): ReactNode {
  if (findings.length === 0) return null;
  return (
    <ul className={styles.findings} aria-label={label}>
      {findings.map((finding, index) => (
        <li
          key={index}
          className={clsx(styles.finding, styles[finding.severity])}
          data-check={finding.check}
          data-severity={finding.severity}
          data-key={finding.key}>
          <span className={clsx('badge', BADGES[finding.severity], styles.badge)}>{LABELS[finding.severity][0]}</span>
          {finding.line !== undefined && <span className={styles.line}>line {finding.line}</span>}
          <span className={styles.message}>{finding.message}</span>
          {finding.links.length > 0 && (
            <span className={styles.links}>
              {finding.links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
