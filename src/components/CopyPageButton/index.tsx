/**
 * "Copy page" and "View as Markdown" for a doc: the button fetches the page's
 * Markdown copy (written at build by plugins/llms-txt) only when clicked;
 * "Open in…" hands the page to an assistant (./HandOffMenu).
 */
import {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {markdownUrl} from '@site/lib/content/markdownUrl';
import {copyPageMarkdown, type CopyOutcome} from './copyPageMarkdown';
import HandOffMenu from './HandOffMenu';
import styles from './styles.module.css';

type Props = {
  /** The doc's permalink, base URL included. */
  permalink: string;
};

type State = {status: 'idle' | 'copying'} | CopyOutcome;

const COPIED_MS = 2000;

export default function CopyPageButton({permalink}: Props): ReactNode {
  const href = markdownUrl(permalink);
  const [state, setState] = useState<State>({status: 'idle'});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    setState({status: 'copying'});
    const outcome = await copyPageMarkdown(href, {
      fetch: (url) => window.fetch(url),
      clipboard: navigator.clipboard,
      ClipboardItem: typeof ClipboardItem === 'undefined' ? undefined : ClipboardItem,
    });
    setState(outcome);
    if (outcome.status === 'copied') timer.current = window.setTimeout(() => setState({status: 'idle'}), COPIED_MS);
  };

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        disabled={state.status === 'copying'}
        onClick={() => void copy()}>
        {state.status === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      {/* A plain link: the router must not try to render the .md file as a page. */}
      <a className={styles.link} href={href} type="text/markdown">
        View as Markdown
      </a>
      <HandOffMenu markdownHref={href} />
      <p role="status" className={state.status === 'failed' ? styles.failure : styles.visuallyHidden}>
        {state.status === 'copied' && 'Copied this page as Markdown.'}
        {state.status === 'failed' && state.message}
      </p>
    </div>
  );
}
