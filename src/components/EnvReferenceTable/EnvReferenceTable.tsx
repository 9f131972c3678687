/**
 * One table of the `.env` reference in the Deploy L2 guide, rendered from the
 * generated presets (src/data/envPresets.json) and the key descriptions
 * (src/data/envKeys.ts), so the guide, the checker and the builder agree.
 * Every key gets an anchor (`#key-l1-endpoint-http`) the checker links to.
 */
import {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {ENV_SECTIONS, envKeyAnchor, type EnvSectionId} from '@site/src/data/envKeys';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import {referenceRows} from '../../env/referenceRows';
import styles from './styles.module.css';

function Keys({keys}: {keys: string[]}): ReactNode {
  const brokenLinks = useBrokenLinks();
  return keys.map((key, i) => {
    const id = envKeyAnchor(key);
    brokenLinks.collectAnchor(id);
    return (
      <span key={key}>
        {i > 0 && ', '}
        <code id={id} className={styles.key}>
          {key}
        </code>
      </span>
    );
  });
}

export default function EnvReferenceTable({section}: {section: EnvSectionId}): ReactNode {
  const {layout} = ENV_SECTIONS.find((candidate) => candidate.id === section)!;
  const rows = referenceRows(section);
  return (
    <table className={styles.table} data-env-section={section}>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">
            <code>.env.devnet</code>
            {layout === 'contracts' && ' preset'}
          </th>
          {layout === 'networks' && (
            <th scope="col">
              <code>.env.hoodi</code>
            </th>
          )}
          <th scope="col">{layout === 'contracts' ? 'Layer' : 'What it does'}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.keys[0]}>
            <td>
              <Keys keys={row.keys} />
            </td>
            <td>
              <InlineMarkdown source={row.devnet} />
            </td>
            {layout === 'networks' && (
              <td>
                <InlineMarkdown source={row.hoodi} />
              </td>
            )}
            <td>{layout === 'contracts' ? row.layer : <InlineMarkdown source={row.description} />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
