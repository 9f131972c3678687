/**
 * The landing page's link groups: start here, and source repositories. Each
 * group hydrates on its own (hydrateLater), after the page's frame, so the
 * first task of the landing page does not build its ten cards.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {hydrateLater} from '@site/src/components/HydrateLater/later';
import styles from './styles.module.css';

type HomeLink = {title: string; to: string; text: string};

const START_HERE: HomeLink[] = [
  {title: 'What is Surge', to: '/docs/intro', text: 'The based rollup template, who it is for, and what makes it different.'},
  {title: 'Run a Surge devnet', to: '/docs/guides/running-surge', text: 'L1, protocol, L2, Safe and provers on your own machines, step by step.'},
  {title: 'Join Surge on Hoodi', to: '/docs/guides/surge-on-hoodi', text: 'Run an L1 and an L2 node against the public test network.'},
  {title: 'Deploy a dapp', to: '/docs/guides/deploy-on-surge', text: 'Network details, wallet setup and your first contract on Surge.'},
  {title: 'Architecture', to: '/docs/about/architecture', text: 'Components and the proposing, proving and finality flows.'},
  {title: 'Troubleshooting', to: '/docs/troubleshooting', text: 'Symptoms, causes and fixes, and every protocol error code.'},
];

const SOURCE_REPOSITORIES: HomeLink[] = [
  {title: 'simple-surge-node', to: 'https://github.com/NethermindEth/simple-surge-node', text: 'Scripts that deploy the protocol and run the L2 stack.'},
  {title: 'surge-taiko-mono', to: 'https://github.com/NethermindEth/surge-taiko-mono', text: 'Protocol contracts, taiko-client, relayer and bridge UI.'},
  {title: 'surge-ethereum-package', to: 'https://github.com/NethermindEth/surge-ethereum-package', text: 'Kurtosis package for the L1 devnet.'},
  {title: 'Nethermind client', to: 'https://github.com/NethermindEth/nethermind', text: 'The execution client Surge runs on L1 and L2.'},
];

function LinkGrid({links}: {links: HomeLink[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {links.map((link) => (
        <li key={link.to} className={styles.card}>
          <Link to={link.to} className={styles.cardLink}>
            <span className={styles.cardTitle}>{link.title}</span>
            <span className={styles.cardText}>{link.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CardGroup({id, title, links}: {id: string; title: string; links: HomeLink[]}): ReactNode {
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      <LinkGrid links={links} />
    </section>
  );
}

const CardGroupLater = hydrateLater(CardGroup);

export default function HomeCards(): ReactNode {
  return (
    <>
      <CardGroupLater id="start-here" title="Start here" links={START_HERE} />
      <CardGroupLater id="source-repositories" title="Source repositories" links={SOURCE_REPOSITORIES} />
    </>
  );
}
