import {afterEach, describe, expect, test} from 'vitest';
import {createSearchEngine} from '@site/src/search/createLocalSearchClient';
import {searchSourceFromRecords} from '@site/src/search/searchIndex';
import type {SearchRecord} from '@site/src/search/types';
import {startChatServer, type ChatReply, type ChatServer} from '@site/tests/server/startChatServer';
import {askQuestion, type AskState} from './askQuestion';
import type {ChatRequest} from './buildChatRequest';

const hierarchy = {lvl0: 'Guides', lvl1: 'Set up provers', lvl2: 'Bonds', lvl3: null, lvl4: null, lvl5: null, lvl6: null};
const RECORDS: SearchRecord[] = [
  {objectID: 'a', url: '/docs/provers#bonds', type: 'lvl2', content: null, hierarchy, language: 'en', docusaurus_tag: 't', position: 0},
  {
    objectID: 'b',
    url: '/docs/provers#bonds',
    type: 'content',
    content: 'The liveness bond is 1 ETH per batch.',
    hierarchy,
    language: 'en',
    docusaurus_tag: 't',
    position: 1,
  },
];
const engine = createSearchEngine(searchSourceFromRecords(RECORDS));

let server: ChatServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function run(
  question: string,
  reply: ChatReply | null,
  {signal, timeoutMs = 5000}: {signal?: AbortSignal; timeoutMs?: number} = {},
): Promise<AskState[]> {
  const states: AskState[] = [];
  if (reply) server = await startChatServer(() => reply);
  await askQuestion({
    question,
    records: RECORDS,
    engine,
    generative: server ? {endpoint: server.url, model: 'test-model', timeoutMs} : null,
    onState: (state) => states.push(state),
    signal,
  });
  return states;
}

const BOND_SOURCE = {n: 1, url: '/docs/provers#bonds', title: 'Set up provers › Bonds'};

describe('askQuestion', () => {
  test('answers from the docs when no endpoint is configured', async () => {
    const states = await run('How much is the liveness bond?', null);
    expect(states).toEqual([
      {status: 'local', fallback: null, answer: expect.objectContaining({statements: [{text: 'The liveness bond is 1 ETH per batch.', source: 1}]})},
    ]);
  });

  test('streams the model’s answer over the retrieved sections, then marks it generated', async () => {
    const states = await run('How much is the liveness bond?', {kind: 'stream', deltas: ['It is ', '1 ETH [1].']});
    expect(states).toEqual([
      {status: 'streaming', text: '', sources: [BOND_SOURCE], model: 'test-model'},
      {status: 'streaming', text: 'It is ', sources: [BOND_SOURCE], model: 'test-model'},
      {status: 'streaming', text: 'It is 1 ETH [1].', sources: [BOND_SOURCE], model: 'test-model'},
      {status: 'generated', text: 'It is 1 ETH [1].', sources: [BOND_SOURCE], model: 'test-model'},
    ]);
    const request = server!.requests[0] as ChatRequest;
    expect(request.messages[0]!.content).toContain('[1] Set up provers › Bonds (/docs/provers#bonds)\nThe liveness bond is 1 ETH per batch.');
    expect(request.messages[1]).toEqual({role: 'user', content: 'How much is the liveness bond?'});
  });

  test.each<[string, ChatReply, string]>([
    ['the endpoint fails', {kind: 'status', status: 500}, 'status'],
    ['the stream is malformed', {kind: 'raw', body: 'data: nope\n\n'}, 'malformed'],
    ['the endpoint stays silent', {kind: 'silent'}, 'timeout'],
    ['the answer cites nothing', {kind: 'stream', deltas: ['It is 1 ETH.']}, 'uncited'],
    ['the answer cites only sources it was not given', {kind: 'stream', deltas: ['It is 1 ETH [4].']}, 'uncited'],
  ])('falls back to the local answer, with the reason, when %s', async (_name, reply, reason) => {
    // Only silence has to wait for the timeout; a busy machine must not make the others time out.
    const last = (await run('How much is the liveness bond?', reply, {timeoutMs: reply.kind === 'silent' ? 300 : 5000})).at(-1);
    expect(last).toMatchObject({status: 'local', fallback: {reason, message: expect.any(String)}});
    expect(last).toMatchObject({answer: {statements: [{text: 'The liveness bond is 1 ETH per batch.', source: 1}]}});
  });

  test('does not call the model when the docs hold nothing on the question', async () => {
    const states = await run('sourdough starter recipe', {kind: 'stream', deltas: ['Flour [1].']});
    expect(states).toEqual([
      {
        status: 'local',
        fallback: null,
        answer: {question: 'sourdough starter recipe', statements: [], sources: [], unmatched: ['sourdough', 'starter', 'recipe'], closest: []},
      },
    ]);
    expect(server!.requests).toEqual([]);
  });

  test('stops quietly when the reader leaves', async () => {
    const controller = new AbortController();
    const states: AskState[] = [];
    server = await startChatServer(() => ({kind: 'stream', deltas: ['a', 'b', 'c'], delayMs: 100}));
    await askQuestion({
      question: 'How much is the liveness bond?',
      records: RECORDS,
      engine,
      generative: {endpoint: server.url, model: 'test-model', timeoutMs: 60_000},
      // The reader leaves as the first words arrive, while the rest are still on their way.
      onState: (state) => {
        states.push(state);
        if (state.status === 'streaming' && state.text) controller.abort();
      },
      signal: controller.signal,
    });
    expect(states.map((state) => state.status)).toContain('streaming');
    expect(states.map((state) => state.status)).not.toContain('local');
    expect(states.map((state) => state.status)).not.toContain('generated');
  });
});
