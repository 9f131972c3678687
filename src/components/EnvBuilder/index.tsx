/**
 * The `.env` builder: a few choices turn a preset into a complete file, shown
 * as a diff against the preset (secrets masked) with Copy, Download and a
 * button that hands it to the checker. The builder checks its own output.
 */
import {type ReactNode, useEffect, useId, useMemo, useRef, useState} from 'react';
import clsx from 'clsx';
import EnvFindings, {countText} from '@site/src/components/EnvFindings';
import EnvSetupFields from '@site/src/components/EnvSetupFields';
import {summaryFor} from '@site/src/data/envPresetSummary';
import {defaultBuilderChoices, offersP2p, secretKeysOf, type BuilderChoices} from '@site/src/env/builderChoices';
import {openInChecker} from '@site/src/env/checkerEvents';
import type {EnvChoices} from '@site/src/env/checkEnv';
import {maskEnvLine} from '@site/src/env/maskSecrets';
import {useEnvTools} from '@site/src/env/useEnvTools';
import styles from './styles.module.css';

const URL_FIELDS = [
  ['http', 'L1_ENDPOINT_HTTP', 'L1 JSON-RPC URL'],
  ['ws', 'L1_ENDPOINT_WS', 'L1 WebSocket URL'],
  ['beacon', 'L1_BEACON_HTTP', 'L1 beacon API URL'],
] as const;

type CopyState = 'idle' | 'copied' | 'failed';

function TextField({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password';
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

// eslint-disable-next-line max-lines-per-function -- one form read top to bottom: its fields, the built file and its copy button share the choices; building the file is src/env/buildEnv.ts.
export default function EnvBuilder(): ReactNode {
  const [choices, setChoices] = useState<BuilderChoices>(() => defaultBuilderChoices('devnet'));
  const [built, setBuilt] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const {tools, failed, load} = useEnvTools();
  const pendingGenerate = useRef(false);
  const set = (patch: Partial<BuilderChoices>) => setChoices((current) => ({...current, ...patch}));

  const onSetupChange = (next: EnvChoices) => {
    // A new preset brings its own endpoints and keys; other choices carry over.
    if (next.network !== choices.network) setChoices({...defaultBuilderChoices(next.network), ...next, keys: {}});
    else set(next);
  };

  const generateKeys = () => {
    if (!tools) {
      pendingGenerate.current = true;
      load();
      return;
    }
    const keys = {...choices.keys};
    // The devnet runs on one account (the proposer wrapper accepts only the deployer's): one new key for every empty field.
    const devnetKey = choices.network === 'devnet' ? keys.PRIVATE_KEY?.trim() || tools.newPrivateKey() : null;
    for (const key of secretKeysOf(choices.network)) if (!keys[key]?.trim()) keys[key] = devnetKey ?? tools.newPrivateKey();
    set({keys});
  };
  useEffect(() => {
    if (tools && pendingGenerate.current) {
      pendingGenerate.current = false;
      generateKeys();
    }
  });

  const output = useMemo(() => (built && tools ? tools.buildOutput(choices) : null), [built, tools, choices]);

  const copyOutput = async () => {
    if (!output) return;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(output.text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const download = () => {
    if (!output) return;
    // A blob: URL lives in this tab only; nothing is uploaded.
    const url = URL.createObjectURL(new Blob([output.text], {type: 'text/plain'}));
    const link = document.createElement('a');
    link.href = url;
    link.download = '.env';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const problems = output?.report.findings.filter((finding) => finding.severity !== 'info') ?? [];
  const secretKeys = secretKeysOf(choices.network);
  const buildLabel = built ? 'Rebuild' : 'Build the .env';

  return (
    <div className={styles.builder}>
      <EnvSetupFields legend="Choices" value={choices} onChange={onSetupChange}>
        <div className={styles.row}>
          <label className={styles.choice}>
            <input type="checkbox" checked={choices.proposer} onChange={(event) => set({proposer: event.target.checked})} /> Proposer
          </label>
          {offersP2p(choices.network) && (
            <label className={styles.choice}>
              <input type="checkbox" checked={choices.p2p} onChange={(event) => set({p2p: event.target.checked})} /> P2P sync
            </label>
          )}
        </div>
      </EnvSetupFields>
      <fieldset className={styles.group}>
        <legend>L1 endpoints</legend>
        {URL_FIELDS.map(([field, key, label]) => (
          <TextField
            key={field}
            label={`${label} (${key})`}
            value={choices.l1Urls[field]}
            placeholder={field === 'ws' ? 'ws://…' : 'http://…'}
            onChange={(value) => set({l1Urls: {...choices.l1Urls, [field]: value}})}
          />
        ))}
      </fieldset>
      {choices.provers === 'real' && (
        <fieldset className={styles.group}>
          <legend>Raiko hosts</legend>
          <TextField
            label="SGX Raiko (SGX_RAIKO_HOST)"
            value={choices.raikoHosts.sgx}
            placeholder="http://192.0.2.20:8080"
            onChange={(sgx) => set({raikoHosts: {...choices.raikoHosts, sgx}})}
          />
          <TextField
            label="ZK Raiko (RAIKO_HOST_ZKVM)"
            value={choices.raikoHosts.zk}
            placeholder="http://192.0.2.21:8080"
            onChange={(zk) => set({raikoHosts: {...choices.raikoHosts, zk}})}
          />
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>Private keys</legend>
        <p className={styles.hint}>
          The site does not reproduce the presets' keys.{' '}
          {choices.network === 'devnet'
            ? 'On the devnet, paste the key from your .env.devnet: that account holds the devnet funds, and it must also propose and prove, since the proposer wrapper accepts no other. Empty proposer and prover keys take the deployer key. A generated key starts with no funds.'
            : 'Use keys of accounts you funded yourself, or generate new ones here and fund them.'}{' '}
          Keys are generated with your browser's random source and never leave this tab.
        </p>
        {secretKeys.map((key) => (
          <TextField key={key} label={key} type="password" value={choices.keys[key] ?? ''} onChange={(value) => set({keys: {...choices.keys, [key]: value}})} />
        ))}
        <button type="button" className="button button--sm button--secondary" onClick={generateKeys}>
          Generate keys for the empty fields
        </button>
      </fieldset>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          setBuilt(true);
          load();
        }}>
        {buildLabel}
      </button>
      <div className={styles.result} aria-live="polite">
        {failed && <div className="alert alert--danger">The builder could not be loaded. Check your connection, then press {buildLabel}.</div>}
        {built && !output && !failed && <p>Loading the builder…</p>}
        {output && (
          <>
            <p className={styles.summary} role="status">
              Self-check: {countText(output.report.counts)}.{' '}
              {output.report.counts.error === 0 ? 'The checker finds no errors in this file.' : 'Fill in the values below before you use the file.'}
            </p>
            <EnvFindings findings={problems} label="Builder self-check" />
            <h3 className={styles.diffTitle}>Changes against {summaryFor(choices.network).file}</h3>
            {output.hunks.length === 0 ? (
              <p>None: the file is the preset as shipped.</p>
            ) : (
              <pre className={styles.diff} aria-label={`Diff against ${summaryFor(choices.network).file}`}>
                {output.hunks.map((hunk) => (
                  <span key={`${hunk.oldStart}-${hunk.newStart}`} className={styles.hunk}>
                    <span className={styles.hunkHeader}>{`@@ line ${hunk.oldStart} → ${hunk.newStart} @@\n`}</span>
                    {hunk.lines.map((line, index) => (
                      <span key={index} className={clsx(line.type === 'add' && styles.added, line.type === 'remove' && styles.removed)}>
                        {`${line.type === 'add' ? '+' : line.type === 'remove' ? '-' : ' '} ${maskEnvLine(line.text)}\n`}
                      </span>
                    ))}
                  </span>
                ))}
              </pre>
            )}
            <div className={styles.actions}>
              <button type="button" className="button button--secondary" onClick={() => void copyOutput()}>
                Copy .env
              </button>
              <button type="button" className="button button--secondary" onClick={download}>
                Download .env
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() =>
                  openInChecker({text: output.text, choices: {network: choices.network, l1: choices.l1, provers: choices.provers, relayers: choices.relayers}})
                }>
                Open in the checker
              </button>
              <span role="status" className={styles.copyStatus}>
                {copy === 'copied' && 'Copied the .env to the clipboard.'}
                {copy === 'failed' && 'The browser blocked the clipboard: use Download instead.'}
              </span>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
