import {describe, expect, it} from 'vitest';
import {formatRunDetails, readRunDetails} from './lighthouseDetails';

const result = {
  categories: {performance: {score: 0.99}},
  audits: {
    'first-contentful-paint': {numericValue: 910.4},
    'largest-contentful-paint': {numericValue: 1137.2},
    'total-blocking-time': {numericValue: 21.6},
    interactive: {numericValue: 1850},
    metrics: {details: {items: [{observedLargestContentfulPaint: 155.3}]}},
    'network-requests': {
      details: {
        items: [
          {url: 'http://localhost:4400/docs/intro', priority: 'VeryHigh', resourceType: 'Document', transferSize: 29466, networkEndTime: 21},
          {url: 'http://localhost:4400/img/favicon.svg', priority: 'High', resourceType: 'Other', transferSize: 454, networkEndTime: 137},
          {
            url: 'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 64 64%27',
            priority: 'Low',
            resourceType: 'Image',
            transferSize: 0,
            networkEndTime: 80,
          },
          {url: 'http://localhost:4400/assets/js/main.js', priority: 'Low', resourceType: 'Script', transferSize: 65151, networkEndTime: 182},
        ],
      },
    },
    'long-tasks': {
      details: {
        items: [
          {url: 'http://localhost:4400/assets/js/main.js', startTime: 1900.4, duration: 91.2},
          {url: 'Unattributable', startTime: 799, duration: 147},
        ],
      },
    },
  },
};

describe('readRunDetails', () => {
  it('reads the simulated metrics, the requests that ended by the observed LCP and the long tasks in time order', () => {
    const details = readRunDetails(result);
    expect(details.performance).toBe(99);
    expect(details.metricsMs).toEqual({fcp: 910, lcp: 1137, tbt: 22, tti: 1850});
    expect(details.observedLcpMs).toBe(155);
    expect(details.requestsBeforeLcp.map((request) => request.url)).toEqual([
      '/docs/intro',
      '/img/favicon.svg',
      'data:image/svg+xml,%3Csvg xmlns=%27http://www…',
    ]);
    expect(details.longTasks).toEqual([
      {url: 'Unattributable', startMs: 799, durationMs: 147},
      {url: '/assets/js/main.js', startMs: 1900, durationMs: 91},
    ]);
  });

  it('reads a result without the optional audits as empty lists', () => {
    const details = readRunDetails({categories: {performance: {score: 1}}, audits: {}});
    expect(details.requestsBeforeLcp).toEqual([]);
    expect(details.longTasks).toEqual([]);
    expect(details.metricsMs.lcp).toBeNaN();
  });
});

describe('formatRunDetails', () => {
  it('prints one line per request and task under the page figures', () => {
    const text = formatRunDetails('/docs/intro', readRunDetails(result));
    expect(text.split('\n')).toEqual([
      '/docs/intro: performance 99, FCP 910 ms, LCP 1137 ms, TBT 22 ms, TTI 1850 ms (simulated); observed LCP 155 ms',
      '  requests ended before the observed LCP (3):',
      '    21 ms  Document VeryHigh 29466 B  /docs/intro',
      '    137 ms  Other High 454 B  /img/favicon.svg',
      '    80 ms  Image Low 0 B  data:image/svg+xml,%3Csvg xmlns=%27http://www…',
      '  long tasks, simulated (2):',
      '    at 799 ms  147 ms  Unattributable',
      '    at 1900 ms  91 ms  /assets/js/main.js',
    ]);
  });
});
