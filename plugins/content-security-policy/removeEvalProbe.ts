/**
 * DocSearch's modal bundles zod, which probes for eval with `new Function("")`
 * when it loads. Under this site's policy the probe throws, zod falls back to
 * its interpreter, and the browser still reports a CSP violation. Answering
 * the probe with "no eval" is what zod's own `jitless` setting does, which the
 * bundle does not expose.
 */
const EVAL_PROBE = /try\{return new Function\(""\),!0\}catch\(\w+\)\{return!1\}/g;
const ANY_FUNCTION_CONSTRUCTOR = /\bFunction\(/;

export function removeEvalProbe(source: string, file: string): string {
  const probes = source.match(EVAL_PROBE)?.length ?? 0;
  const patched = source.replace(EVAL_PROBE, 'return!1');
  if (probes > 1 || ANY_FUNCTION_CONSTRUCTOR.test(patched)) {
    throw new Error(
      `${file} builds code with the Function constructor in a way plugins/content-security-policy/removeEvalProbe.ts ` +
        "does not know: the site's policy forbids eval. Check what the new DocSearch version evaluates and update the patch.",
    );
  }
  return patched;
}
