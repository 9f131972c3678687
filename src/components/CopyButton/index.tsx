/**
 * A small button that copies a value (a selector, a signature) to the clipboard,
 * says "Copied" for a moment, and announces the outcome to screen readers.
 */
import {type ComponentProps, type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = Omit<ComponentProps<'button'>, 'onClick' | 'children' | 'value'> & {
  /** The text to copy. */
  value: string;
  /** Accessible name while idle; should start with "Copy". */
  label: string;
};

type CopyState = 'idle' | 'copied' | 'failed';

const FEEDBACK_MS = 2000;

export default function CopyButton({value, label, className, ...props}: Props): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    let next: CopyState = 'copied';
    try {
      // navigator.clipboard is missing outside secure contexts (plain http on a remote host).
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), next === 'failed' ? FEEDBACK_MS * 3 : FEEDBACK_MS);
  };

  return (
    <span className={styles.copy}>
      <button
        {...props}
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button, className)}
        aria-label={state === 'copied' ? `Copied ${value}` : label}
        onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className={state === 'failed' ? styles.failure : styles.visuallyHidden}>
        {state === 'copied' && `Copied ${value} to the clipboard.`}
        {state === 'failed' && 'Could not copy: the browser blocked the clipboard. Select the text and copy it by hand.'}
      </span>
    </span>
  );
}
