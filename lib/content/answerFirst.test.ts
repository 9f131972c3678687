import {describe, expect, test} from 'vitest';
import {findAnswerLaterFindings, formatFinding, parseDocForChecks} from './docFindings';
import {findAnswerLater, firstSentence, restatesHeading, sectionOpenings} from './answerFirst';

async function treeOf(source: string) {
  const {tree} = await parseDocForChecks('docs/a.md', source, new Map());
  return tree!;
}

async function reasons(source: string) {
  return findAnswerLater(await treeOf(source)).map(({reason, found}) => `${reason}: ${found}`);
}

describe('answer first', () => {
  test.each([
    ['## Remove the devnet {#remove}\n\nSee [Deploy L2](./b.md#remove).\n', 'pointer: See'],
    ['## Ports\n\nAs described in Deploy L2, the explorer uses 3001.\n', 'pointer: As described'],
    ['## Ports\n\nRefer to the port map for every port.\n', 'pointer: Refer to'],
    ['## Bonds\n\nThis section explains the bonds.\n', 'pointer: This section'],
    ['## Common problems\n\nFor more symptoms, see Common devnet issues.\n', 'pointer: For more symptoms, see'],
    ['## Common problems\n\nMore symptoms are collected in Common devnet issues.\n', 'pointer: More symptoms are collected in'],
    ['## Remove the devnet\n\nThis step removes the devnet.\n', 'restates-heading: This step removes the devnet.'],
    ['## Proving flow\n\nIn words:\n\n1. The proposer posts a batch.\n', 'restates-heading: In words:'],
    [
      '## Check that the machine supports SGX\n\nRun this on the SGX machine:\n\n```bash\nls /dev/sgx_enclave\n```\n',
      'restates-heading: Run this on the SGX machine:',
    ],
  ])('flags %j', async (source, reason) => {
    expect(await reasons(source)).toEqual([reason]);
  });

  test.each([
    '## Remove the devnet\n\nRun `./surge-remover.sh` from `~/simple-surge-node`: it stops the L2 stack and deletes its data.\n',
    '## Explorer port\n\nThe L2 explorer listens on port 3001 (`BLOCKSCOUT_FRONTEND_PORT`).\n',
    '## Cooldown window\n\nHow long a batch proven by one proof family waits before it is final.\n',
    '## Where this page fits\n\nThis page is the SGX part of the prover path.\n',
    '## Check the logs\n\nFollow the proposer log; see [Logs](./b.md) for the other containers.\n',
  ])('leaves alone %j', async (source) => {
    expect(await reasons(source)).toEqual([]);
  });

  test('the opening skips troubleshooting labels and reads into lists and admonitions; a table or code block opens with the answer itself', async () => {
    const source = [
      '## Proposer exits {#proposer-exits}',
      '',
      '**Symptom:**',
      '',
      'The proposer container stops right after it starts.',
      '',
      '## Port map',
      '',
      '| Port | Service |',
      '| --- | --- |',
      '| 3001 | L2 explorer |',
      '',
      'See the L1 ports in Deploy L1.',
      '',
      '## Keys',
      '',
      ':::danger[Devnet keys are public]',
      '',
      'Anyone can spend funds sent to the devnet keys.',
      '',
      ':::',
      '',
      '## Steps',
      '',
      '- Clone the repository.',
      '',
      '## Only a subheading',
      '',
      '### Below it',
      '',
      '| Key | Value |',
      '| --- | --- |',
      '| a | b |',
    ].join('\n');
    expect((await sectionOpenings(await treeOf(source))).map(({heading, sentence, line}) => `${line} ${heading}: ${sentence}`)).toEqual([
      '5 Proposer exits: The proposer container stops right after it starts.',
      '19 Keys: Anyone can spend funds sent to the devnet keys.',
      '25 Steps: Clone the repository.',
    ]);
  });

  test.each([
    ['Run it. Then check it.', 'Run it.'],
    ['Use e.g. the driver. Then stop.', 'Use e.g. the driver.'],
    ['deploy_l1.json exists. Remove it.', 'deploy_l1.json exists.'],
    ['Clone simple-surge-node v25.1.2 first', 'Clone simple-surge-node v25.1.2 first'],
  ])('the first sentence of %j is %j', (text, sentence) => {
    expect(firstSentence(text)).toBe(sentence);
  });

  test('a bold lead-in is a label, not the sentence', async () => {
    expect(await reasons('## What it checks\n\n- **Keys.** Keys missing from the preset, and keys set twice.\n')).toEqual([]);
  });

  test('a sentence that adds a subject of its own does not restate its heading', () => {
    expect(restatesHeading('Bonds are paid in ETH.', 'Bonds')).toBe(false);
    expect(restatesHeading('The bonds of the protocol.', 'Bonds')).toBe(true);
  });

  test('npm run check:docs prints a finding with its file, line and fix', async () => {
    const doc = await parseDocForChecks('docs/a.md', '---\ntitle: A\n---\n\n## Ports {#ports}\n\nSee the port map.\n', new Map());
    expect(findAnswerLaterFindings(doc).map(formatFinding)).toEqual([
      'docs/a.md:7:1 answer-first — the first sentence under "Ports" points elsewhere ("See") — start with the answer the heading asks for: for a task the command to run, for a value the value, for a concept its definition; link elsewhere after it',
    ]);
  });
});
