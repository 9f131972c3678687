/** The navbar hydrates after the page's frame, first of its parts (src/components/HydrateLater/later.tsx). */
import Navbar from '@theme-original/Navbar';
import {hydrateLater} from '@site/src/components/HydrateLater/later';

export default hydrateLater(Navbar);
