/** The footer hydrates after the page's frame (src/components/HydrateLater/later.tsx). */
import Footer from '@theme-original/Footer';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(Footer);
