/** The table of contents hydrates after the page's frame (src/components/HydrateLater/later.tsx). */
import TOC from '@theme-original/TOC';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(TOC);
