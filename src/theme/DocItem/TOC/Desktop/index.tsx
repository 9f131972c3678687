/** The table of contents hydrates after the page's first task (src/components/HydrateInSlices). */
import type {ReactNode} from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';
import {HydrateLater} from '@site/src/components/HydrateInSlices';

export default function DesktopWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Desktop />
    </HydrateLater>
  );
}
