/** Results and reports shaped as `doctor --json` prints them (and diagnose_setup returns), for tests of what is done with a report. */

/** One result with a full docs link, saying `sentence`. */
export function jsonResult(id: string, status: string, sentence = `The ${id} check says one ordinary sentence about the node it asked.`) {
  return {
    id,
    title: `Check ${id}`,
    status,
    sentence,
    link: {to: '/docs/guides/running-surge/deploy-l2#verify', label: 'Verify', url: 'https://docs.surge.wtf/docs/guides/running-surge/deploy-l2#verify'},
    ms: 12,
  };
}

export type JsonResult = ReturnType<typeof jsonResult> & {details?: string[]};

/** A report with these results (one failure gives exit code 1, as the doctor's would). */
export function jsonReport(results: JsonResult[], network = 'devnet') {
  return {
    network,
    exitCode: results.some((result) => result.status === 'fail') ? 1 : 0,
    endpoints: [{role: 'L1 RPC', url: 'http://127.0.0.1:8545', from: 'L1_ENDPOINT_HTTP'}],
    results,
    notRun: [],
    notRelevant: [],
    ms: 900,
  };
}
