import {describe, expect, test} from 'vitest';
import {gtagPageViewCommand, gtagSetupCommands, matomoPageViewCommands, matomoSetupCommands} from './pageViewCommands';

const MATOMO = {url: 'https://example.matomo.cloud/', siteId: '6', scriptUrl: 'https://example.matomo.cloud/matomo.js', domains: ['*.surge.wtf']};
const GTAG = {trackingId: 'G-ABC123', domains: ['surge.wtf', 'docs.surge.wtf']};
const VIEW = {url: 'https://docs.surge.wtf/docs/intro', title: 'Intro | Surge Documentation', referrer: 'https://docs.surge.wtf/'};

describe('Matomo commands', () => {
  test('set the tracker, the site and cross-domain linking', () => {
    expect(matomoSetupCommands(MATOMO)).toEqual([
      ['setTrackerUrl', 'https://example.matomo.cloud/matomo.php'],
      ['setSiteId', '6'],
      ['setDomains', ['*.surge.wtf']],
      ['enableCrossDomainLinking'],
      ['enableLinkTracking'],
    ]);
  });

  test('leave cross-domain linking off without domains', () => {
    expect(matomoSetupCommands({...MATOMO, domains: []}).map(([name]) => name)).toEqual(['setTrackerUrl', 'setSiteId', 'enableLinkTracking']);
  });

  test.each([
    [VIEW, [['setReferrerUrl', VIEW.referrer], ['setCustomUrl', VIEW.url], ['setDocumentTitle', VIEW.title], ['trackPageView']]],
    [{...VIEW, referrer: null}, [['setCustomUrl', VIEW.url], ['setDocumentTitle', VIEW.title], ['trackPageView']]],
  ])('track a page view of %j', (view, commands) => {
    expect(matomoPageViewCommands(view)).toEqual(commands);
  });
});

describe('gtag commands', () => {
  test('configure the tag without its own page views, with the linker domains', () => {
    const now = new Date(0);
    expect(gtagSetupCommands(GTAG, now)).toEqual([
      ['js', now],
      ['config', 'G-ABC123', {send_page_view: false, linker: {domains: ['surge.wtf', 'docs.surge.wtf']}}],
    ]);
    expect(gtagSetupCommands({...GTAG, domains: []}, now)[1]).toEqual(['config', 'G-ABC123', {send_page_view: false}]);
  });

  test('send a page_view event with the page and the previous page', () => {
    expect(gtagPageViewCommand(GTAG, VIEW)).toEqual([
      'event',
      'page_view',
      {send_to: 'G-ABC123', page_location: VIEW.url, page_title: VIEW.title, page_referrer: VIEW.referrer},
    ]);
  });
});
