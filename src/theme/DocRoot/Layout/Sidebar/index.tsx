/** The docs sidebar hydrates after the page's first task (src/components/HydrateInSlices). */
import type {ReactNode} from 'react';
import Sidebar from '@theme-original/DocRoot/Layout/Sidebar';
import type SidebarType from '@theme/DocRoot/Layout/Sidebar';
import type {WrapperProps} from '@docusaurus/types';
import {HydrateLater} from '@site/src/components/HydrateInSlices';

export default function SidebarWrapper(props: WrapperProps<typeof SidebarType>): ReactNode {
  return (
    <HydrateLater>
      <Sidebar {...props} />
    </HydrateLater>
  );
}
