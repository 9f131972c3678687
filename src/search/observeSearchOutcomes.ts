/**
 * Wraps any Algolia-style client so the modal can tell whether each search
 * failed: DocSearch 4.7 cannot show its own error screen (see
 * src/theme/SearchBar/ModalScreens.tsx), so the site shows it from these outcomes.
 */
export type SearchOutcomeListener = (error: Error | null) => void;

export function observeSearchOutcomes<Client extends {search: (...args: never[]) => Promise<unknown>}>(client: Client, report: SearchOutcomeListener): Client {
  const search = (async (...args: Parameters<Client['search']>) => {
    try {
      const response = await client.search(...args);
      report(null);
      return response;
    } catch (error) {
      report(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }) as Client['search'];
  // Keep the client's own methods (Algolia's clients carry transporter, addAlgoliaAgent, …).
  return Object.assign(Object.create(client) as Client, {search});
}
