/**
 * Shown while a lazily loaded page module arrives (spinner) or when it fails
 * (error text + Retry). Ejected from core's fallback, whose fixed colours and
 * unlabelled spinner fail contrast and screen-reader checks in dark mode.
 */
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--danger" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>Loading…</span>
      </div>
    );
  }
  return null;
}
