import {afterEach, describe, expect, test, vi} from 'vitest';
import {startChatServer, type ChatReply, type ChatServer} from '@site/tests/server/startChatServer';
import {buildChatRequest} from './buildChatRequest';
import {GenerativeAnswerError, streamChatCompletion} from './streamChatCompletion';

const BODY = buildChatRequest({
  question: 'How much is the bond?',
  passages: [{url: '/docs/p#bonds', title: 'Bonds', text: 'The bond is 1 ETH.'}],
  model: 'test-model',
});

let server: ChatServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function ask(reply: ChatReply, options: {timeoutMs?: number; signal?: AbortSignal} = {}) {
  server = await startChatServer(() => reply);
  const deltas: string[] = [];
  const text = await streamChatCompletion({
    endpoint: server.url,
    body: BODY,
    timeoutMs: options.timeoutMs ?? 5000,
    signal: options.signal,
    onDelta: (delta) => deltas.push(delta),
  });
  return {text, deltas};
}

describe('streamChatCompletion', () => {
  test('POSTs the request and streams the deltas as they arrive', async () => {
    const {text, deltas} = await ask({kind: 'stream', deltas: ['The bond ', 'is 1 ETH ', '[1].']});
    expect(deltas).toEqual(['The bond ', 'is 1 ETH ', '[1].']);
    expect(text).toBe('The bond is 1 ETH [1].');
    expect(server!.requests).toEqual([BODY]);
  });

  test('keeps waiting while chunks keep coming, however long the whole answer takes', async () => {
    // 1.5 s in all against a 1 s timeout, with gaps of a third of it.
    const {text} = await ask({kind: 'stream', deltas: ['a', 'b', 'c', 'd', 'e'], delayMs: 300}, {timeoutMs: 1000});
    expect(text).toBe('abcde');
  });

  test('accepts a single JSON completion from a server that does not stream', async () => {
    expect((await ask({kind: 'json', content: 'One go [1].'})).text).toBe('One go [1].');
  });

  test.each<[string, ChatReply, RegExp, GenerativeAnswerError['reason']]>([
    ['an HTTP error', {kind: 'status', status: 503}, /answered with HTTP 503/, 'status'],
    ['silence', {kind: 'silent'}, /sent nothing for 0 s/, 'timeout'],
    ['an event that is not JSON', {kind: 'raw', body: 'data: {oops\n\n'}, /cannot read \(The answer stream sent an event that is not JSON/, 'malformed'],
    ['a stream cut before [DONE]', {kind: 'stream', deltas: ['The bond'], done: false}, /cannot read \(The answer stream ended before \[DONE\]/, 'malformed'],
    ['a JSON body without an answer', {kind: 'raw', body: '{"id": 1}', contentType: 'application/json'}, /has no message content/, 'malformed'],
    ['a JSON body that does not parse', {kind: 'raw', body: '<html>', contentType: 'application/json'}, /cannot read/, 'malformed'],
  ])('fails with a reason on %s', async (_name, reply, message, reason) => {
    // Only silence has to wait for the timeout; a busy machine must not make the others time out.
    const failure = ask(reply, {timeoutMs: reply.kind === 'silent' ? 300 : 5000});
    await expect(failure).rejects.toBeInstanceOf(GenerativeAnswerError);
    await expect(failure).rejects.toMatchObject({reason, message: expect.stringMatching(message)});
  });

  test('fails as unreachable when nothing listens', async () => {
    server = await startChatServer(() => ({kind: 'silent'}));
    const {url} = server;
    await server.close();
    server = null;
    await expect(streamChatCompletion({endpoint: url, body: BODY, timeoutMs: 2000, onDelta: () => {}})).rejects.toMatchObject({
      reason: 'unreachable',
      message: 'could not be reached',
    });
  });

  test('stops without a fallback reason when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = ask({kind: 'silent'}, {signal: controller.signal, timeoutMs: 60_000});
    // Once the request has reached the server, which never answers.
    await vi.waitFor(() => expect(server?.requests).toHaveLength(1));
    controller.abort(new DOMException('closed', 'AbortError'));
    await expect(pending).rejects.toMatchObject({name: 'AbortError'});
  });
});
