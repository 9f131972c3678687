import {describe, expect, test} from 'vitest';
import {readGenerativeConfig} from './readGenerativeConfig';

const BUILT = {endpoint: 'https://llm.example.org/v1/chat/completions', model: 'built-model'};
const RUNTIME = {endpoint: 'http://127.0.0.1:40000/v1/chat/completions', model: 'test-model', timeoutMs: 500};

describe('readGenerativeConfig', () => {
  test.each([
    ['nothing configured', {generative: null, runtimeOverride: false}, undefined, null],
    ['the built endpoint, with the 20 s timeout', {generative: BUILT, runtimeOverride: false}, undefined, {...BUILT, timeoutMs: 20_000}],
    ['a release build ignoring the page’s override', {generative: BUILT, runtimeOverride: false}, RUNTIME, {...BUILT, timeoutMs: 20_000}],
    ['a release build without endpoint ignoring it too', {generative: null, runtimeOverride: false}, RUNTIME, null],
    ['a test build taking the override', {generative: null, runtimeOverride: true}, RUNTIME, RUNTIME],
    ['a test build without override', {generative: BUILT, runtimeOverride: true}, undefined, {...BUILT, timeoutMs: 20_000}],
    [
      'an override without a timeout',
      {generative: null, runtimeOverride: true},
      {endpoint: RUNTIME.endpoint, model: 'm'},
      {endpoint: RUNTIME.endpoint, model: 'm', timeoutMs: 20_000},
    ],
    ['an override that is not an endpoint', {generative: null, runtimeOverride: true}, {endpoint: 42}, null],
    ['missing fields', undefined, RUNTIME, null],
  ])('%s', (_name, fields, runtime, expected) => {
    expect(readGenerativeConfig(fields, runtime)).toEqual(expected);
  });
});
