/**
 * "Open in…" beside "Copy page": plain links that open ChatGPT or Claude with
 * a prompt pointing at the page's Markdown copy, and the MCP server's install
 * command to copy. A <details> element, so it opens without JavaScript; nothing
 * is sent anywhere until the reader follows a link.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ASSISTANTS, assistantPrompt, mcpInstallCommand, mcpPackageUrl} from '@site/src/agents/handOff';
import {useSiteFields} from '@site/src/feedback/siteFields';
import styles from './styles.module.css';

export default function HandOffMenu({markdownHref}: {markdownHref: string}): ReactNode {
  const {siteUrl, baseUrl} = useSiteFields();
  const details = useRef<HTMLDetailsElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const prompt = assistantPrompt(`${siteUrl}${markdownHref}`);
  const command = mcpInstallCommand(mcpPackageUrl(siteUrl, baseUrl));
  // Escape closes the open menu and puts the focus back on its button, as a menu's does.
  useEffect(() => {
    const element = details.current;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !element?.open) return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    element?.addEventListener('keydown', closeOnEscape);
    return () => element?.removeEventListener('keydown', closeOnEscape);
  }, []);
  const copy = () =>
    navigator.clipboard.writeText(command).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  return (
    <details ref={details} className={styles.menu} data-hand-off>
      <summary className={styles.menuButton}>Open in…</summary>
      <div className={styles.menuPanel}>
        <ul>
          {ASSISTANTS.map((assistant) => (
            <li key={assistant.name}>
              <a href={assistant.url(prompt)} target="_blank" rel="noopener noreferrer">
                Open in {assistant.name}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.menuLabel}>
          Or give your agent these docs (<Link to="/docs/guides/ai-agents">MCP server</Link>):
        </p>
        <code className={styles.command}>{command}</code>
        <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void copy()}>
          {copied === 'copied' ? 'Copied' : 'Copy install command'}
        </button>
        <p role="status" className={copied === 'failed' ? styles.failure : styles.visuallyHidden}>
          {copied === 'copied' && 'Copied the install command.'}
          {copied === 'failed' && 'Could not copy: the browser blocked the clipboard. Select the command above and copy it.'}
        </p>
      </div>
    </details>
  );
}
