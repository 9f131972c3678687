/** The docs sidebar hydrates in its turn after the page's frame (src/components/HydrateLater/later.tsx). */
import DocSidebar from '@theme-original/DocSidebar';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(DocSidebar);
