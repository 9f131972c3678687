/**
 * One table of Hoodi test-network facts (chains, public endpoints, contract
 * addresses), rendered from src/data/hoodiNetwork.json so the pages, the
 * Markdown copies and the `{{hoodi.…}}` tokens show the same values.
 */
import {type ReactNode} from 'react';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {hoodiTable, type HoodiTableName} from '../../data/hoodiTable';
import styles from './styles.module.css';

export default function HoodiNetworkTable({table}: {table: HoodiTableName}): ReactNode {
  const {headers, rows} = hoodiTable(table);
  // Focusable like the Markdown tables (src/theme/MDXComponents): wide tables scroll sideways.
  return (
    <table className={styles.table} data-hoodi-table={table} tabIndex={0}>
      <thead>
        <tr>
          {headers.map((header, i) => (
            <th key={i} scope="col">
              <InlineMarkdown source={header} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first = '', ...cells], i) => (
          <tr key={i}>
            <th scope="row">
              <InlineMarkdown source={first} />
            </th>
            {cells.map((cell, j) => (
              <td key={j}>
                <InlineMarkdown source={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
