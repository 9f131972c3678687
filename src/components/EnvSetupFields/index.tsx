/**
 * The setup questions the checker and the builder share: which preset, where
 * the L1 runs, whether real provers run, whether the relayers run. They decide
 * which values are required.
 */
import {type ReactNode, useId} from 'react';
import {summaryFor} from '@site/src/data/envPresetSummary';
import {NETWORKS, type Network} from '@site/src/data/envPresetTypes';
import type {EnvChoices} from '@site/src/env/checkEnv';
import styles from './styles.module.css';

const NETWORK_LABELS: Record<Network, string> = {devnet: 'Devnet', hoodi: 'Hoodi testnet', staging: 'Staging'};

type Props = {
  value: EnvChoices;
  onChange: (next: EnvChoices) => void;
  /** Shown as the fieldset's legend. */
  legend: string;
  children?: ReactNode;
};

function Radio({name, checked, label, onSelect}: {name: string; checked: boolean; label: string; onSelect: () => void}): ReactNode {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} checked={checked} onChange={onSelect} /> {label}
    </label>
  );
}

export default function EnvSetupFields({value, onChange, legend, children}: Props): ReactNode {
  const id = useId();
  const set = (patch: Partial<EnvChoices>) => onChange({...value, ...patch});
  return (
    <fieldset className={styles.fields}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.row}>
        <label htmlFor={`${id}-network`} className={styles.label}>
          Preset
        </label>
        <select id={`${id}-network`} value={value.network} onChange={(event) => set({network: event.target.value as Network})}>
          {NETWORKS.map((network) => (
            <option key={network} value={network}>
              {NETWORK_LABELS[network]} ({summaryFor(network).file})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row} role="radiogroup" aria-label="L1 node">
        <span className={styles.label}>L1 node</span>
        <Radio name={`${id}-l1`} checked={value.l1 === 'local'} label="on this machine" onSelect={() => set({l1: 'local'})} />
        <Radio name={`${id}-l1`} checked={value.l1 === 'remote'} label="on another machine or at a provider" onSelect={() => set({l1: 'remote'})} />
      </div>
      <div className={styles.row} role="radiogroup" aria-label="Provers">
        <span className={styles.label}>Provers</span>
        <Radio name={`${id}-provers`} checked={value.provers === 'none'} label="none yet" onSelect={() => set({provers: 'none'})} />
        <Radio name={`${id}-provers`} checked={value.provers === 'real'} label="real SGX and ZK provers (Raiko)" onSelect={() => set({provers: 'real'})} />
      </div>
      <div className={styles.row}>
        <label className={styles.choice}>
          <input type="checkbox" checked={value.relayers} onChange={(event) => set({relayers: event.target.checked})} /> Bridge relayers and Bridge UI
        </label>
      </div>
      {children}
    </fieldset>
  );
}
