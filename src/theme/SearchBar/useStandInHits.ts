import {useEffect, useRef, useState} from 'react';
import type {LocalHit} from '@site/src/search/createLocalSearchClient';

/** Hits for a query, and whether they come from the whole index or its headings alone. */
export type StandInAnswer = {hits: LocalHit[]; wholeIndex: boolean};

/**
 * The hits for what the reader has typed into the stand-in, from the embedded engine (null
 * without one: Algolia mode, or nothing typed yet). The last answer stays until a newer one
 * arrives, as in DocSearch's list, so a quick typist sees the first letter's hits while the
 * next letter's are found; an answer to an older query never replaces a newer one. A failed
 * search shows nothing here: DocSearch's modal reports it once its code is in.
 */
export function useStandInHits(query: string, search: ((query: string) => Promise<StandInAnswer>) | null): StandInAnswer | null {
  const [answer, setAnswer] = useState<{asked: number; answer: StandInAnswer} | null>(null);
  const asked = useRef(0);
  const typed = query.trim() !== '';
  useEffect(() => {
    if (!search || !typed) return;
    const order = (asked.current += 1);
    search(query).then(
      (found) => setAnswer((shown) => (shown && shown.asked > order ? shown : {asked: order, answer: found})),
      () => undefined,
    );
  }, [query, typed, search]);
  return typed && answer ? answer.answer : null;
}
