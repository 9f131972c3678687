/**
 * Solidity's two built-in errors, Error(string) and Panic(uint256), and the
 * panic codes (src/data/panicCodes.ts), for the error-codes page.
 */
import type {ReactNode} from 'react';
import CopyButton from '@site/src/components/CopyButton';
import {PANIC_CODES} from '@site/src/data/panicCodes';
import {STANDARD_ERRORS} from '@site/src/data/standardErrors';
import styles from './styles.module.css';

/** Shows the `code` spans of a data string as code. */
function withCodeSpans(text: string): ReactNode[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

export default function StandardErrors(): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Error</th>
            <th scope="col">Selector</th>
            <th scope="col">Raised by</th>
          </tr>
        </thead>
        <tbody>
          {STANDARD_ERRORS.map((error) => (
            <tr key={error.id} id={error.id} className={styles.row}>
              <td>
                <code>{error.signature}</code>
              </td>
              <td className={styles.selectorCell}>
                <code>{error.selector}</code>
                <CopyButton value={error.selector} label={`Copy selector of ${error.signature}`} />
              </td>
              <td>{withCodeSpans(error.raisedBy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The panic codes solc emits, with what each one means. */
export function PanicCodeTable(): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {PANIC_CODES.map((panic) => (
            <tr key={panic.hex} id={`panic-${panic.hex}`} className={styles.row}>
              <td>
                <code>{panic.hex}</code>
              </td>
              <td>{panic.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
