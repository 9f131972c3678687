/**
 * Docusaurus's page template, with one change: the page's scripts (the
 * runtime and the main bundle) are requested after the first paint instead of
 * with `defer`. A deferred script is fetched while the page is parsed, so on a
 * slow connection its ~70 KB gzip share the line with the HTML and the
 * stylesheet that the first paint needs (and Lighthouse's simulated mobile
 * load counts every request started before the largest paint). Nothing on a
 * page needs JavaScript to be read (tests/e2e/no-javascript.spec.ts), so the
 * text comes first and the code right after.
 *
 * The scripts start once the document is parsed (when deferred scripts would
 * run) and its text has been painted (the first contentful paint, or the next
 * frame where the browser does not report paints). A tab opened in the
 * background paints nothing, so there they start at once; a visible page whose
 * paint is never reported starts them three seconds after parsing.
 * They run in order. The content security policy allows the loader by its hash, as every
 * inline script (plugins/content-security-policy).
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

const DEFERRED_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/** The container of the banner Docusaurus shows when the site's scripts do not load (a wrong base URL). */
export const BASE_URL_BANNER_ID = '__docusaurus-base-url-issue-banner-container';

/**
 * How long a visible page whose first paint is not reported waits before starting its scripts (ms):
 * a backstop, well past the first paint of a long page on a slow phone.
 */
export const UNPAINTED_START_MS = 3000;

/**
 * The loader, run in the page with the script URLs in order. Plain JavaScript
 * in a string: it goes into the HTML as is, whatever compiles this file.
 */
export const SCRIPT_LOADER = `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source, index) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      if (index === sources.length - 1) script.onload = removeBaseUrlBanner;
      document.head.appendChild(script);
    });
  }
  // Docusaurus's check for a wrong base URL runs when the page is parsed and
  // finds no app yet: once the app has loaded, its banner (hidden by the
  // stylesheet anyway) goes.
  function removeBaseUrlBanner() {
    var banner = window.docusaurus && document.getElementById('${BASE_URL_BANNER_ID}');
    if (banner) banner.remove();
  }
  function afterParse() {
    if (document.visibilityState === 'hidden') return start();
    setTimeout(start, ${UNPAINTED_START_MS});
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) {
      requestAnimationFrame(function () { setTimeout(start, 0); });
      return;
    }
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({type: 'paint', buffered: true});
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse);
  else afterParse();
})`;

export function ssrTemplate(): string {
  if (!docusaurusTemplate.includes(DEFERRED_SCRIPTS)) {
    throw new Error("Docusaurus's page template no longer lists its scripts as plugins/scripts-after-first-paint expects: update DEFERRED_SCRIPTS there.");
  }
  // `<` is escaped in the URL list so that no URL can close the script element.
  const loaderCall = `${SCRIPT_LOADER}(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)`;
  return docusaurusTemplate.replace(DEFERRED_SCRIPTS, `    <script>${loaderCall}</script>`);
}
