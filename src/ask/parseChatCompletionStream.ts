/**
 * Incremental parser for the server-sent events of an OpenAI-compatible
 * chat-completions stream (`stream: true`): `data: {...}` events carrying
 * `choices[0].delta.content`, ended by `data: [DONE]`. The event framing
 * (lines split anywhere, CR/LF/CRLF, comments, other fields) is
 * eventsource-parser's; this reads the events' JSON.
 */
import {createParser} from 'eventsource-parser';

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

/** The content delta of one event's data, or null for an event without text; throws on anything that is not a completion chunk. */
function readChunk(payload: string): string | null {
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

export function createChatStreamParser(): ChatStreamParser {
  let done = false;
  let deltas: string[] = [];
  const parser = createParser({
    onEvent: ({data}) => {
      if (done) return;
      if (data.trim() === '[DONE]') {
        done = true;
        return;
      }
      const delta = readChunk(data);
      if (delta !== null) deltas.push(delta);
    },
  });

  const take = () => {
    const taken = deltas;
    deltas = [];
    return taken;
  };

  return {
    push(chunk) {
      if (done) return [];
      parser.feed(chunk);
      return take();
    },
    end() {
      if (done) return;
      // A final event without its blank line still counts: end its line and the event, as the
      // stream would have (a last "\r" may be waiting to become "\r\n").
      parser.feed('\n\n');
      if (!done) throw new MalformedStreamError('The answer stream ended before [DONE].');
    },
    get done() {
      return done;
    },
  };
}
