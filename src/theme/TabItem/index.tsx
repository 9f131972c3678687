/**
 * Wraps the theme's TabItem with its tab's label, shown only without
 * JavaScript: then every panel is shown (src/css/no-script.css), one after
 * another, and the label says which tab each one is.
 */
import type {ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <TabItem {...props}>
      <p className={styles.noScriptLabel}>{props.label ?? props.value}</p>
      {props.children}
    </TabItem>
  );
}
