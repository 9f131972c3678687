/** The embedded search clients, loaded and shared through src/search/searchLoader.ts. */
import {createLocalSearchClient} from './createLocalSearchClient';
import {loadHeadingsSource, loadSearchSource} from './loadSearchSource';

export const siteSearchClient = createLocalSearchClient(loadSearchSource);

/**
 * The same engine over the index's headings only: the modal's searches are answered with it
 * until the whole index is in. A single letter searches titles alone (termQuery in
 * createLocalSearchClient.ts), so its hits are the whole engine's; longer words also
 * match the text, which only the whole index holds.
 */
export const headingsSearchClient = createLocalSearchClient(loadHeadingsSource);
