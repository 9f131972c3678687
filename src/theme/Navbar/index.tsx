/** The navbar hydrates in its turn, first after the page's frame (src/components/HydrateLater/later.tsx). */
import Navbar from '@theme-original/Navbar';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(Navbar);
