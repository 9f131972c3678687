/**
 * Every custom error of the protocol contracts (src/data/errorCodes.json), grouped
 * by contract with an anchor per error, a filter kept in the URL and copy buttons.
 */
import {type ReactNode, useId} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import CopyButton from '@site/src/components/CopyButton';
import HydrateLater from '@site/src/components/HydrateLater';
import {ERROR_CODES} from '@site/src/data/errorCodeData';
import type {ErrorCode} from '@site/src/data/errorCodeTypes';
import {ERROR_CODE_GROUPS, type ErrorCodeGroup as Group, groupTitle, rowRuns} from '../../errors/errorCodeGroups';
import {useFilteredErrors} from './useFilteredErrors';
import styles from './styles.module.css';

const GROUPS = ERROR_CODE_GROUPS;
/** Rows that hydrate in one turn: all 200-odd rows at once blocked the main thread for about 100 ms. */
const ROWS_PER_TURN = 8;

/** Lets long names wrap after underscores and between words of CamelCase on narrow screens. */
function withBreaks(text: string): ReactNode[] {
  return text.split(/(?<=_)|(?<=[a-z0-9])(?=[A-Z])/).flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]));
}

function ErrorCodeRow({error}: {error: ErrorCode}): ReactNode {
  const named = error.params.filter((param) => param.name);
  return (
    <tr id={error.id} className={styles.row}>
      <td>
        <code className={styles.signature}>{withBreaks(error.signature)}</code>
        <a className={styles.permalink} href={`#${error.id}`} aria-label={`Link to ${error.name} in ${error.contract ?? error.file}`}>
          #
        </a>
        {named.length > 0 && <div className={styles.detail}>Parameters: {named.map((param) => `${param.type} ${param.name}`).join(', ')}</div>}
        {error.help && (
          <div className={styles.detail}>
            What to do: <Link to={error.help.path}>{error.help.title}</Link>
          </div>
        )}
      </td>
      <td className={styles.selectorCell}>
        <code>{error.selector}</code>
        <CopyButton value={error.selector} label={`Copy selector of ${error.name}`} />
      </td>
    </tr>
  );
}

function ErrorCodeGroup({group}: {group: Group}): ReactNode {
  const title = groupTitle(group);
  return (
    <section className={styles.group} aria-labelledby={group.id}>
      <Heading as="h3" id={group.id}>
        {title}
      </Heading>
      <p className={styles.file}>
        Declared in <code>{group.file}</code>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Error</th>
              <th scope="col">Selector</th>
            </tr>
          </thead>
          {rowRuns(group.errors, ROWS_PER_TURN).map((run) => (
            <HydrateLater
              key={run[0]!.id}
              render={() => (
                <tbody>
                  {run.map((error) => (
                    <ErrorCodeRow key={error.id} error={error} />
                  ))}
                </tbody>
              )}
            />
          ))}
        </table>
      </div>
    </section>
  );
}

export default function ErrorCodeReference(): ReactNode {
  const inputId = useId();
  const {query, setQuery, filtered} = useFilteredErrors(ERROR_CODES);
  const visible = new Set(filtered.map((error) => error.id));
  const groups = GROUPS.map((group) => ({...group, errors: group.errors.filter((error) => visible.has(error.id))})).filter((group) => group.errors.length > 0);
  const total = ERROR_CODES.length;
  const summary = query.trim()
    ? `${filtered.length} of ${total} errors match, in ${groups.length} contract${groups.length === 1 ? '' : 's'}.`
    : `${total} errors in ${GROUPS.length} contracts.`;

  return (
    <div className={styles.reference}>
      <div className={styles.filterBar}>
        <label htmlFor={inputId} className={styles.filterLabel}>
          Filter errors
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.filterInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name, selector (0x…) or contract"
          autoComplete="off"
          spellCheck={false}
        />
        <p role="status" className={styles.summary}>
          {summary}
        </p>
      </div>
      {groups.length === 0 ? (
        <p className={styles.empty}>
          No error matches “{query.trim()}”. Check the spelling, or paste the revert data into the <a href="#decode">decoder</a> above.
        </p>
      ) : (
        groups.map((group) => <ErrorCodeGroup key={group.id} group={group} />)
      )}
    </div>
  );
}
