/** The one embedded search client of the page, shared by the modal and the search page. */
import {createLocalSearchClient} from './createLocalSearchClient';
import {loadSearchSource} from './loadSearchSource';

export const siteSearchClient = createLocalSearchClient(loadSearchSource);
