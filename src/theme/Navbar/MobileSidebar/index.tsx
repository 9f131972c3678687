/**
 * The phone menu is built the first time it opens, then kept. Docusaurus
 * builds it, hidden, while a page hydrates on a narrow screen, and on a doc
 * page its second panel is the whole docs sidebar: about 25 ms of the load at
 * full CPU speed, measured, for a menu most readers never open. custom.css
 * slides it in on that first opening (`@starting-style`).
 */
import {useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const hasOpened = useRef(false);
  if (shown) hasOpened.current = true;
  return hasOpened.current ? <MobileSidebar /> : null;
}
