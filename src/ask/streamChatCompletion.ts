/**
 * POSTs a chat-completions request and streams the answer's text, deltas as
 * they arrive. Every way it can fail becomes a GenerativeAnswerError whose
 * reason and message the Ask-AI screen shows beside the local answer.
 */
import {createChatStreamParser, MalformedStreamError} from './parseChatCompletionStream';
import type {ChatRequest} from './buildChatRequest';

export type GenerativeFailureReason = 'unreachable' | 'timeout' | 'status' | 'malformed' | 'uncited';

export class GenerativeAnswerError extends Error {
  override name = 'GenerativeAnswerError';
  constructor(
    readonly reason: GenerativeFailureReason,
    message: string,
  ) {
    super(message);
  }
}

export type StreamOptions = {
  endpoint: string;
  body: ChatRequest;
  /** Give up when the endpoint sends nothing for this long (before the first byte or between chunks). */
  timeoutMs: number;
  onDelta: (delta: string) => void;
  /** Cancels without a fallback (the reader closed the modal or left Ask AI). */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

type CompletionJson = {choices?: {message?: {content?: unknown}}[]};

export async function streamChatCompletion({endpoint, body, timeoutMs, onDelta, signal, fetchImpl = fetch}: StreamOptions): Promise<string> {
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
  };
  const cancel = () => controller.abort();
  signal?.addEventListener('abort', cancel);
  restartTimer();
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'text/event-stream'},
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new GenerativeAnswerError('status', `answered with HTTP ${response.status}`);
    // A server that ignores `stream: true` sends one JSON completion; that is an answer too.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const content = ((await response.json()) as CompletionJson).choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new MalformedStreamError('The completion has no message content.');
      onDelta(content);
      return content;
    }
    if (!response.body) throw new MalformedStreamError('The response has no body.');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createChatStreamParser();
    let text = '';
    const take = (deltas: string[]) => {
      for (const delta of deltas) {
        text += delta;
        onDelta(delta);
      }
    };
    while (!parser.done) {
      const {done, value} = await reader.read();
      if (done) break;
      restartTimer();
      take(parser.push(decoder.decode(value, {stream: true})));
    }
    if (parser.done) await reader.cancel().catch(() => {});
    else {
      take(parser.push(decoder.decode()));
      parser.end();
    }
    return text;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timedOut) throw new GenerativeAnswerError('timeout', `sent nothing for ${Math.round(timeoutMs / 1000)} s`);
    if (error instanceof GenerativeAnswerError) throw error;
    if (error instanceof MalformedStreamError || error instanceof SyntaxError) {
      throw new GenerativeAnswerError('malformed', `sent an answer this site cannot read (${error.message})`);
    }
    throw new GenerativeAnswerError('unreachable', 'could not be reached');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
