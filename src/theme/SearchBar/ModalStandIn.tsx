/**
 * The search modal until DocSearch's own can show: while its code and
 * stylesheet load (the reader types into this field, the embedded index's
 * hits list here as soon as it is in, and the query carries over), and when
 * they cannot load (a dropped connection), with the error screen a failed
 * search shows and a button to try again. Its styles ship with the button
 * (button.css), since the modal's stylesheet may be what failed to load.
 */
import {type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState} from 'react';
import type {StandInAnswer} from './useStandInHits';
import type {default as StandInResultsType, StandInResultsControls, StandInResultsState} from './StandInResults';

/**
 * The hits' part, in the engine's chunk: hits can only show once the engine is in. Not
 * React.lazy: a chunk that fails to load (the engine's is one of the parts that can) must
 * leave the dialog up with its error screen, and load again when the dialog next opens.
 */
function useStandInResults(wanted: boolean): typeof StandInResultsType | null {
  const [component, setComponent] = useState<{Results: typeof StandInResultsType} | null>(null);
  useEffect(() => {
    if (!wanted || component) return undefined;
    let mounted = true;
    import(/* webpackChunkName: "search-engine" */ './StandInResults').then(
      ({default: Results}) => mounted && setComponent({Results}),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted, component]);
  return component?.Results ?? null;
}

type Props = {
  /** Loading the modal's code, or the load failed. */
  state: 'loading' | 'unavailable';
  query: string;
  onQueryChange: (query: string) => void;
  onRetry: () => void;
  /** Enter on a question while DocSearch's code loads: Ask AI answers it once the code is in. */
  onAsk: (question: string) => void;
  /** A question is waiting for Ask AI. */
  asking: boolean;
  onClose: () => void;
  /** True while a retry is loading. */
  retrying: boolean;
  maxQueryLength: number;
  /** Embedded search, to list hits while DocSearch's code loads (null in Algolia mode). */
  search: ((query: string) => Promise<StandInAnswer>) | null;
  indexName: string;
  recentLimits: {alone: number; besideFavorites: number};
  /** Follows a hit chosen in the stand-in. */
  onNavigate: (url: string) => void;
  translations: {
    placeholder: string;
    loadingText: string;
    resultsLabel: string;
    askingText: string;
    errorTitleText: string;
    errorHelpText: string;
    retryText: string;
    closeText: string;
    queryLimitText: string;
  };
};

export default function ModalStandIn({
  state,
  query,
  onQueryChange,
  onRetry,
  onAsk,
  asking,
  onClose,
  retrying,
  maxQueryLength,
  search,
  indexName,
  recentLimits,
  onNavigate,
  translations,
}: Props): ReactNode {
  const titleId = useId();
  const listId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // In the commit that shows the dialog: keys pressed before a passive effect ran reached the search button instead.
  useLayoutEffect(() => inputRef.current?.focus(), []);
  const results = useRef<StandInResultsControls>(null);
  const StandInResults = useStandInResults(state === 'loading' && search !== null);
  const [listed, setListed] = useState<StandInResultsState>({expanded: false, activeId: undefined});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (listed.expanded && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      results.current?.move(event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays in the dialog, as in DocSearch's own modal.
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('input, button:not([disabled])') ?? []);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // A click outside the dialog closes it, as in DocSearch's own modal; Escape and Close do for keyboards.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="search-stand-in" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* Keys pressed in the dialog's field and buttons bubble here: Escape closes, Tab wraps. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="search-stand-in__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={state === 'loading' ? translations.placeholder : undefined}
        aria-labelledby={state === 'unavailable' ? titleId : undefined}
        aria-busy={state === 'loading'}
        onKeyDown={onKeyDown}>
        <form
          role="search"
          className="search-stand-in__form"
          onSubmit={(event) => {
            // Enter opens the selected hit, asks a question once Ask AI is in, or tries again (while loading, that is the load already under way).
            event.preventDefault();
            const listing = results.current;
            if (listing?.openSelected()) return;
            if (listing?.isQuestion()) onAsk(query);
            else onRetry();
          }}>
          <input
            ref={inputRef}
            className="search-stand-in__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listed.expanded}
            aria-controls={listed.expanded ? listId : undefined}
            aria-activedescendant={listed.activeId}
            aria-label={translations.placeholder}
            placeholder={translations.placeholder}
            maxLength={maxQueryLength}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <button type="button" className="search-stand-in__close" onClick={onClose}>
            {translations.closeText}
          </button>
        </form>
        {query.length >= maxQueryLength && (
          <p role="status" className="search-query-limit">
            {translations.queryLimitText}
          </p>
        )}
        {state === 'loading' && asking && (
          <p role="status" className="search-stand-in__status">
            {translations.askingText}
          </p>
        )}
        {state === 'loading' && search && StandInResults && (
          <StandInResults
            query={query}
            search={search}
            indexName={indexName}
            recentLimits={recentLimits}
            listId={listId}
            label={translations.resultsLabel}
            controls={results}
            onStateChange={setListed}
            onNavigate={onNavigate}
          />
        )}
        {state === 'loading' ? (
          !listed.expanded &&
          !asking && (
            <p role="status" className="search-stand-in__status">
              {translations.loadingText}
            </p>
          )
        ) : (
          <>
            <div role="alert" className="search-stand-in__screen">
              <p id={titleId} className="search-stand-in__title">
                {translations.errorTitleText}
              </p>
              <p>{translations.errorHelpText}</p>
            </div>
            <button type="button" className="button button--primary" onClick={onRetry} disabled={retrying}>
              {translations.retryText}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
