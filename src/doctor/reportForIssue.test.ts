import {describe, expect, test} from 'vitest';
import {encodedLength, reportForIssue} from './reportForIssue';

type Result = {id: string; status: string; sentence: string};

function result(id: string, status: string): Result {
  return {id, status, sentence: `The ${id} check says something about the node, in one sentence of ordinary length.`};
}

/** A report as `doctor --json` prints it: 12 passes around one failure and one warning. */
const REPORT = {
  network: 'hoodi',
  exitCode: 1,
  results: [
    ...Array.from({length: 6}, (_, index) => result(`pass-${index}`, 'pass')),
    result('bond', 'fail'),
    ...Array.from({length: 6}, (_, index) => result(`pass-${index + 6}`, 'pass')),
    result('timelock-delay', 'warn'),
  ],
  notRun: [],
  ms: 1234,
};

const ids = (json: string) => (JSON.parse(json) as {results: Result[]}).results.map((item) => item.id);

describe('reportForIssue', () => {
  test('a report that fits: minified, failed then warned results first, nothing left out', () => {
    const shrunk = reportForIssue(REPORT, 10_000);
    expect(shrunk.json).not.toContain('\n');
    expect(ids(shrunk.json).slice(0, 3)).toEqual(['bond', 'timelock-delay', 'pass-0']);
    expect(ids(shrunk.json)).toHaveLength(14);
    expect(shrunk).toMatchObject({leftOut: null, network: 'hoodi', failed: 1, warned: 1});
    expect(JSON.parse(shrunk.json)).toMatchObject({network: 'hoodi', exitCode: 1, ms: 1234});
  });

  test('too long for the link: passing results are left out from the end, and the note counts them', () => {
    const whole = encodedLength(JSON.stringify(REPORT));
    const shrunk = reportForIssue(REPORT, Math.floor(whole * 0.5));
    expect(encodedLength(shrunk.json)).toBeLessThanOrEqual(Math.floor(whole * 0.5));
    const kept = ids(shrunk.json);
    expect(kept.slice(0, 2)).toEqual(['bond', 'timelock-delay']);
    expect(kept.length).toBeLessThan(14);
    expect(shrunk.leftOut).toBe(`(${14 - kept.length} passing checks left out to fit the link.)`);
    // The title's counts are the whole report's.
    expect(shrunk).toMatchObject({failed: 1, warned: 1});
  });

  test('with room for the failure only, the warning is counted with the passes', () => {
    const onlyFailure = encodedLength(JSON.stringify({...REPORT, results: [REPORT.results[6]]}));
    const shrunk = reportForIssue(REPORT, onlyFailure);
    expect(ids(shrunk.json)).toEqual(['bond']);
    expect(shrunk.leftOut).toBe('(1 warning and 12 passing checks left out to fit the link.)');
  });

  test('when even no results do not fit, the text is cut and the note says how much is left', () => {
    const shrunk = reportForIssue({...REPORT, notRun: [{id: 'x', reason: 'é'.repeat(3000)}]}, 900);
    expect(encodedLength(shrunk.json)).toBeLessThanOrEqual(900);
    expect(shrunk.json.endsWith('…')).toBe(true);
    expect(shrunk.leftOut).toMatch(
      /^\(1 failed check, 1 warning and 12 passing checks left out to fit the link; the report is cut after \d+ of its [\d,]+ characters to fit the link\.\)$/,
    );
  });

  test('links keep their site path and lose the full URL `--json` adds', () => {
    const link = {
      to: '/docs/guides/running-surge/deploy-l2#deposit-bond',
      label: 'Deposit the bond',
      url: 'https://docs.surge.wtf/docs/guides/running-surge/deploy-l2#deposit-bond',
    };
    const {json} = reportForIssue({...REPORT, results: [{...result('bond', 'fail'), link}]}, 10_000);
    expect(JSON.parse(json)).toMatchObject({results: [{id: 'bond', link: {to: link.to, label: link.label}}]});
    expect(json).not.toContain('https://docs.surge.wtf');
  });

  test('JSON that is not a report is kept as it is when it fits, with no preset or counts', () => {
    expect(reportForIssue([1, 'two'], 100)).toEqual({json: '[1,"two"]', leftOut: null, network: null, failed: 0, warned: 0});
    expect(reportForIssue({network: 'mainnet', results: 'none'}, 100)).toMatchObject({network: null, leftOut: null});
  });

  test('measures the link as URLSearchParams encodes it', () => {
    expect(encodedLength('a b')).toBe(3);
    expect(encodedLength('{"a":1}')).toBe('%7B%22a%22%3A1%7D'.length);
    expect(encodedLength('é')).toBe(6);
  });
});
