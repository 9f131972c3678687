import {describe, expect, test} from 'vitest';
import {resolveDocUrl, type DocUrlContext} from './resolveDocUrl';

const context: DocUrlContext = {
  siteUrl: 'https://docs.surge.wtf',
  baseUrl: '/docs-site/',
  pageUrl: 'https://docs.surge.wtf/docs-site/docs/guides/running-surge/deploy-l2',
  sourcePath: 'docs/guides/running-surge/deploy-l2.md',
  permalinkBySource: new Map([
    ['docs/guides/running-surge/deploy-l1.md', '/docs-site/docs/guides/running-surge/deploy-l1'],
    ['docs/guides/running-surge/index.md', '/docs-site/docs/guides/running-surge'],
    ['docs/troubleshooting/common-devnet-issues.md', '/docs-site/docs/troubleshooting/common-devnet-issues'],
  ]),
};

describe('resolveDocUrl', () => {
  test.each([
    ['./deploy-l1.md', 'https://docs.surge.wtf/docs-site/docs/guides/running-surge/deploy-l1'],
    ['./deploy-l1.md#verify', 'https://docs.surge.wtf/docs-site/docs/guides/running-surge/deploy-l1#verify'],
    ['./index.md', 'https://docs.surge.wtf/docs-site/docs/guides/running-surge'],
    ['../../troubleshooting/common-devnet-issues.md#bond', 'https://docs.surge.wtf/docs-site/docs/troubleshooting/common-devnet-issues#bond'],
    ['#port-map', 'https://docs.surge.wtf/docs-site/docs/guides/running-surge/deploy-l2#port-map'],
    ['/docs/intro', 'https://docs.surge.wtf/docs-site/docs/intro'],
    ['/img/logo.svg', 'https://docs.surge.wtf/docs-site/img/logo.svg'],
    ['deploy-l1', 'https://docs.surge.wtf/docs-site/docs/guides/running-surge/deploy-l1'],
  ])('%s → %s', (url, expected) => {
    expect(resolveDocUrl(url, context)).toBe(expected);
  });

  test.each(['https://nethermind.io', 'mailto:docs@example.org', '//cdn.example.org/x.png', './missing.md'])('leaves %s as written', (url) => {
    expect(resolveDocUrl(url, context)).toBeNull();
  });
});
