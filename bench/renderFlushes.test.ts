import {describe, expect, it} from 'vitest';
import {findBundleHooks, flushProbeScript, formatFlushes, type RenderFlush} from './renderFlushes';

const MAIN = `// EXTERNAL MODULE: ./node_modules/preact/dist/preact.mjs
var preact = __webpack_require__(6148);
var hooks_a=preact/* .options */.fF,v=hooks_a.__b;`;
const RUNTIME = `var chunkLoadingGlobal = self["webpackChunksurge_docs"] = self["webpackChunksurge_docs"] || [];`;

describe('findBundleHooks', () => {
  it("reads Preact's module id, its options export and the chunk global", () => {
    expect(findBundleHooks(MAIN, RUNTIME)).toEqual({preactModuleId: '6148', optionsExport: 'fF', chunkGlobal: 'webpackChunksurge_docs'});
  });

  it('refuses a minified build with a message that says how to make one it can read', () => {
    expect(() => findBundleHooks('var a=n(6148);', RUNTIME)).toThrow(/--no-minify/);
  });
});

describe('flushProbeScript', () => {
  it('times each commit and counts the components diffed in it, once Preact has loaded', () => {
    const modules: Record<string, unknown> = {};
    const options: Record<string, (...args: unknown[]) => void> = {};
    const pending: (() => void)[] = [];
    let now = 0;
    const self: Record<string, {push: (entry: [string[], object, (require: unknown) => void]) => void}> = {
      webpackChunksurge_docs: {push: ([, , runtime]) => runtime(Object.assign((id: string) => modules[id], {m: modules}))},
    };
    const window: {__renderFlushes?: RenderFlush[]} = {};
    new Function('self', 'window', 'performance', 'setTimeout', flushProbeScript(findBundleHooks(MAIN, RUNTIME)))(
      self,
      window,
      {now: () => now},
      (callback: () => void) => pending.push(callback),
    );
    expect(pending).toHaveLength(1); // Preact not loaded yet
    modules['6148'] = {fF: options};
    pending.shift()!();
    function Heading() {}
    now = 10;
    options.__b!({type: Heading});
    options.__b!({type: 'h2'});
    now = 12;
    options.__b!({type: Heading});
    now = 15.5;
    options.__c!({}, []);
    expect(window.__renderFlushes).toEqual([{startMs: 10, durationMs: 5.5, components: 2, byName: [['Heading', 2]]}]);
  });
});

describe('formatFlushes', () => {
  it('lists the flushes of at least the minimum, with their most frequent components', () => {
    const flushes: RenderFlush[] = [
      {
        startMs: 253.4,
        durationMs: 9.26,
        components: 275,
        byName: [
          ['Head', 18],
          ['t', 23],
        ],
      },
      {startMs: 270, durationMs: 1.2, components: 3, byName: [['Link', 3]]},
    ];
    expect(formatFlushes(flushes, 2)).toEqual(['at 253 ms  9.3 ms  275 components  (t ×23, Head ×18)']);
  });
});
