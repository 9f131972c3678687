/**
 * The `.env` reference tables (EnvReferenceTable.tsx). They only show data, so
 * a first view keeps the server's tables (index.server.tsx) and never
 * downloads the presets and key descriptions (about 12 KB gzip); a
 * client-side navigation loads them.
 */
import {loadedOnDemand} from '@site/src/components/ServerMarkup';

export default loadedOnDemand(() => import('./EnvReferenceTable'));
