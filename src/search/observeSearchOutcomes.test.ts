import {expect, test, vi} from 'vitest';
import {observeSearchOutcomes} from './observeSearchOutcomes';

test('reports each search as failed or not, and passes results and errors through', async () => {
  const search = vi
    .fn()
    .mockRejectedValueOnce(Object.assign(new Error('down'), {name: 'RetryError'}))
    .mockResolvedValue({results: []});
  const outcomes: (string | null)[] = [];
  const client = observeSearchOutcomes({search, addAlgoliaAgent: () => 'kept'}, (error) => outcomes.push(error?.name ?? null));
  await expect(client.search()).rejects.toThrow('down');
  await expect(client.search()).resolves.toEqual({results: []});
  expect(outcomes).toEqual(['RetryError', null]);
  expect(client.addAlgoliaAgent()).toBe('kept');
});
