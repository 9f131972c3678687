/**
 * Incremental parser for the server-sent events of an OpenAI-compatible
 * chat-completions stream (`stream: true`): `data: {...}` events carrying
 * `choices[0].delta.content`, ended by `data: [DONE]`. Chunks may split lines
 * anywhere; comments (`: keep-alive`) and other fields are ignored.
 */
export class MalformedStreamError extends Error {
  override name = 'MalformedStreamError';
}

export type ChatStreamParser = {
  /** Feeds decoded text; returns the content deltas completed by it. */
  push(chunk: string): string[];
  /** The stream closed: throws unless `[DONE]` arrived. */
  end(): void;
  readonly done: boolean;
};

type CompletionChunk = {
  choices?: {delta?: {content?: string | null}}[];
  error?: {message?: string} | string;
};

export function createChatStreamParser(): ChatStreamParser {
  let buffer = '';
  let data: string[] = [];
  let done = false;

  function dispatch(): string | null {
    if (data.length === 0) return null;
    const payload = data.join('\n');
    data = [];
    if (payload.trim() === '[DONE]') {
      done = true;
      return null;
    }
    let chunk: CompletionChunk;
    try {
      chunk = JSON.parse(payload) as CompletionChunk;
    } catch {
      throw new MalformedStreamError(`The answer stream sent an event that is not JSON: ${payload.slice(0, 80)}`);
    }
    if (chunk === null || typeof chunk !== 'object') {
      throw new MalformedStreamError(`The answer stream sent an event that is not an object: ${payload.slice(0, 80)}`);
    }
    if (chunk.error) {
      const message = typeof chunk.error === 'string' ? chunk.error : (chunk.error.message ?? 'unknown error');
      throw new MalformedStreamError(`The model reported an error: ${message}`);
    }
    if (!Array.isArray(chunk.choices)) {
      throw new MalformedStreamError('The answer stream sent an event without "choices".');
    }
    const content = chunk.choices[0]?.delta?.content;
    return typeof content === 'string' && content !== '' ? content : null;
  }

  function readLine(line: string): string | null {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return null;
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    data.push(value);
    return null;
  }

  return {
    push(chunk) {
      if (done) return [];
      buffer += chunk;
      const deltas: string[] = [];
      // A trailing "\r" may be the first half of "\r\n": wait for the next chunk.
      let match: RegExpExecArray | null;
      const lineEnd = /\r\n|\n|\r(?!$)/g;
      let start = 0;
      while ((match = lineEnd.exec(buffer)) !== null) {
        const delta = readLine(buffer.slice(start, match.index));
        start = match.index + match[0].length;
        if (delta !== null) deltas.push(delta);
        if (done) break;
      }
      buffer = done ? '' : buffer.slice(start);
      return deltas;
    },
    end() {
      if (done) return;
      // A final event without its blank line still counts.
      if (buffer !== '') readLine(buffer);
      buffer = '';
      dispatch();
      if (!done) throw new MalformedStreamError('The answer stream ended before [DONE].');
    },
    get done() {
      return done;
    },
  };
}
