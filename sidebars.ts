/**
 * The single docs sidebar (spec: tutorialSidebar holds every doc page).
 * Order follows an operator's path: learn, deploy, run, troubleshoot.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'About',
      collapsed: false,
      link: {type: 'doc', id: 'about/index'},
      items: ['about/based-rollups', 'about/stage-2', 'about/nethermind', 'about/architecture', 'about/gigagas', 'glossary', 'corrections'],
    },
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      link: {type: 'doc', id: 'guides/index'},
      items: [
        'guides/deploy-on-surge',
        {
          type: 'category',
          label: 'Running Surge',
          link: {type: 'doc', id: 'guides/running-surge/index'},
          items: [
            'guides/running-surge/deploy-l1',
            'guides/running-surge/deploy-l2',
            'guides/running-surge/env-checker',
            'guides/running-surge/deploy-safe-infra',
            {
              type: 'category',
              label: 'Provers',
              link: {type: 'doc', id: 'guides/running-surge/provers/index'},
              items: [
                'guides/running-surge/provers/sgx-prover',
                'guides/running-surge/provers/sp1-and-risc0-provers',
                'guides/running-surge/provers/register-provers',
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Surge on Hoodi',
          link: {type: 'doc', id: 'guides/surge-on-hoodi/index'},
          items: ['guides/surge-on-hoodi/run-l1', 'guides/surge-on-hoodi/run-l2', 'guides/surge-on-hoodi/provers'],
        },
        'guides/ai-agents',
      ],
    },
    {
      type: 'category',
      label: 'Troubleshooting',
      collapsed: false,
      link: {type: 'doc', id: 'troubleshooting/index'},
      items: ['troubleshooting/common-devnet-issues', 'troubleshooting/log-troubleshooter', 'troubleshooting/error-codes'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
