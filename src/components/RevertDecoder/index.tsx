/**
 * Paste revert data, see which error it is: selector matches, contracts and
 * decoded arguments. The decoder (and viem with it) is loaded only when the
 * reader starts to use the box, never with the page.
 */
import {type FormEvent, type ReactNode, useId, useMemo, useState} from 'react';
import Link from '@docusaurus/Link';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import {useModuleOnDemand} from '@site/src/hooks/useModuleOnDemand';
import type {DecodeResult, RevertMatch} from '../../errors/decodeRevertData';
import styles from './styles.module.css';

const importDecoder = () => import('../../errors/decodeRevertData');

function MatchView({match}: {match: RevertMatch}): ReactNode {
  const {error} = match;
  return (
    <li className={styles.match}>
      <p className={styles.matchTitle}>
        <code>{error.signature}</code>{' '}
        {error.contract ? (
          <>
            in <a href={`#${error.id}`}>{error.contract}</a>
          </>
        ) : (
          <>
            (<a href={`#${error.id}`}>built-in Solidity error</a>)
          </>
        )}
      </p>
      {error.file && (
        <p className={styles.meta}>
          Declared in <code>{error.file}</code>
        </p>
      )}
      {match.args && match.args.length > 0 && (
        <table className={styles.args}>
          <caption className={styles.caption}>Arguments</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {match.args.map((arg, i) => (
              <tr key={i}>
                <td>{arg.name || `#${i + 1}`}</td>
                <td>
                  <code>{arg.type}</code>
                </td>
                <td>
                  <code className={styles.value}>{arg.value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {match.panic && (
        <p>
          Panic code <code>{match.panic.code}</code>: {match.panic.meaning ?? 'not a code the Solidity compiler emits; the contract raised it itself.'}
        </p>
      )}
      {error.help && (
        <p>
          What to do: <Link to={error.help.path}>{error.help.title}</Link>
        </p>
      )}
      {match.inner && (
        <div className={styles.inner}>
          <p className={styles.meta}>The wrapped revert data of the inner call:</p>
          <ResultView result={match.inner} />
        </div>
      )}
    </li>
  );
}

function ResultView({result}: {result: DecodeResult}): ReactNode {
  const count = result.matches.length;
  return (
    <>
      {count > 0 && (
        <p>
          Selector <code>{result.selector}</code> matches {count === 1 ? 'this error' : `${count} declarations`}:
        </p>
      )}
      {count > 0 && (
        <ul className={styles.matches}>
          {result.matches.map((match, i) => (
            <MatchView key={`${match.error.id}-${i}`} match={match} />
          ))}
        </ul>
      )}
      {result.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {result.problem && (
        <div className="alert alert--warning" data-problem={result.problem.kind}>
          {result.problem.message}
        </div>
      )}
    </>
  );
}

export default function RevertDecoder(): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const {module: decoder, failed: loadFailed, load} = useModuleOnDemand(importDecoder);

  const wanted = submitted || input.trim() !== '';
  const result = useMemo(() => (decoder && wanted ? decoder.decodeRevertData(input, ERROR_CODES) : null), [decoder, input, wanted]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    load();
  };

  return (
    <div className={styles.decoder}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Revert data
        </label>
        <p id={hintId} className={styles.hint}>
          A selector such as <code>0x08c379a0</code>, or the full data; with or without <code>0x</code>. Spaces and line breaks are ignored.
        </p>
        <textarea
          id={inputId}
          aria-describedby={hintId}
          className={styles.input}
          rows={3}
          value={input}
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
          onFocus={load}
          onChange={(event) => {
            setInput(event.target.value);
            load();
          }}
        />
        <button type="submit" className="button button--primary button--sm">
          Decode
        </button>
      </form>
      <div className={styles.result} aria-live="polite">
        {loadFailed && <div className="alert alert--danger">The decoder could not be loaded. Check your connection, then press Decode again.</div>}
        {!loadFailed && wanted && !decoder && <p>Loading the decoder…</p>}
        {result && <ResultView result={result} />}
      </div>
    </div>
  );
}
