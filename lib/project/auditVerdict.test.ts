import {describe, expect, test} from 'vitest';
import {auditVerdict, readAuditExceptions} from './auditVerdict';

/** The shape `npm audit --json` (npm 7+) prints, trimmed to what the verdict reads. */
function report(vulnerabilities: Record<string, unknown>) {
  return JSON.stringify({auditReportVersion: 2, vulnerabilities, metadata: {vulnerabilities: {}}});
}

const HIGH = {
  name: 'left-pad',
  severity: 'high',
  via: [{source: 1001, name: 'left-pad', title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc', severity: 'high'}],
};
const CRITICAL_VIA_DEPENDENCY = {name: 'wrapper', severity: 'critical', via: ['left-pad']};
const MODERATE = {
  name: 'slow-regex',
  severity: 'moderate',
  via: [{source: 1002, name: 'slow-regex', title: 'ReDoS', url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff', severity: 'moderate'}],
};

describe('auditVerdict', () => {
  test('passes a clean report', () => {
    const verdict = auditVerdict(report({}), []);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines.at(-1)).toMatch(/No unexplained high or critical advisories/);
  });

  test('passes moderate and low advisories', () => {
    expect(auditVerdict(report({'slow-regex': MODERATE}), []).exitCode).toBe(0);
  });

  test('fails on a high advisory, naming the package, the advisory and the fix', () => {
    const verdict = auditVerdict(report({'left-pad': HIGH, wrapper: CRITICAL_VIA_DEPENDENCY}), []);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toContain('Unexplained: high left-pad: Prototype pollution (https://github.com/advisories/GHSA-aaaa-bbbb-cccc)');
    expect(verdict.lines.at(-1)).toMatch(/1 high or critical advisory.*scripts\/audit-exceptions\.json/);
  });

  test('passes an advisory that is explained, and prints the explanation', () => {
    const verdict = auditVerdict(report({'left-pad': HIGH}), [{advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'Only used at build time on trusted input.'}]);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines[0]).toMatch(/^Explained: high left-pad: .* — Only used at build time on trusted input\.$/);
  });

  test.each([
    [
      'the registry refuses the audit request (405)',
      {message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', statusCode: 405},
    ],
    ['the registry cannot be resolved', {error: {code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND registry.npmjs.org'}}],
  ])('says so clearly, as a CI warning, and passes when %s', (_name, body) => {
    const verdict = auditVerdict(JSON.stringify(body), []);
    expect(verdict.exitCode).toBe(0);
    expect(verdict.lines).toHaveLength(1);
    expect(verdict.lines[0]).toMatch(/^::warning title=npm audit not run::The advisory endpoint could not be reached .*No advisories were checked/);
  });

  test('fails when npm printed no JSON at all', () => {
    expect(auditVerdict('npm ERR! something else', [])).toEqual({exitCode: 1, lines: [expect.stringMatching(/printed no JSON report/)]});
  });
});

describe('readAuditExceptions', () => {
  test('reads advisories with their reasons', () => {
    expect(readAuditExceptions('[{"advisory": "GHSA-aaaa-bbbb-cccc", "reason": "Not reachable."}]')).toEqual([
      {advisory: 'GHSA-aaaa-bbbb-cccc', reason: 'Not reachable.'},
    ]);
  });

  test.each([
    ['an object', '{}', /must be a JSON array/],
    ['an exception without a reason', '[{"advisory": "GHSA-aaaa-bbbb-cccc", "reason": " "}]', /entry 1 needs .* a non-empty "reason"/],
    ['an exception without an advisory', '[{"reason": "x"}]', /entry 1 needs an "advisory" id/],
  ])('rejects %s', (_name, json, message) => {
    expect(() => readAuditExceptions(json)).toThrow(message);
  });
});
