import {describe, expect, test} from 'vitest';
import {queryIntent} from './queryIntent';

describe('queryIntent', () => {
  test.each(['bond', 'register prover', 'TIMELOCK_PERIOD', 'sgx raiko port 8080', 'is', 'how', '  '])('"%s" reads as keywords', (query) => {
    expect(queryIntent(query)).toBe('keywords');
  });

  test.each([
    'bond?',
    'how do I register a prover',
    'What is the liveness bond',
    "what's the exit window",
    'Can provers run on one machine',
    'should I run both families',
    'prover relayer exits right after it starts',
  ])('"%s" reads as a question', (query) => {
    expect(queryIntent(query)).toBe('question');
  });
});
