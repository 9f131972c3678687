/**
 * One Ask-AI question from start to answer: the local answer from the docs,
 * or, with a generative endpoint configured, the model's streamed answer over
 * the same retrieved sections, falling back to the local answer (with the
 * reason) when the endpoint fails or cites nothing.
 */
import type {FacetFilters} from '@site/src/search/createLocalSearchClient';
import type {SearchRecord} from '@site/src/search/types';
import {answerFromDocs, retrievePassages, type AnswerEngine} from './answerFromDocs';
import {buildChatRequest} from './buildChatRequest';
import {citedSources} from './linkCitations';
import {GenerativeAnswerError, streamChatCompletion, type GenerativeFailureReason} from './streamChatCompletion';
import type {AnswerSource, DocsAnswer} from './types';

export type GenerativeConfig = {endpoint: string; model: string; timeoutMs: number};

export type AskState =
  | {status: 'answering'}
  | {status: 'streaming' | 'generated'; text: string; sources: AnswerSource[]; model: string}
  | {status: 'local'; answer: DocsAnswer; fallback: {reason: GenerativeFailureReason; message: string} | null};

export type AskOptions = {
  question: string;
  records: SearchRecord[];
  engine: AnswerEngine;
  filters?: FacetFilters;
  generative: GenerativeConfig | null;
  onState: (state: AskState) => void;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
};

export async function askQuestion({question, records, engine, filters, generative, onState, signal, fetchImpl}: AskOptions): Promise<void> {
  const input = {question, records, engine, filters};
  const answerLocally = (fallback: Extract<AskState, {status: 'local'}>['fallback'] = null) =>
    onState({status: 'local', answer: answerFromDocs(input), fallback});
  if (!generative) {
    answerLocally();
    return;
  }
  const passages = retrievePassages(input);
  // Nothing to cite means nothing worth sending: the local screen says the docs do not cover it.
  if (passages.length === 0) {
    answerLocally();
    return;
  }
  const sources = passages.map((passage, index) => ({n: index + 1, url: passage.url, title: passage.title}));
  const numbers = new Set(sources.map((source) => source.n));
  const {model} = generative;
  let text = '';
  onState({status: 'streaming', text, sources, model});
  try {
    await streamChatCompletion({
      endpoint: generative.endpoint,
      body: buildChatRequest({question, passages, model}),
      timeoutMs: generative.timeoutMs,
      signal,
      fetchImpl,
      onDelta: (delta) => {
        text += delta;
        onState({status: 'streaming', text, sources, model});
      },
    });
    if (citedSources(text, numbers).length === 0) {
      throw new GenerativeAnswerError('uncited', 'gave an answer that cites no section of the documentation');
    }
    onState({status: 'generated', text, sources, model});
  } catch (error) {
    if (signal?.aborted) return;
    if (!(error instanceof GenerativeAnswerError)) throw error;
    answerLocally({reason: error.reason, message: error.message});
  }
}
