import {describe, expect, test} from 'vitest';
import {buildChatRequest} from './buildChatRequest';

const PASSAGES = [
  {url: '/docs/provers#bonds', title: 'Set up provers › Bonds', text: 'The bond is 1 ETH per batch.'},
  {url: '/docs/hoodi#public-endpoints', title: 'Surge on Hoodi › Public endpoints', text: 'The L2 RPC is https://l2-rpc.hoodi.surge.wtf.'},
];

describe('buildChatRequest', () => {
  const request = buildChatRequest({question: 'How much is the bond?', passages: PASSAGES, model: 'llama3.1:8b'});

  test('asks the model for a streamed, repeatable answer', () => {
    expect(request).toMatchObject({model: 'llama3.1:8b', stream: true, temperature: 0});
  });

  test('sends the question as the user message', () => {
    expect(request.messages.at(-1)).toEqual({role: 'user', content: 'How much is the bond?'});
  });

  test('numbers the passages from 1, with title, URL and text', () => {
    const system = request.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('[1] Set up provers › Bonds (/docs/provers#bonds)\nThe bond is 1 ETH per batch.');
    expect(system.content).toContain('[2] Surge on Hoodi › Public endpoints (/docs/hoodi#public-endpoints)\nThe L2 RPC is');
  });

  test('tells the model to cite every sentence and to stay inside the passages', () => {
    expect(request.messages[0]!.content).toMatch(/every sentence .* square brackets/);
    expect(request.messages[0]!.content).toMatch(/only the numbered passages/);
  });
});
