/**
 * Stands in for Docusaurus's client entry in the production browser bundle
 * (index.ts). It starts the app the same way: the page's route chunks load,
 * then the app hydrates the server's markup inside the same providers. What
 * differs is when the main bundle's modules run. Docusaurus's entry imports
 * the whole app, so all of them ran in the one task that evaluated main.js,
 * one of the longest a page had. Here the entry starts loading the page's
 * chunks at once, then imports the router and the app each in a task of its
 * own, and hydrates in a task after the page's chunks have run.
 */
import {startTransition, type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import preload from '@docusaurus/core/lib/client/preload';

/** A new task, without setTimeout's 4 ms clamp. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  const container = document.getElementById('__docusaurus')!;
  // The page's chunks, requested before anything else runs.
  const routeChunksLoaded = preload(window.location.pathname);
  await nextTask();
  // Eager: these stay in main.js (no request); their modules run here, in this task.
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, ReactDOM] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await routeChunksLoaded;
  await nextTask();
  const Router = ({children}: {children: ReactNode}) =>
    siteConfig.future.experimental_router === 'hash' ? <HashRouter>{children}</HashRouter> : <BrowserRouter>{children}</BrowserRouter>;
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
    } else if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

// The page template's loader checks for it once main.js has run (plugins/scripts-after-first-paint).
window.docusaurus = docusaurus;
void start();
