import {describe, expect, test} from 'vitest';
import {idOfHash} from './scrollToTarget';

describe('idOfHash', () => {
  test.each([
    ['#run-deployment-script', 'run-deployment-script'],
    ['#caf%C3%A9', 'café'],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
  ])('%s names %s', (hash, id) => {
    expect(idOfHash(hash)).toBe(id);
  });
});
