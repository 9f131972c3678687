/** The footer hydrates after the page's first task (src/components/HydrateInSlices). */
import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import {HydrateLater} from '@site/src/components/HydrateInSlices';

export default function FooterWrapper(): ReactNode {
  return (
    <HydrateLater>
      <Footer />
    </HydrateLater>
  );
}
