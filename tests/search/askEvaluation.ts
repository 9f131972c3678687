/**
 * The Ask-AI evaluation set: questions as operators ask them (symptoms, log lines pasted
 * as they are, "how do I …", values), each with the fact the answer's FIRST sentence must
 * state and the page the answer must cite (site path without the base URL or #anchor).
 * Written from the docs, not from the answering code; the facts are short patterns so
 * that a rewording of the docs that keeps the fact still passes.
 */
/** `page` lists several pages only where the docs state the fact in each on purpose. */
export type AskCase = {question: string; fact: RegExp; page: string | readonly string[]};

export const ASK_EVALUATION: readonly AskCase[] = [
  // Errors pasted from logs or explorers.
  {question: 'my proposer logs NotAuthorized on hoodi, why?', fact: /authori[sz]/i, page: '/docs/guides/surge-on-hoodi/run-l2'},
  {question: 'execution reverted: NotAuthorized()', fact: /authori[sz]/i, page: '/docs/guides/surge-on-hoodi/run-l2'},
  {
    question: 'proposeBatch reverts with ProposeWithProofModeEnabled, what does that mean?',
    fact: /proposeWithProof/,
    page: '/docs/troubleshooting/common-devnet-issues',
  },
  {
    question: 'timelock execute fails with VerificationStreakDisrupted',
    fact: /streak/i,
    page: '/docs/troubleshooting/common-devnet-issues',
  },
  {question: 'what is error 0xea8e4eb5?', fact: /NotAuthorized/, page: '/docs/guides/surge-on-hoodi/run-l2'},
  {
    question: 'SGX RETH MR_ENCLAVE is not set',
    fact: /guest_data/,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  },
  {
    question: 'Surge L1 deployment is already running (deploy_l1.lock exists)',
    fact: /lock/i,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/deploy-l2'],
  },
  {question: 'logs keep printing PROPOSER IS DISABLED', fact: /ENABLE_PROPOSER/, page: '/docs/troubleshooting/common-devnet-issues'},
  {question: 'bash: kurtosis: command not found', fact: /install|kurtosis/i, page: '/docs/troubleshooting/common-devnet-issues'},

  // Symptoms.
  {
    question: 'why does docker compose say port 8547 is already allocated?',
    fact: /L2 Nethermind JSON-RPC|L2_HTTP_PORT/,
    page: '/docs/guides/running-surge/deploy-l2',
  },
  {
    question: 'raiko will not start, something else already has port 8080',
    fact: /Spamoor|Raiko/,
    // The clash is explained once, in a part shared by the troubleshooting entry and the prover guides.
    page: [
      '/docs/troubleshooting/common-devnet-issues',
      '/docs/guides/running-surge/provers',
      '/docs/guides/running-surge/provers/sgx-prover',
      '/docs/guides/running-surge/provers/sp1-and-risc0-provers',
    ],
  },
  {question: 'the L2 explorer is not on localhost:3000', fact: /3001/, page: '/docs/troubleshooting/common-devnet-issues'},
  {question: 'my hoodi node has zero peers', fact: /P2P|bootnode|30313|30413/i, page: '/docs/guides/surge-on-hoodi/run-l2'},
  {question: 'Why are my L2 batches never finalised on L1?', fact: /prover|proof/i, page: '/docs/troubleshooting/common-devnet-issues'},
  {
    question: 'my hoodi node is stuck syncing old blocks',
    fact: /blob|18 days|pruned/i,
    page: ['/docs/guides/surge-on-hoodi/run-l2', '/docs/troubleshooting/common-devnet-issues'],
  },
  {question: 'the CUDA installer fails on the GPU box', fact: /nouveau/, page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers'},
  {
    question: 'docker logs -f raiko shows nothing on the ZK machine',
    fact: /raiko-zk/,
    page: ['/docs/troubleshooting/common-devnet-issues', '/docs/guides/running-surge/provers/sp1-and-risc0-provers', '/docs/guides/surge-on-hoodi/provers'],
  },
  {question: 'stack option 4 did not start a proposer', fact: /prover.*blockscout|option 5/i, page: '/docs/guides/running-surge/deploy-l2'},
  {question: 'I changed TX_MIN_TIP_CAP but nothing changed', fact: /twice|last definition/i, page: '/docs/troubleshooting/common-devnet-issues'},
  {question: 'containers cannot reach host.docker.internal', fact: /host\.docker\.internal/, page: '/docs/troubleshooting/common-devnet-issues'},
  {
    question: 'my withdrawal from L2 to L1 never completes',
    // The docs say it as "proven and verified" as often as "final".
    fact: /final|prove[nr]|verified/i,
    page: ['/docs/guides/running-surge/deploy-l2', '/docs/troubleshooting/common-devnet-issues'],
  },

  // How do I …
  {
    question: 'how do I tear down the local L1 devnet?',
    fact: /remove-surge-devnet-l1\.sh/,
    page: ['/docs/guides/running-surge/deploy-l1', '/docs/troubleshooting/common-devnet-issues'],
  },
  {question: 'how do I wipe the whole L2 devnet and start over?', fact: /surge-remover\.sh/, page: '/docs/guides/running-surge/deploy-l2'},
  {question: 'how can I tell if my CPU supports SGX?', fact: /sgx_enclave|sgx_provision/, page: '/docs/guides/running-surge/provers/sgx-prover'},
  {
    question: 'how do I make docker use the nvidia runtime for raiko-zk?',
    fact: /nvidia-ctk|Container Toolkit/,
    page: '/docs/guides/running-surge/provers/sp1-and-risc0-provers',
  },
  {
    question: 'how do I check the L2 answers with the right chain id on my devnet?',
    fact: /eth_chainId|0xba5ee|763374/,
    page: '/docs/guides/running-surge/deploy-l2',
  },
  {question: 'how do I check my hoodi L1 node is synced?', fact: /eth_syncing|false|synced/i, page: '/docs/guides/surge-on-hoodi/run-l1'},
  {question: 'how do I add Surge to my wallet?', fact: /763375|l2-rpc\.hoodi\.surge\.wtf/, page: '/docs/guides/deploy-on-surge'},
  {question: 'how do I get Hoodi ETH?', fact: /faucet/i, page: '/docs/guides/deploy-on-surge'},
  {question: 'how do I see the proposer logs?', fact: /docker logs/, page: ['/docs/guides/running-surge/deploy-l2', '/docs/troubleshooting']},

  // Values.
  {question: 'what is the chain id of Surge on Hoodi?', fact: /763375/, page: '/docs/guides/surge-on-hoodi'},
  {question: 'what chain id does the Hoodi L1 have?', fact: /560048/, page: ['/docs/guides/surge-on-hoodi', '/docs/guides/surge-on-hoodi/run-l1']},
  {question: 'what is the public RPC of the Surge testnet?', fact: /l2-rpc\.hoodi\.surge\.wtf/, page: '/docs/guides/surge-on-hoodi'},
  {
    question: 'what is the address of the SurgeProposerWrapper on hoodi?',
    fact: /0x9362B23D14C0B1e8526d8E4a25c2bA44eff9B550/i,
    page: '/docs/guides/surge-on-hoodi',
  },
  {question: 'which port do I forward for P2P on my hoodi node?', fact: /30413/, page: '/docs/guides/surge-on-hoodi/run-l2'},
  {question: 'which port is the devnet L1 RPC on?', fact: /32003/, page: ['/docs/guides/running-surge/deploy-l1', '/docs/guides/running-surge/deploy-l2']},
  {question: 'what does L1_BEACON_HTTP do?', fact: /beacon/i, page: '/docs/guides/running-surge/deploy-l2'},
  {question: 'what should COOLDOWN_WINDOW be?', fact: /seconds|1200|604800/i, page: ['/docs/guides/running-surge/deploy-l2', '/docs/about/architecture']},
  {
    question: 'how much RAM and disk does the devnet need?',
    fact: /16 GB/,
    // The introduction's quick start states the same requirement.
    page: ['/docs/guides/running-surge/deploy-l1', '/docs/guides/running-surge/deploy-l2', '/docs/guides/running-surge', '/docs/intro'],
  },
  {question: 'what hardware do I need to run an SGX prover?', fact: /SGX-capable CPU|sgx_enclave/, page: '/docs/guides/running-surge/provers/sgx-prover'},
  {
    question: 'how big is the liveness bond?',
    fact: /1 ETH|1000000000000000000/,
    page: ['/docs/about/architecture', '/docs/guides/running-surge/provers', '/docs/guides/running-surge/deploy-l2'],
  },
  {question: 'which EVM version does Surge run?', fact: /shanghai/i, page: '/docs/guides/deploy-on-surge'},
  {question: 'how long is the timelock on the devnet?', fact: /\b60\b/, page: '/docs/guides/running-surge/deploy-l2'},

  // Why …
  {question: 'why do proposer and prover use the same key?', fact: /wrapper|one sender|need not share/i, page: '/docs/troubleshooting/common-devnet-issues'},
  {question: 'why does Surge use Nethermind and not taiko-geth?', fact: /performance|gigagas|resources/i, page: '/docs/about/nethermind'},
  {
    question: 'why does a batch with only ZK proofs take so long to finalise?',
    fact: /cooldown/i,
    page: ['/docs/about/architecture', '/docs/guides/running-surge/provers'],
  },
];
