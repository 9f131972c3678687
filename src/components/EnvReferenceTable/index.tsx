/**
 * The `.env` reference tables (EnvReferenceTable.tsx). They only show data, so
 * a first view keeps the server's tables and never downloads the presets and
 * key descriptions (about 12 KB gzip); a client-side navigation loads them.
 */
import {serverRenderedOnFirstLoad} from '@site/src/components/ServerMarkup';

export default serverRenderedOnFirstLoad(() => import('./EnvReferenceTable'));
