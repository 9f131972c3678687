import {describe, expect, test, vi} from 'vitest';
import {createSearchEngine} from './createLocalSearchClient';
import {searchSourceFromRecords, type SearchIndex} from './searchIndex';
import {createSearchLoader, type SearchChunks} from './searchLoader';
import {testRecord} from './testRecord';

const source = searchSourceFromRecords([
  testRecord('/docs/bonds', 'lvl1', {lvl0: 'Documentation', lvl1: 'Bonds'}, null, 0),
  testRecord('/docs/bonds', 'content', {lvl0: 'Documentation', lvl1: 'Bonds'}, 'Provers post a liveness bond for each batch.', 1),
  testRecord('/docs/hoodi', 'lvl1', {lvl0: 'Documentation', lvl1: 'Surge on Hoodi'}, null, 2),
]);
const {terms, postings, ...headingsOnly} = source.index;

/** A promise the test settles, standing for a chunk on the network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return {promise, resolve, reject};
}

type ChunkName = keyof SearchChunks<unknown>;
const CHUNK_NAMES: ChunkName[] = ['modal', 'engine', 'headings', 'words'];

/**
 * Chunks whose fetches the test answers one by one: each call to a chunk's loader is a new
 * fetch, waiting in `pending[name]` until the test calls `answer` or `fail`.
 */
function network() {
  const values: Record<ChunkName, unknown> = {
    modal: {default: 'Modal'},
    engine: {buildEngine: async (index: SearchIndex) => createSearchEngine({index, loadText: source.loadText})},
    headings: {default: {...headingsOnly, terms: '', postings: ''}},
    words: {default: {terms, postings}},
  };
  const pending = Object.fromEntries(CHUNK_NAMES.map((name) => [name, [] as ReturnType<typeof deferred<unknown>>[]])) as Record<
    ChunkName,
    ReturnType<typeof deferred<unknown>>[]
  >;
  const chunks = Object.fromEntries(
    CHUNK_NAMES.map((name) => [
      name,
      vi.fn(() => {
        const fetch = deferred<unknown>();
        pending[name].push(fetch);
        return fetch.promise;
      }),
    ]),
  ) as unknown as SearchChunks<{default: string}> & Record<ChunkName, ReturnType<typeof vi.fn>>;
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  };
  return {
    chunks,
    /** Answers the oldest fetch of each chunk named that is still waiting. */
    async answer(...names: ChunkName[]) {
      for (const name of names) pending[name].shift()!.resolve(values[name]);
      await settle();
    },
    async fail(name: ChunkName) {
      pending[name].shift()!.reject(new Error(`${name} chunk: offline`));
      await settle();
    },
    waiting: (name: ChunkName) => pending[name].length,
    settle,
  };
}

const request = (query: string) => ({query, hitsPerPage: 5});

describe('the search loader', () => {
  test('fetches nothing until asked; once idle, the modal, the engine and the headings, not the words', async () => {
    const net = network();
    const loader = createSearchLoader(net.chunks);
    expect(CHUNK_NAMES.map((name) => net.chunks[name].mock.calls.length)).toEqual([0, 0, 0, 0]);
    loader.prefetch();
    expect(loader.getState()).toEqual({phase: 'idle', error: null, modal: 'loading'});
    await net.answer('modal', 'engine', 'headings');
    expect(loader.getState().modal).toBe('ready');
    expect(loader.modal()).toEqual({default: 'Modal'});
    expect(net.chunks.words).not.toHaveBeenCalled();
    // The reader's intent: only the words are left to fetch, and the headings answer at once.
    loader.start();
    expect(loader.getState().phase).toBe('loading');
    await net.settle();
    expect(loader.getState().phase).toBe('headings');
    expect((await loader.search(request('hoodi'))).wholeIndex).toBe(false);
    expect(CHUNK_NAMES.map((name) => net.chunks[name].mock.calls.length)).toEqual([1, 1, 1, 1]);
  });

  test('goes idle → loading → headings → ready; searches are answered by the headings first, then by the whole index', async () => {
    const net = network();
    const loader = createSearchLoader(net.chunks);
    const phases: string[] = [];
    loader.subscribe(() => phases.push(loader.getState().phase));
    const early = loader.search(request('bonds'));
    await net.answer('engine', 'headings');
    const byHeadings = await early;
    expect(byHeadings).toMatchObject({wholeIndex: false});
    expect(byHeadings.hits.map((hit) => hit.url)).toEqual(['/docs/bonds']);
    // "liveness" is in the text only, which the headings do not hold.
    expect((await loader.search(request('liveness'))).hits).toEqual([]);
    await net.answer('words');
    expect(loader.getState()).toEqual({phase: 'ready', error: null, modal: 'idle'});
    const byWholeIndex = await loader.search(request('liveness'));
    expect(byWholeIndex.wholeIndex).toBe(true);
    expect(byWholeIndex.hits.map((hit) => hit.url)).toEqual(['/docs/bonds']);
    expect([...new Set(phases)]).toEqual(['loading', 'headings', 'ready']);
  });

  test.each(['engine', 'headings', 'words'] as const)(
    'when the %s chunk fails: the state says so, searches fail, and the next search fetches only what failed',
    async (failing) => {
      const net = network();
      const loader = createSearchLoader(net.chunks);
      const first = loader.search(request('bonds'));
      for (const name of ['engine', 'headings', 'words'] as const) if (name !== failing) await net.answer(name);
      await net.fail(failing);
      if (failing === 'words') {
        // The headings answered the search; the whole index could not load.
        await expect(first).resolves.toMatchObject({wholeIndex: false});
      } else await expect(first).rejects.toThrow(`${failing} chunk: offline`);
      expect(loader.getState()).toMatchObject({phase: 'failed', error: {message: `${failing} chunk: offline`}});
      // After a failure only the whole index answers: the error again, or the recovery.
      const again = loader.search(request('liveness'));
      expect(loader.getState().phase).toBe('loading');
      expect(CHUNK_NAMES.filter((name) => net.waiting(name) > 0)).toEqual([failing]);
      await net.answer(failing);
      expect((await again).hits.map((hit) => hit.url)).toEqual(['/docs/bonds']);
      expect(loader.getState().phase).toBe('ready');
      for (const name of ['engine', 'headings', 'words'] as const) expect(net.chunks[name]).toHaveBeenCalledTimes(name === failing ? 2 : 1);
    },
  );

  test('retry loads again after a failure only, and searches made meanwhile share that one load', async () => {
    const net = network();
    const loader = createSearchLoader(net.chunks);
    loader.retry();
    expect(loader.getState().phase).toBe('idle');
    loader.start();
    await net.answer('engine', 'headings');
    await net.fail('words');
    loader.retry();
    loader.retry();
    expect(loader.getState().phase).toBe('loading');
    // While the words load again, the headings answer; what needs the whole index waits for it.
    const whileLoading = loader.search(request('bonds'));
    const suggestions = loader.suggestions(1);
    const wholeEngine = loader.loadWholeEngine();
    expect(await whileLoading).toMatchObject({wholeIndex: false});
    await net.answer('words');
    expect(await suggestions).toEqual(['Documentation']);
    expect((await wholeEngine).rank({query: 'liveness'}).hits).toEqual([{url: '/docs/bonds'}]);
    expect(net.chunks.words).toHaveBeenCalledTimes(2);
  });

  test('a load that fails after a later search asked for it is made once more before the error shows', async () => {
    const net = network();
    const loader = createSearchLoader(net.chunks);
    loader.start();
    await net.answer('engine', 'headings');
    // Typed while the words are on their way (the headings answer it), then that fetch fails.
    expect(await loader.search(request('bonds'))).toMatchObject({wholeIndex: false});
    await net.fail('words');
    expect(loader.getState().phase).toBe('headings');
    await net.fail('words');
    // Nobody searched during the second load: its failure shows.
    expect(loader.getState()).toMatchObject({phase: 'failed', error: {message: 'words chunk: offline'}});
    expect(net.chunks.words).toHaveBeenCalledTimes(2);
  });

  test('the modal’s code: loading, failed, and fetched again on the next ask', async () => {
    const net = network();
    const loader = createSearchLoader(net.chunks);
    const first = loader.loadModal();
    expect(loader.getState().modal).toBe('loading');
    await net.fail('modal');
    await expect(first).rejects.toThrow('modal chunk: offline');
    expect(loader.getState().modal).toBe('failed');
    expect(loader.modal()).toBeNull();
    const second = loader.loadModal();
    expect(loader.getState().modal).toBe('loading');
    await net.answer('modal');
    expect(await second).toEqual({default: 'Modal'});
    expect(loader.getState().modal).toBe('ready');
    expect(net.chunks.modal).toHaveBeenCalledTimes(2);
    // Once in, never fetched again.
    await loader.loadModal();
    loader.prefetch();
    expect(net.chunks.modal).toHaveBeenCalledTimes(2);
  });
});
