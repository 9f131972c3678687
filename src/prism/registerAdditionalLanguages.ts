/**
 * Adds `themeConfig.prism.additionalLanguages` to prism-react-renderer's Prism.
 * The classic theme does this in a client module, which put Prism (about
 * 30 KB gzip) in the bundle of every page; imported by the code-block
 * component instead, Prism loads with the first page that shows code.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
