import {describe, expect, test} from 'vitest';
import {readAnalyticsEnvironment} from './readAnalyticsEnvironment';

describe('readAnalyticsEnvironment', () => {
  test('is off when nothing is set', () => {
    expect(readAnalyticsEnvironment({})).toBeNull();
    expect(readAnalyticsEnvironment({MATOMO_URL: ' ', GTAG_TRACKING_ID: ''})).toBeNull();
  });

  test('reads Matomo with its script from the server and the cross-domain list', () => {
    expect(readAnalyticsEnvironment({MATOMO_URL: 'https://example.matomo.cloud', MATOMO_SITE_ID: '6', MATOMO_DOMAINS: '*.surge.wtf, docs.surge.wtf'})).toEqual({
      matomo: {
        url: 'https://example.matomo.cloud/',
        siteId: '6',
        scriptUrl: 'https://example.matomo.cloud/matomo.js',
        domains: ['*.surge.wtf', 'docs.surge.wtf'],
      },
      gtag: null,
    });
  });

  test('takes the Matomo script from MATOMO_SCRIPT_URL when set', () => {
    const config = readAnalyticsEnvironment({
      MATOMO_URL: 'https://x.matomo.cloud/',
      MATOMO_SITE_ID: '1',
      MATOMO_SCRIPT_URL: 'https://cdn.example.org/x/matomo.js',
    });
    expect(config?.matomo?.scriptUrl).toBe('https://cdn.example.org/x/matomo.js');
  });

  test('reads the Google tag', () => {
    expect(readAnalyticsEnvironment({GTAG_TRACKING_ID: 'G-ABC123', GTAG_DOMAINS: 'surge.wtf'})).toEqual({
      matomo: null,
      gtag: {trackingId: 'G-ABC123', domains: ['surge.wtf']},
    });
  });

  test.each([
    [{MATOMO_URL: 'https://x.org/'}, /MATOMO_SITE_ID is not/],
    [{MATOMO_SITE_ID: '6'}, /MATOMO_URL is not/],
    [{MATOMO_URL: 'https://x.org/', MATOMO_SITE_ID: 'six'}, /numeric id/],
    [{MATOMO_URL: 'x.org', MATOMO_SITE_ID: '6'}, /absolute URL/],
    [{MATOMO_URL: 'ftp://x.org/', MATOMO_SITE_ID: '6'}, /https:\/\//],
    [{MATOMO_URL: 'https://x.org/', MATOMO_SITE_ID: '6', MATOMO_DOMAINS: 'surge.wtf, not a host'}, /"not a host" is not one/],
    [{MATOMO_DOMAINS: '*.surge.wtf'}, /set both to turn Matomo on/],
    [{GTAG_TRACKING_ID: 'my-id'}, /G-XXXXXXXXXX/],
    [{GTAG_DOMAINS: 'surge.wtf'}, /GTAG_TRACKING_ID is not/],
  ])('rejects %j with a message that says what to do', (env, message) => {
    expect(() => readAnalyticsEnvironment(env)).toThrow(message);
  });
});
