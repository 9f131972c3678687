/**
 * The desktop docs sidebar hydrates after the page's frame
 * (src/components/HydrateLater/later.tsx). Wrapped here rather than at
 * DocSidebar so that on a phone, where DocSidebar swaps it for the menu's
 * filler once the window size is known, it is dropped before it hydrates.
 */
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(DocSidebarDesktop);
