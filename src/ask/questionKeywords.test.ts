import {describe, expect, test} from 'vitest';
import {questionKeywords, stem} from './questionKeywords';

describe('questionKeywords', () => {
  test.each([
    ['How do I register a prover on Hoodi?', ['register', 'prover', 'hoodi']],
    ['Why does the proposer exit?', ['why', 'proposer', 'exit']],
    ['What is L1_ENDPOINT_WS for?', ['l1_endpoint_ws']],
    ['Which port does simple-surge-node v25.1.2 use', ['port', 'simple-surge-node', 'v25.1.2']],
    ['What is it?', ['what', 'is', 'it']],
    ['', []],
  ])('%j → %j', (question, keywords) => {
    expect(questionKeywords(question)).toEqual(keywords);
  });
});

describe('stem', () => {
  test.each([
    ['provers', 'prov'],
    ['prover', 'prov'],
    ['proving', 'prov'],
    ['registering', 'regist'],
    ['registered', 'regist'],
    ['batches', 'batch'],
    ['bodies', 'body'],
    ['entries', 'entry'],
    ['configurations', 'configur'],
    ['users', 'user'],
    ['gas', 'gas'],
    ['v25.1.2', 'v25.1.2'],
    ['l1_endpoint_ws', 'l1_endpoint_ws'],
  ])('%s → %s', (term, stemmed) => {
    expect(stem(term)).toBe(stemmed);
  });

  test('folds the forms of a word together', () => {
    expect(new Set(['register', 'registers', 'registered', 'registering'].map(stem)).size).toBe(1);
  });
});
