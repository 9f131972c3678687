import {createContext} from 'react';

/** The real `useIsBrowser()` for tab panels, under Tabs that pin it to false (src/theme/Tabs). */
export const PanelsIsBrowser = createContext<boolean | null>(null);
