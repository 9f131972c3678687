/**
 * "Open in…" beside "Copy page": plain links that open ChatGPT or Claude with
 * a prompt pointing at the page's Markdown copy, and the MCP server's install
 * command to copy. A <details> element, so it opens without JavaScript; nothing
 * is sent anywhere until the reader follows a link.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ASSISTANTS, assistantPrompt, mcpInstallCommand, mcpPackageUrl} from '@site/src/agents/handOff';
import {useSiteFields} from '@site/src/feedback/siteFields';
import styles from './styles.module.css';

export default function HandOffMenu({markdownHref}: {markdownHref: string}): ReactNode {
  const {siteUrl, baseUrl} = useSiteFields();
  const [copyLabel, setCopyLabel] = useState('Copy install command');
  const prompt = assistantPrompt(`${siteUrl}${markdownHref}`);
  const command = mcpInstallCommand(mcpPackageUrl(siteUrl, baseUrl));
  const copy = () =>
    navigator.clipboard.writeText(command).then(
      () => setCopyLabel('Copied'),
      () => setCopyLabel('The browser blocked copying: select the command'),
    );
  return (
    <details className={styles.menu} data-hand-off>
      <summary>Open in…</summary>
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
        <p>
          Or give your agent the <Link to="/docs/guides/ai-agents">MCP server</Link>:
        </p>
        <code>{command}</code>
        {/* The label says what happened; aria-live reads it out. */}
        <button type="button" className="button button--sm button--outline button--secondary" aria-live="polite" onClick={() => void copy()}>
          {copyLabel}
        </button>
      </div>
    </details>
  );
}
