/**
 * Links the web manifest once the app runs, not in the HTML: Chrome fetches a
 * linked manifest at once, and a request that ends before the first paint
 * counts against it on a slow connection. The app's scripts start after the
 * first paint (plugins/scripts-after-first-paint), so this does too. Only
 * installing the site to a home screen needs the manifest.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

if (ExecutionEnvironment.canUseDOM && !document.head.querySelector('link[rel="manifest"]')) {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${siteConfig.baseUrl}manifest.webmanifest`;
  document.head.append(link);
}
