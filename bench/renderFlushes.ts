/**
 * Finding Preact in a production build made with `--no-minify`, for
 * `npm run bench:flushes` (bench/flushes.ts): the id of Preact's module in the
 * main bundle, the name its `options` export was given, and the bundle's
 * chunk-loading global, through which a page script reaches the module loader. A minified build keeps
 * neither the module comments nor the component names, so it is refused.
 */

export type BundleHooks = {preactModuleId: string; optionsExport: string; chunkGlobal: string};

export function findBundleHooks(mainSource: string, runtimeSource: string): BundleHooks {
  const preact = /\/\/ EXTERNAL MODULE: \.\/node_modules\/preact\/dist\/preact\.mjs\s*\n\s*var \w+ = __webpack_require__\((\d+)\)/.exec(mainSource);
  if (!preact) throw new Error('the main bundle names no Preact module: build with npx docusaurus build --no-minify --out-dir DIR');
  // The bundler renames exports; its comments keep the original name next to the new one.
  const options = /\/\* \.options \*\/\.(\w+)/.exec(mainSource);
  if (!options) throw new Error("the main bundle never reads Preact's options");
  const chunkGlobal = /\b(webpackChunk\w+)\b/.exec(runtimeSource);
  if (!chunkGlobal) throw new Error('the runtime names no chunk-loading global (webpackChunk…)');
  return {preactModuleId: preact[1]!, optionsExport: options[1]!, chunkGlobal: chunkGlobal[1]!};
}

/**
 * The page script: it waits for Preact's module, then times every commit
 * (from the first component diffed to the commit) and counts the components
 * diffed in it by name. Results go to `window.__renderFlushes`.
 */
export function flushProbeScript({preactModuleId, optionsExport, chunkGlobal}: BundleHooks): string {
  return `(function () {
  window.__renderFlushes = [];
  (self[${JSON.stringify(chunkGlobal)}] = self[${JSON.stringify(chunkGlobal)}] || []).push([['render-flush-probe'], {}, function (require) {
    function hook() {
      if (!require.m || !require.m[${JSON.stringify(preactModuleId)}]) return setTimeout(hook, 0);
      var options = require(${JSON.stringify(preactModuleId)})[${JSON.stringify(optionsExport)}];
      var start = 0, components = 0, byName = new Map();
      var diffing = options.__b;
      options.__b = function (vnode) {
        if (!start) start = performance.now();
        if (typeof vnode.type === 'function') {
          components += 1;
          var name = vnode.type.displayName || vnode.type.name || '(anonymous)';
          byName.set(name, (byName.get(name) || 0) + 1);
        }
        if (diffing) diffing(vnode);
      };
      var committing = options.__c;
      options.__c = function (vnode, queue) {
        if (committing) committing(vnode, queue);
        if (start) window.__renderFlushes.push({startMs: start, durationMs: performance.now() - start, components: components, byName: Array.from(byName)});
        start = 0; components = 0; byName = new Map();
      };
    }
    hook();
  }]);
})();`;
}

export type RenderFlush = {startMs: number; durationMs: number; components: number; byName: [string, number][]};

/** One line per commit of at least `minMs`: when, how long, how many components and the most frequent ones. */
export function formatFlushes(flushes: RenderFlush[], minMs: number): string[] {
  return flushes
    .filter((flush) => flush.durationMs >= minMs)
    .map((flush) => {
      const top = [...flush.byName]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, count]) => `${name} ×${count}`)
        .join(', ');
      return `at ${Math.round(flush.startMs)} ms  ${flush.durationMs.toFixed(1)} ms  ${flush.components} components  (${top})`;
    });
}
