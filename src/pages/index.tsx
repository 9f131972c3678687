/** Landing page: what Surge is and the three ways readers usually start. */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeCards from './_components/HomeCards';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const llmsTxt = useBaseUrl('/llms.txt');
  return (
    <Layout title="Surge documentation" description="Run, deploy and troubleshoot Surge, Nethermind's based rollup on a modified Taiko stack.">
      {/* The landing page's Markdown counterpart is the index of every page's Markdown copy. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={llmsTxt} />
      </Head>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            Surge documentation
          </Heading>
          <p className={styles.subtitle}>
            Surge is a based rollup template by Nethermind: Ethereum's own block builders order its transactions, and a ZK and TEE multi-proof system secures
            it. These docs take you from the concepts to a running devnet, a node on the Hoodi test network, and the fix when something breaks.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/intro">
              Read the introduction
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/guides/running-surge">
              Run a devnet
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomeCards />
      </main>
    </Layout>
  );
}
