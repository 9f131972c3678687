/**
 * Wraps the doc content to add "Copy page", "View as Markdown" and the
 * hand-off menu above the
 * title and a link to the Markdown copy in the head (only the main docs have
 * Markdown copies, not the test fixture docs), and marks doc pages as
 * articles for Open Graph. The article hydrates on its
 * own (src/components/HydrateLater), so the first hydration task builds
 * only the page's frame.
 */
import {useMemo, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useRouteContext from '@docusaurus/useRouteContext';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '@site/src/components/CopyPageButton';
import {markdownUrl} from '@site/lib/content/markdownUrl';
import HydrateLater from '@site/src/components/HydrateLater';
import {DocPageContext} from '@site/src/components/DocsFeedback/docPage';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {plugin} = useRouteContext();
  const {siteConfig} = useDocusaurusContext();
  // Code blocks read the page for their "This command failed" links.
  const page = useMemo(() => ({title: metadata.title, url: `${siteConfig.url}${metadata.permalink}`}), [metadata, siteConfig.url]);
  return (
    <>
      <Head>
        <meta property="og:type" content="article" />
        {plugin.id === 'default' && <link rel="alternate" type="text/markdown" href={markdownUrl(metadata.permalink)} />}
      </Head>
      {plugin.id === 'default' && <CopyPageButton permalink={metadata.permalink} />}
      {/* The article (one element) hydrates after the page's frame; its blocks then hydrate one by one. */}
      <DocPageContext.Provider value={page}>
        <HydrateLater render={() => <Content {...props} />} />
      </DocPageContext.Provider>
    </>
  );
}
