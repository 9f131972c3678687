/**
 * Page-view analytics, bundled only when the build configures a tracker
 * (docusaurus.config.ts adds this client module then). It loads the tracker
 * script and sends a page view 32 ms after each route change, unless the
 * reader's browser sends Do Not Track or Global Privacy Control.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import type {AnalyticsConfig} from '@site/config/readAnalyticsEnvironment';
import {createPageViewTracker} from './createPageViewTracker';
import {isTrackingAllowed} from './isTrackingAllowed';
import {gtagPageViewCommand, gtagSetupCommands, matomoPageViewCommands, matomoSetupCommands, type PageView} from './pageViewCommands';

declare global {
  interface Window {
    _paq?: unknown[][];
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startTracking(config: AnalyticsConfig): ClientModule {
  const senders: ((view: PageView) => void)[] = [];
  if (config.matomo) {
    const matomo = config.matomo;
    const queue = (window._paq ??= []);
    queue.push(...matomoSetupCommands(matomo));
    loadScript(matomo.scriptUrl);
    // matomo.js swaps _paq for its own object with a push method; always push through window._paq.
    senders.push((view) => {
      for (const command of matomoPageViewCommands(view)) window._paq!.push(command);
    });
  }
  if (config.gtag) {
    const gtag = config.gtag;
    window.dataLayer ??= [];
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    window.gtag = function gtagShim() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    for (const command of gtagSetupCommands(gtag, new Date())) window.gtag(...command);
    loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtag.trackingId)}`);
    senders.push((view) => window.gtag!(...gtagPageViewCommand(gtag, view)));
  }
  const tracker = createPageViewTracker({
    send: (view) => senders.forEach((send) => send(view)),
    readPage: () => ({url: window.location.href.split('#')[0]!, title: document.title}),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (id) => window.clearTimeout(id),
  });
  return {onRouteDidUpdate: (args) => tracker.onRouteDidUpdate(args)};
}

function createClientModule(): ClientModule {
  const config = siteConfig.customFields?.analytics as AnalyticsConfig | null | undefined;
  if (!ExecutionEnvironment.canUseDOM || !config) return {};
  if (!isTrackingAllowed({navigator, window: window as {doNotTrack?: string | null}})) return {};
  return startTracking(config);
}

export default createClientModule();
