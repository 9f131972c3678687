/**
 * The log troubleshooter: paste output from the deployment scripts or a
 * container and each recognised line is explained and linked to its entry in
 * Common devnet issues; revert data is decoded and linked to the error. The
 * patterns, error data and decoder load when the reader first uses the box.
 */
import {type ReactNode, useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import type {LineGroup, RevertFinding} from '@site/src/logs/analyzeLog';
import {useModuleOnDemand} from '@site/src/hooks/useModuleOnDemand';
import {searchQueryForLine} from '@site/src/logs/searchQuery';
import styles from './styles.module.css';

type Engine = typeof import('@site/src/logs/logEngine');

const importEngine = (): Promise<Engine> => import('@site/src/logs/logEngine');

const ISSUES_PATH = '/docs/troubleshooting/common-devnet-issues';
const ERRORS_PATH = '/docs/troubleshooting/error-codes';

function lineNumbers(lines: number[]): string {
  const shown = lines.slice(0, 5).join(', ');
  return `${lines.length === 1 ? 'line' : `${lines.length}× on lines`} ${shown}${lines.length > 5 ? ', …' : ''}`;
}

function Revert({revert}: {revert: RevertFinding}): ReactNode {
  const {result} = revert;
  return (
    <div className={styles.revert}>
      <span>
        <code className={styles.hex}>{revert.text.length > 74 ? `${revert.text.slice(0, 74)}…` : revert.text}</code> decodes to{' '}
      </span>
      {result.matches.map((match, i) => (
        <span key={`${match.error.id}-${i}`}>
          {i > 0 && ' or '}
          <Link to={`${ERRORS_PATH}#${match.error.id}`}>
            <code>{match.error.signature}</code>
          </Link>
          {match.error.contract && ` (${match.error.contract})`}
          {match.args && match.args.length > 0 && `: ${match.args.map((arg) => `${arg.name || arg.type} = ${arg.value}`).join(', ')}`}
          {match.error.help && (
            <>
              {' '}
              — see <Link to={match.error.help.path}>{match.error.help.title}</Link>
            </>
          )}
        </span>
      ))}
      {result.matches.length > 1 && <span className={styles.note}> The selector alone does not tell which contract reverted.</span>}
    </div>
  );
}

function Recognised({group, titles}: {group: LineGroup; titles: Engine['DEVNET_ISSUES']}): ReactNode {
  const {pattern} = group;
  return (
    <li className={styles.item} data-entry={pattern?.entry ?? ''}>
      <code className={styles.line}>{group.text}</code>
      <span className={styles.meta}>
        {lineNumbers(group.lines)}
        {pattern && ` · ${pattern.source}`}
      </span>
      {pattern && (
        <p className={styles.explanation}>
          {pattern.explanation} <Link to={`${ISSUES_PATH}#${pattern.entry}`}>{titles[pattern.entry]}</Link>
        </p>
      )}
      {group.reverts.map((revert) => (
        <Revert key={revert.text} revert={revert} />
      ))}
    </li>
  );
}

/** A line the troubleshooter does not know, with a search for its telling words. */
function Unrecognised({group}: {group: {text: string; lines: number[]}}): ReactNode {
  const query = searchQueryForLine(group.text);
  return (
    <li className={styles.item}>
      <code className={styles.line}>{group.text}</code>
      <span className={styles.meta}>
        {lineNumbers(group.lines)}
        {query && (
          <>
            {' · '}
            <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the docs for “{query}”</Link>
          </>
        )}
      </span>
    </li>
  );
}

export default function LogTroubleshooter(): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const {module: engine, failed, load} = useModuleOnDemand(importEngine);

  const analysis = useMemo(() => (engine && submitted !== null ? engine.explainLog(submitted) : null), [engine, submitted]);

  const explain = (text: string) => {
    setSubmitted(text);
    load();
  };

  return (
    <div className={styles.troubleshooter}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          explain(draft);
        }}>
        <label htmlFor={`${id}-log`} className={styles.label}>
          Log output
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          For example the output of a deployment script, or of <code>docker logs --tail 200 &lt;container&gt;</code>. Up to 1 MB.
        </p>
        <textarea
          id={`${id}-log`}
          aria-describedby={`${id}-hint`}
          className={styles.input}
          rows={10}
          value={draft}
          spellCheck={false}
          autoComplete="off"
          onFocus={load}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Explain
        </button>
      </form>
      <div className={styles.result} aria-live="polite">
        {failed && <div className="alert alert--danger">The troubleshooter could not be loaded. Check your connection, then press Explain again.</div>}
        {submitted !== null && !analysis && !failed && <p>Loading the troubleshooter…</p>}
        {analysis?.problem && <div className="alert alert--warning">{analysis.problem}</div>}
        {analysis && !analysis.problem && engine && (
          <>
            <p className={styles.summary} role="status">
              {analysis.lineCount} lines: {analysis.recognised.length} recognised, {analysis.unrecognised.length + analysis.unrecognisedOmitted} not recognised
              (identical lines counted once).
            </p>
            {analysis.recognised.length > 0 && (
              <>
                <h3>Recognised lines</h3>
                <ul className={styles.list} aria-label="Recognised lines">
                  {analysis.recognised.map((group) => (
                    <Recognised key={group.text} group={group} titles={engine.DEVNET_ISSUES} />
                  ))}
                </ul>
              </>
            )}
            {analysis.unrecognised.length > 0 && (
              <>
                <h3>Lines not recognised</h3>
                <p className={styles.hint}>
                  The troubleshooter knows the messages that the <Link to={ISSUES_PATH}>Common devnet issues</Link> explain. For the others, search the docs for
                  the words that matter.
                </p>
                <ul className={styles.list} aria-label="Lines not recognised">
                  {analysis.unrecognised.map((group) => (
                    <Unrecognised key={group.text} group={group} />
                  ))}
                </ul>
                {analysis.unrecognisedOmitted > 0 && <p>…and {analysis.unrecognisedOmitted} more distinct lines not shown.</p>}
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
