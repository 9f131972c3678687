/**
 * The `.env` checker: paste or drop a file, pick the preset and setup, and get
 * one line per finding. Everything runs in this tab; the check engine, the full
 * presets and viem load when the reader first focuses the box or checks. Secret
 * values stay masked.
 */
import {type DragEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import EnvFindings, {countText} from '@site/src/components/EnvFindings';
import EnvSetupFields from '@site/src/components/EnvSetupFields';
import {PRESET_SUMMARY, summaryFor} from '@site/src/data/envPresetSummary';
import type {EnvChoices} from '@site/src/env/checkEnv';
import {useOpenInChecker, type OpenInCheckerDetail} from '@site/src/env/checkerEvents';
import {maskValue} from '@site/src/env/maskSecrets';
import {describeTooLarge, MAX_INPUT_CHARS} from '@site/src/env/parseEnvText';
import {useEnvTools} from '@site/src/env/useEnvTools';
import styles from './styles.module.css';

const DEFAULT_CHOICES: EnvChoices = {network: 'devnet', l1: 'local', provers: 'none', relayers: true};

/** What the checker has been given: text, or a file too big to read. */
type Input = {text: string; origin: string} | {tooLarge: number; origin: string};

function sizeText(chars: number): string {
  return chars < 1024 ? `${chars} characters` : `${Math.round(chars / 1024)} KB`;
}

/** A key of the paste, linked to its row in the reference when a preset has it. */
function KeyName({name, href}: {name: string; href: string | null}): ReactNode {
  return href ? (
    <Link to={href}>
      <code>{name}</code>
    </Link>
  ) : (
    <code>{name}</code>
  );
}

// eslint-disable-next-line max-lines-per-function -- one form read top to bottom: the paste, drop and file inputs, the setup choices and the report share its state; the checking itself is src/env (checkEnv.ts and rules/).
export default function EnvChecker(): ReactNode {
  const id = useId();
  const [choices, setChoices] = useState<EnvChoices>(DEFAULT_CHOICES);
  const [draft, setDraft] = useState('');
  const [input, setInput] = useState<Input | null>(null);
  const [editing, setEditing] = useState(true);
  const [dragging, setDragging] = useState(false);
  const {tools, failed, load} = useEnvTools();
  const section = useRef<HTMLDivElement>(null);

  const check = useCallback(
    (text: string, origin: string) => {
      setInput({text, origin});
      setEditing(false);
      load();
    },
    [load],
  );

  useOpenInChecker(
    useCallback(
      (detail: OpenInCheckerDetail) => {
        setChoices(detail.choices);
        setDraft(detail.text);
        check(detail.text, 'the builder below');
        section.current?.scrollIntoView({block: 'start'});
      },
      [check],
    ),
  );

  const readFile = (file: File) => {
    if (file.size > MAX_INPUT_CHARS) {
      setInput({tooLarge: file.size, origin: `the file ${file.name}`});
      setEditing(false);
      return;
    }
    file.arrayBuffer().then(
      (buffer) => {
        // Bytes that are not UTF-8 become U+FFFD, which the checker reports by line.
        const text = new TextDecoder('utf-8').decode(buffer);
        setDraft(text);
        check(text, `the file ${file.name}`);
      },
      () => setInput({text: '', origin: `the file ${file.name} (it could not be read)`}),
    );
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) readFile(file);
  };

  const report = useMemo(() => (tools && input && 'text' in input ? tools.checkText(input.text, choices) : null), [tools, input, choices]);
  const preset = summaryFor(choices.network);

  return (
    <div className={styles.checker} ref={section}>
      <EnvSetupFields legend="Your setup" value={choices} onChange={setChoices} />
      <div className="alert alert--warning" role="note">
        <strong>Your .env holds private keys.</strong> The checker works only inside this browser tab: what you paste or drop is not uploaded, stored or logged.
        On screen, private keys and passwords are masked. If you prefer, paste a copy without the <code>PRIVATE_KEY</code> lines: the checker then reports them
        as missing or empty.
      </div>
      {editing ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            check(draft, 'the text you pasted');
          }}>
          <label htmlFor={`${id}-text`} className={styles.label}>
            .env contents
          </label>
          <textarea
            id={`${id}-text`}
            className={clsx(styles.input, dragging && styles.dragging)}
            rows={8}
            value={draft}
            spellCheck={false}
            autoComplete="off"
            placeholder="Paste your .env here, or drop the file on this box."
            onChange={(event) => setDraft(event.target.value)}
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text');
              if (pasted && draft.trim() === '') {
                event.preventDefault();
                setDraft(pasted);
                check(pasted, 'the text you pasted');
              }
            }}
            onFocus={load}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          />
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              Check
            </button>
            <label className={clsx('button button--secondary', styles.fileButton)}>
              Choose a file…
              <input
                type="file"
                className={styles.fileInput}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) readFile(file);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
        </form>
      ) : (
        <div className={styles.collapsed}>
          <span>
            {input && 'text' in input
              ? `Checking ${input.text.split('\n').length} lines (${sizeText(input.text.length)}) from ${input.origin}. The text is hidden so that no key shows on screen.`
              : `Not checking ${input?.origin}.`}
          </span>
          <button type="button" className="button button--sm button--secondary" onClick={() => setEditing(true)}>
            Edit the text
          </button>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => {
              setDraft('');
              setInput(null);
              setEditing(true);
            }}>
            Clear
          </button>
        </div>
      )}
      <div className={styles.result} aria-live="polite">
        {failed && <div className="alert alert--danger">The checker could not be loaded. Check your connection, then press Check again.</div>}
        {input && 'tooLarge' in input && (
          <div className="alert alert--danger" data-check="input-too-large">
            {describeTooLarge(input.tooLarge)}
          </div>
        )}
        {input && 'text' in input && !report && !failed && <p>Loading the checker…</p>}
        {report && (
          <>
            <p className={styles.summary} role="status">
              {countText(report.counts)}, checked against {preset.file} of simple-surge-node {PRESET_SUMMARY.release}.
              {report.counts.error === 0 && report.counts.warning === 0 && ' Nothing to fix.'}
            </p>
            <EnvFindings findings={report.findings} label="Findings" />
            {report.entries.length > 0 && (
              <details className={styles.keys}>
                <summary>Keys and values read ({report.entries.length} lines)</summary>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col">Key</th>
                      <th scope="col">Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.entries.map((entry) => (
                      <tr key={`${entry.key}-${entry.line}`}>
                        <td>{entry.line}</td>
                        <td>
                          <KeyName name={entry.key} href={tools?.keyReferenceHref(entry.key) ?? null} />
                        </td>
                        <td>
                          <code className={styles.value}>{maskValue(entry.key, entry.value) || '(empty)'}</code>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            )}
          </>
        )}
      </div>
    </div>
  );
}
