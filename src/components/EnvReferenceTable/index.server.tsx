/** The server renders the `.env` reference tables in full (index.tsx is the browser's half). */
import {renderedOnServer} from '@site/src/components/ServerMarkup';
import EnvReferenceTable from './EnvReferenceTable';

export default renderedOnServer(EnvReferenceTable);
