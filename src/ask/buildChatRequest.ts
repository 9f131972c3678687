/**
 * The body of an OpenAI-compatible chat-completions request for a question:
 * the retrieved passages, numbered, as the only material the model may use,
 * and the instruction to cite them as [n].
 */
import type {Passage} from './types';

export type ChatRequest = {
  model: string;
  stream: true;
  temperature: number;
  messages: {role: 'system' | 'user'; content: string}[];
};

const INSTRUCTIONS = [
  'You answer questions about Surge from its documentation.',
  'Use only the numbered passages below; never outside knowledge.',
  'Answer in at most five short sentences of plain text.',
  'End every sentence with the number of the passage it comes from in square brackets, for example [2].',
  'If the passages do not answer the question, say that the documentation does not cover it.',
].join(' ');

export function buildChatRequest({question, passages, model}: {question: string; passages: Passage[]; model: string}): ChatRequest {
  const numbered = passages.map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`).join('\n\n');
  return {
    model,
    stream: true,
    // Answers should follow the passages, not vary between askings.
    temperature: 0,
    messages: [
      {role: 'system', content: `${INSTRUCTIONS}\n\nPassages:\n\n${numbered}`},
      {role: 'user', content: question},
    ],
  };
}
