import {describe, expect, test} from 'vitest';
import {createChatStreamParser, MalformedStreamError} from './parseChatCompletionStream';

const event = (content: string) => `data: ${JSON.stringify({choices: [{index: 0, delta: {content}}]})}\n\n`;
const STREAM = [
  `data: ${JSON.stringify({choices: [{index: 0, delta: {role: 'assistant'}}]})}\n\n`,
  ': keep-alive\n\n',
  event('Bond '),
  event('is 1 ETH [1].'),
  `data: ${JSON.stringify({choices: [{index: 0, delta: {}, finish_reason: 'stop'}]})}\n\n`,
  'data: [DONE]\n\n',
].join('');

function parseAll(chunks: string[]): string[] {
  const parser = createChatStreamParser();
  const deltas = chunks.flatMap((chunk) => parser.push(chunk));
  parser.end();
  return deltas;
}

/** Every way of cutting the stream in two. */
const SPLITS = Array.from({length: STREAM.length - 1}, (_, index) => [STREAM.slice(0, index + 1), STREAM.slice(index + 1)]);

describe('createChatStreamParser', () => {
  test('returns the content deltas of a chat-completions stream', () => {
    expect(parseAll([STREAM])).toEqual(['Bond ', 'is 1 ETH [1].']);
  });

  test.each(SPLITS.map((split, index) => [index + 1, split] as const))('reads the same deltas when a chunk ends after byte %i', (_at, split) => {
    expect(parseAll([...split])).toEqual(['Bond ', 'is 1 ETH [1].']);
  });

  test.each([
    ['CRLF line ends', STREAM.replaceAll('\n', '\r\n')],
    ['CR line ends', STREAM.replaceAll('\n', '\r')],
    ['no space after the colon', STREAM.replaceAll('data: ', 'data:')],
    ['event and id fields', STREAM.replaceAll('data: ', 'event: message\nid: 7\ndata: ')],
  ])('accepts %s', (_name, stream) => {
    expect(parseAll([stream])).toEqual(['Bond ', 'is 1 ETH [1].']);
  });

  test('joins multi-line data fields with a newline before parsing', () => {
    expect(parseAll(['data: {"choices":\ndata: [{"delta":{"content":"x"}}]}\n\n', 'data: [DONE]\n\n'])).toEqual(['x']);
  });

  test('accepts a final [DONE] without its blank line', () => {
    expect(parseAll([event('a'), 'data: [DONE]'])).toEqual(['a']);
  });

  test('ignores whatever follows [DONE]', () => {
    const parser = createChatStreamParser();
    expect(parser.push(`${event('a')}data: [DONE]\n\ndata: not json\n\n`)).toEqual(['a']);
    expect(parser.done).toBe(true);
    expect(() => parser.end()).not.toThrow();
  });

  test.each([
    ['an event that is not JSON', 'data: {"choices": [\n\n', /not JSON/],
    ['an event that is not an object', 'data: 42\n\n', /not an object/],
    ['an event without choices', 'data: {"id": "x"}\n\n', /without "choices"/],
    ['an error event', 'data: {"error": {"message": "model not loaded"}}\n\n', /model reported an error: model not loaded/],
  ])('rejects %s', (_name, chunk, message) => {
    const parser = createChatStreamParser();
    expect(() => parser.push(chunk)).toThrow(MalformedStreamError);
    expect(() => createChatStreamParser().push(chunk)).toThrow(message);
  });

  test.each([
    ['is cut before [DONE]', event('half an ans')],
    ['is empty', ''],
    ['is an HTML page', '<html><body>Bad gateway</body></html>'],
  ])('rejects a stream that %s', (_name, body) => {
    const parser = createChatStreamParser();
    parser.push(body);
    expect(() => parser.end()).toThrow(/ended before \[DONE\]/);
  });
});
