import {describe, expect, test, vi} from 'vitest';
import {createSearchEngine} from '@site/src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '@site/src/search/searchIndex';
import type {Hierarchy, SearchRecord} from '@site/src/search/types';
import {answerFromDocs, retrievePassages} from './answerFromDocs';
import {ASK_LIMITS} from './types';

let position = 0;
function section(url: string, headings: Partial<Hierarchy>, contents: string[], tag = 'docs-default-current'): SearchRecord[] {
  const hierarchy: Hierarchy = {lvl0: 'Guides', lvl1: 'Page', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...headings};
  const type = hierarchy.lvl3 ? 'lvl3' : hierarchy.lvl2 ? 'lvl2' : 'lvl1';
  const base = {hierarchy, language: 'en', docusaurus_tag: tag};
  return [
    {...base, objectID: `h${position}`, url, type, content: null, position: position++},
    ...contents.map((content) => ({...base, objectID: `c${position}`, url, type: 'content' as const, content, position: position++})),
  ];
}

const RECORDS = [
  ...section('/docs/provers', {lvl1: 'Set up provers'}, ['Provers turn proposed batches into proofs the contracts can check.']),
  ...section('/docs/provers#bonds', {lvl1: 'Set up provers', lvl2: 'Bonds'}, [
    'Surge bonds are paid in ETH; there is no bond token.',
    'Each proposed batch debits the liveness bond from the proposer. The bond is 1 ETH per batch on a devnet.',
    'Provers do not post a bond.',
  ]),
  ...section('/docs/provers#finality-rules', {lvl1: 'Set up provers', lvl2: 'Finality rules'}, [
    'A batch with one ZK and one TEE proof is final immediately.',
    'A batch proven by one family only becomes final after the cooldown window.',
  ]),
  ...section('/docs/deploy-l2#start-stack', {lvl1: 'Deploy L2', lvl2: 'Start the L2 stack'}, [
    'Start the L2 stack',
    'Run the stack script from the simple-surge-node directory:',
    'The script asks which profiles to start and then starts them with Docker Compose.',
    'It prints the RPC URL when the node is up.',
  ]),
  ...section('/docs/issues#proposer-exits', {lvl1: 'Common issues', lvl2: 'Proposer exits at start'}, [
    'Symptom',
    'The proposer container stops right after it starts.',
    'Cause',
    'The start script refuses to run without an L1 WebSocket endpoint.',
    'It also needs a proposer key.',
    'Fix',
    'Set L1_ENDPOINT_WS in .env and restart the proposer.',
  ]),
  ...section('/blog/bonds', {lvl0: 'Blog', lvl1: 'Bond news'}, ['The bond per batch is 1 ETH and provers love it.'], 'blog'),
];
const engine = createSearchEngine(searchSourceFromRecords(RECORDS));
const FILTERS = ['docusaurus_tag:docs-default-current'];

function ask(question: string) {
  return answerFromDocs({question, records: RECORDS, engine, filters: FILTERS});
}

describe('answerFromDocs', () => {
  test('a pasted error opens with the sentence that says what it means, not with a row that lists it among others', () => {
    const records = [
      ...section('/docs/troubleshooting#contract-revert-errors', {lvl1: 'Troubleshooting', lvl2: 'Contract revert errors'}, [
        'NotAdmin, NotAuthorized · SurgeProposerWrapper · execution reverted by the access control of the proposer wrapper',
      ]),
      ...section('/docs/hoodi#common-problems', {lvl1: 'Run an L2 node', lvl2: 'Common problems'}, [
        'Proofs fail with NotAuthorized() · The proposer wrapper only accepts callers its admin has authorised · Ask for your key to be authorised',
      ]),
    ];
    const answer = answerFromDocs({question: 'execution reverted: NotAuthorized()', records, engine: createSearchEngine(searchSourceFromRecords(records))});
    expect(answer.statements[0]?.text).toMatch(/^Proofs fail with NotAuthorized\(\) — The proposer wrapper only accepts callers/);
  });

  test('quotes the sentences that answer the question, each citing its section', () => {
    const answer = ask('How much is the liveness bond per batch?');
    expect(answer.sources[0]).toEqual({n: 1, url: '/docs/provers#bonds', title: 'Set up provers › Bonds'});
    expect(answer.statements).toContainEqual({text: 'The bond is 1 ETH per batch on a devnet.', source: 1});
    for (const statement of answer.statements) {
      expect(answer.sources.map((source) => source.n)).toContain(statement.source);
      const cited = answer.sources.find((source) => source.n === statement.source)!;
      const sectionText = RECORDS.filter((record) => record.url === cited.url)
        .map((record) => record.content)
        .join(' ');
      expect(sectionText).toContain(statement.text.replace(/^(Cause|Fix): /, ''));
    }
  });

  test('numbers sources 1…n in the order the answer first cites them', () => {
    const answer = ask('Which proof makes a batch final and which bond does the proposer pay for a batch?');
    expect(answer.sources.map((source) => source.n)).toEqual(answer.sources.map((_, index) => index + 1));
    const firstCitations = [...new Set(answer.statements.map((statement) => statement.source))];
    expect(firstCitations).toEqual(answer.sources.map((source) => source.n));
    expect(answer.sources.map((source) => source.url)).toEqual(expect.arrayContaining(['/docs/provers#finality-rules', '/docs/provers#bonds']));
  });

  test(`keeps to ${ASK_LIMITS.maxStatements} statements`, () => {
    const answer = ask('Which proof makes a batch final and which bond does the proposer pay for a batch?');
    expect(answer.statements.length).toBeGreaterThanOrEqual(ASK_LIMITS.minStatements);
    expect(answer.statements.length).toBeLessThanOrEqual(ASK_LIMITS.maxStatements);
  });

  test('stays inside the contextual filters', () => {
    const answer = ask('bond per batch');
    expect(answer.sources.map((source) => source.url)).not.toContain('/blog/bonds');
  });

  test("answers a symptom the reader describes with its entry's cause, from its start, then its fix", () => {
    const answer = ask('The proposer container stops right after it starts. Why?');
    expect(answer.statements.map((statement) => statement.text)).toEqual([
      'Cause: The start script refuses to run without an L1 WebSocket endpoint.',
      'It also needs a proposer key.',
      'Fix: Set L1_ENDPOINT_WS in .env and restart the proposer.',
    ]);
  });

  test('reads part labels written with a colon ("Cause:") as labels too', () => {
    const records = RECORDS.map((record) =>
      record.content && /^(Symptom|Cause|Fix)$/.test(record.content) ? {...record, content: `${record.content}:`} : record,
    );
    const answer = answerFromDocs({
      question: 'The proposer container stops right after it starts. Why?',
      records,
      engine: createSearchEngine(searchSourceFromRecords(records)),
      filters: FILTERS,
    });
    expect(answer.statements.map((statement) => statement.text)).toEqual([
      'Cause: The start script refuses to run without an L1 WebSocket endpoint.',
      'It also needs a proposer key.',
      'Fix: Set L1_ENDPOINT_WS in .env and restart the proposer.',
    ]);
  });

  test('quotes a lead-in that ends with a colon together with the sentence it introduces', () => {
    const texts = ask('How do I run the stack script?').statements.map((statement) => statement.text);
    expect(texts[0]).toBe(
      'Run the stack script from the simple-surge-node directory: The script asks which profiles to start and then starts them with Docker Compose.',
    );
  });

  test.each([
    ['How do I bake sourdough bread?', ['bake', 'sourdough', 'bread']],
    ['???', []],
    ['', []],
  ])('has nothing to say about %j', (question, unmatched) => {
    expect(ask(question)).toEqual({question: question.trim(), statements: [], sources: [], unmatched, closest: []});
  });

  test('answers with the words the docs use and names the ones they never use', () => {
    const answer = ask('How much is the liveness bond per batch on Kubernetes?');
    expect(answer.unmatched).toEqual(['kubernetes']);
    expect(answer.sources[0]?.url).toBe('/docs/provers#bonds');
  });

  test('ranks the sentences itself, with the engine’s sections (every keyword optional) only as a prior', () => {
    const rank = vi.fn(() => ({hits: []}));
    const answer = answerFromDocs({question: 'How much is the liveness bond per batch?', records: RECORDS, engine: {rank}, filters: FILTERS});
    expect(answer.sources[0]?.url).toBe('/docs/provers#bonds');
    expect(rank).toHaveBeenCalledWith(
      expect.objectContaining({query: 'liveness bond per batch', optionalWords: 'liveness bond per batch', facetFilters: FILTERS}),
    );
  });

  test('opens with the sentence that holds the rarest word of the question, not with the section that matches most words', () => {
    // "WebSocket" is in one sentence only; "proposer", "start" and "stops" are everywhere.
    expect(ask('Why does the proposer stop without a WebSocket endpoint when it starts?').statements[0]?.text).toBe(
      'Cause: The start script refuses to run without an L1 WebSocket endpoint.',
    );
  });

  test('leads with two or three sentences of the best section, then marks other sections as also relevant', () => {
    const answer = ask('When is a batch final after its proofs?');
    expect(answer.sources[0]?.url).toBe('/docs/provers#finality-rules');
    const lead = answer.statements.filter((statement) => !statement.also);
    expect(lead.every((statement) => statement.source === 1)).toBe(true);
    expect(lead.map((statement) => statement.text)).toEqual([
      'A batch with one ZK and one TEE proof is final immediately.',
      'A batch proven by one family only becomes final after the cooldown window.',
    ]);
    expect(answer.statements.filter((statement) => statement.also).every((statement) => statement.source !== 1)).toBe(true);
  });

  test('a value: the table row that names the thing asked about leads', () => {
    const records = [
      ...section('/docs/network#chains', {lvl1: 'Network', lvl2: 'Chains'}, [
        'Each chain has its own ID, which your wallet and tools check before they send anything.',
        'Example L2 · 763375 · https://l2-rpc.example',
        'Example L1 · 560048 · https://rpc.example',
      ]),
      ...section('/docs/wallets', {lvl1: 'Wallets'}, ['A wallet asks for the chain ID when you add a network by hand.']),
    ];
    const answer = answerFromDocs({question: 'chain id of the example l2?', records, engine: createSearchEngine(searchSourceFromRecords(records))});
    expect(answer.statements[0]?.text).toBe('Example L2 — 763375; https://l2-rpc.example');
  });

  test('a "what is": the sentence that says what the thing is leads, not one that only mentions it', () => {
    const records = [
      ...section('/docs/roadmap', {lvl1: 'Roadmap'}, ['Preconfirmations come after the sequencer work on the roadmap, with no date yet.']),
      ...section('/docs/glossary#preconfirmation', {lvl1: 'Glossary', lvl2: 'Preconfirmation'}, [
        'A promise from the proposer that a transaction will be in its next batch, given before the batch reaches L1.',
      ]),
    ];
    const answer = answerFromDocs({question: 'whats a preconfirmation', records, engine: createSearchEngine(searchSourceFromRecords(records))});
    expect(answer.statements[0]?.text).toMatch(/^Preconfirmation: A promise from the proposer/);
  });

  test('a long pasted log line is answered: coverage counts its five rarest words, not every word of it', () => {
    const question =
      'l2-taiko-proposer-client | 2026-11-28T10:15:42Z level=error msg="start script failed" service=proposer err="the websocket endpoint must be non-empty" restart=always attempt=3';
    const answer = ask(question);
    expect(answer.statements.length).toBeGreaterThan(0);
    expect(answer.sources[0]?.url).toBe('/docs/issues#proposer-exits');
  });

  test('low confidence: no sentence leads; the three closest sections are listed, each under its headings', () => {
    const answer = ask('bond websocket cooldown profiles');
    expect(answer.statements).toEqual([]);
    expect(answer.closest.length).toBeGreaterThan(1);
    expect(answer.closest.length).toBeLessThanOrEqual(3);
    expect(answer.closest).toEqual(expect.arrayContaining([{url: '/docs/provers#finality-rules', title: 'Set up provers › Finality rules'}]));
    expect(new Set(answer.closest.map((section) => section.url)).size).toBe(answer.closest.length);
  });
});

describe('commands', () => {
  /** The last record of a section is a shell block's title, with its commands. */
  function withBlock(records: SearchRecord[], command: string): SearchRecord[] {
    return records.map((record, index) => (index === records.length - 1 ? {...record, command} : record));
  }
  const BLOCKS = [
    ...withBlock(
      section('/docs/l2#remove', {lvl1: 'Deploy L2', lvl2: 'Remove the devnet'}, ['Removal cannot be undone.', 'Remove the L2 devnet']),
      './surge-remover.sh',
    ),
    ...withBlock(
      section('/docs/issues#key', {lvl1: 'Common issues', lvl2: 'NotAuthorized after a key change'}, [
        'Cause:',
        'The wrapper forwards calls only from the admin, so the proposer key must be the admin key.',
        'Fix:',
        'Set the key back and recreate the proposer:',
        'Recreate the proposer',
      ]),
      'docker compose --profile proposer up -d',
    ),
  ];
  const askBlocks = (question: string) => answerFromDocs({question, records: BLOCKS, engine: createSearchEngine(searchSourceFromRecords(BLOCKS))});

  test('a "how do I" answer opens with the block that does it, its commands beside its title', () => {
    expect(askBlocks('how do I wipe the L2 devnet?').statements[0]).toMatchObject({text: 'Remove the L2 devnet', command: './surge-remover.sh', source: 1});
  });

  test('a lead-in to a block ("recreate the proposer:") is quoted with the block\'s commands', () => {
    const fix = askBlocks('why must the proposer key be the admin key?').statements.find((statement) => statement.text.startsWith('Fix:'));
    expect(fix).toMatchObject({text: 'Fix: Set the key back and recreate the proposer:', command: 'docker compose --profile proposer up -d'});
  });

  test('the model reads a block with its commands', () => {
    const [passage] = retrievePassages({
      question: 'how do I wipe the L2 devnet?',
      records: BLOCKS,
      engine: createSearchEngine(searchSourceFromRecords(BLOCKS)),
    });
    expect(passage!.text).toContain('Remove the L2 devnet: ./surge-remover.sh');
  });
});

describe('retrievePassages', () => {
  test('returns the best sections in rank order with their text', () => {
    const passages = retrievePassages({question: 'When does a batch become final?', records: RECORDS, engine, filters: FILTERS}, 2);
    expect(passages).toHaveLength(2);
    expect(passages[0]).toEqual({
      url: '/docs/provers#finality-rules',
      title: 'Set up provers › Finality rules',
      text: 'A batch with one ZK and one TEE proof is final immediately. A batch proven by one family only becomes final after the cooldown window.',
    });
  });

  test(`cuts each passage to ${ASK_LIMITS.passageChars} characters`, () => {
    const long = section('/docs/long', {lvl1: 'Long page'}, [`${'Surge proves batches fast. '.repeat(100)}`]);
    const passages = retrievePassages({question: 'fast', records: long, engine: createSearchEngine(searchSourceFromRecords(long))});
    expect(passages[0]!.text.length).toBe(ASK_LIMITS.passageChars);
  });
});
