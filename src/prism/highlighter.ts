/**
 * Prism with the site's languages: bare prism-core plus
 * `themeConfig.prism.additionalLanguages` (config/prismLanguages.ts). The
 * server renders code blocks with it directly; the browser loads it as its own
 * chunk, only when a code block appears after a client-side navigation
 * (src/prism/lazyHighlight.ts).
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Highlight, Prism} from './prismReactRenderer';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export {Highlight, Prism};
