/**
 * The modal's screens in DocSearch's markup (its class names, so @docsearch/css draws them):
 * the start screen with recent and favourite searches, the hits grouped by category, the
 * no-results and error screens, and the footer's key hints.
 */
import type {MouseEvent, ReactNode} from 'react';
import translations from '@theme/SearchTranslations';
import type {TextMatch} from '@site/src/search/highlight';
import type {Autocomplete, Collection, EnterAction, HitItem, ModalItem, ModalState, RememberItem, StoredItem} from './types';
import type {StoredSearches} from './useStoredSearches';
import {isPlainClick} from './useSearchModal';
import {HitIcon, RecentIcon, SelectIcon, SparklesIcon, StarIcon, CloseIcon, TreeIcon} from './icons';

const text = {
  noRecent: translations.modal?.startScreen?.noRecentSearchesText ?? 'No recent searches',
  recentTitle: translations.modal?.startScreen?.recentSearchesTitle ?? 'Recent',
  favoriteTitle: translations.modal?.startScreen?.favoriteSearchesTitle ?? 'Favorite',
  save: translations.modal?.startScreen?.saveRecentSearchButtonTitle ?? 'Save this search',
  removeRecent: translations.modal?.startScreen?.removeRecentSearchButtonTitle ?? 'Remove this search from history',
  removeFavorite: translations.modal?.startScreen?.removeFavoriteSearchButtonTitle ?? 'Remove this search from favorites',
  noResults: translations.modal?.noResultsScreen?.noResultsText ?? 'No results found for',
  suggested: translations.modal?.noResultsScreen?.suggestedQueryText ?? 'Try searching for',
  errorTitle: translations.modal?.errorScreen?.titleText ?? 'Unable to fetch results',
  errorHelp: translations.modal?.errorScreen?.helpText ?? 'You might want to check your network connection.',
  askPrefix: 'Ask AI: ',
  askAfterNothing: 'Didn’t find it in the docs? Ask AI: ',
};

/** A text with the ranges that matched the query marked (the engine's structured match: never HTML). */
function Marked({match, className}: {match: TextMatch; className: string}): ReactNode {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of match.ranges) {
    pieces.push(match.text.slice(at, start), <mark key={start}>{match.text.slice(start, end)}</mark>);
    at = end;
  }
  pieces.push(match.text.slice(at));
  return <span className={className}>{pieces}</span>;
}

/** Title and path as DocSearch shows them: a page's title, a heading under its page, or a paragraph under its page. */
function HitText({hit}: {hit: HitItem}): ReactNode {
  const {hierarchy, content} = hit.matches;
  const none = {text: '', ranges: []};
  const title = (hit.type === 'content' ? content?.snippet : hierarchy[hit.type]?.snippet) ?? none;
  const path = hit.type === 'lvl1' ? content?.snippet : hierarchy.lvl1?.snippet;
  return (
    <div className="DocSearch-Hit-content-wrapper">
      <Marked className="DocSearch-Hit-title" match={title} />
      {path && path.text !== '' && <Marked className="DocSearch-Hit-path" match={path} />}
    </div>
  );
}

/** A stored search is plain text (never HTML): the heading it was saved under, and its page. */
function StoredText({item}: {item: StoredItem}): ReactNode {
  const title = item.hierarchy[item.type] ?? item.hierarchy.lvl1 ?? item.url;
  return (
    <div className="DocSearch-Hit-content-wrapper">
      <span className="DocSearch-Hit-title">{title}</span>
      {item.type !== 'lvl1' && item.hierarchy.lvl1 && <span className="DocSearch-Hit-path">{item.hierarchy.lvl1}</span>}
    </div>
  );
}

function ActionButton({title, onClick, children}: {title: string; onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <div className="DocSearch-Hit-action">
      <button
        className="DocSearch-Hit-action-button"
        title={title}
        aria-label={title}
        type="button"
        onClick={(event: MouseEvent) => {
          // The button sits in the hit's link: it acts on the stored search and opens nothing.
          event.preventDefault();
          event.stopPropagation();
          onClick();
        }}>
        {children}
      </button>
    </div>
  );
}

/**
 * An entry is a link that is itself the option (no control inside a control): the arrow keys reach
 * it through aria-activedescendant, and the browser opens it as any link (new tab, copy, long press).
 * A plain click is followed in this tab by the modal (useSearchModal.ts); a middle click, which fires
 * auxclick and never click, is remembered as a search.
 */
function Entry({
  item,
  collection,
  autocomplete,
  onRemember,
  children,
}: {
  item: ModalItem;
  collection: Collection;
  autocomplete: Autocomplete;
  onRemember: RememberItem;
  children: ReactNode;
}) {
  const child = item.kind === 'hit' && item.child;
  const {onClick, ...itemProps} = autocomplete.getItemProps({item, source: collection.source});
  return (
    <li className={child ? 'DocSearch-Hit DocSearch-Hit--Child' : 'DocSearch-Hit'} role="presentation">
      <a
        {...itemProps}
        href={item.url}
        onClick={(event) => {
          if (isPlainClick(event)) event.preventDefault();
          onClick(event);
        }}
        onAuxClick={(event) => event.button === 1 && onRemember(item)}>
        <div className="DocSearch-Hit-Container" data-url={item.url} data-hit-type={item.kind === 'ask' ? undefined : item.type}>
          {children}
        </div>
      </a>
    </li>
  );
}

function AskAiEntry({collection, autocomplete, noHits}: {collection: Collection; autocomplete: Autocomplete; noHits: boolean}): ReactNode {
  const item = collection.items[0];
  if (item?.kind !== 'ask') return null;
  return (
    <section className="DocSearch-AskAi-Section">
      <ul {...autocomplete.getListProps({source: collection.source})}>
        <li className="DocSearch-Hit" {...autocomplete.getItemProps({item, source: collection.source})}>
          <div className="DocSearch-Hit--AskAI">
            <div className="DocSearch-Hit-AskAIButton DocSearch-Hit-Container">
              <div className="DocSearch-Hit-AskAIButton-icon DocSearch-Hit-icon">
                <SparklesIcon />
              </div>
              <div className="DocSearch-Hit-AskAIButton-title">
                <span className="DocSearch-Hit-AskAIButton-title-highlight">{noHits ? text.askAfterNothing : text.askPrefix}</span>
                <mark className="DocSearch-Hit-AskAIButton-title-query">{item.query}</mark>
              </div>
            </div>
          </div>
        </li>
      </ul>
    </section>
  );
}

/** One source of the results: the Ask-AI entry, or the hits of one top-level category (lvl0). */
export function HitsSection({
  collection,
  autocomplete,
  noHits,
  onRemember,
}: {
  collection: Collection;
  autocomplete: Autocomplete;
  noHits: boolean;
  onRemember: RememberItem;
}): ReactNode {
  // Until a query's results are in, the list may still hold the start screen's stored searches.
  if (collection.items.length === 0 || collection.items[0]!.kind === 'recent' || collection.items[0]!.kind === 'favorite') return null;
  if (collection.source.sourceId === 'askAI') return <AskAiEntry collection={collection} autocomplete={autocomplete} noHits={noHits} />;
  const first = collection.items[0] as HitItem;
  return (
    <section className="DocSearch-Hits">
      <div className="DocSearch-Hit-source">{first.hierarchy.lvl0}</div>
      <ul {...autocomplete.getListProps({source: collection.source})}>
        {collection.items.map((item) => {
          const hit = item as HitItem;
          return (
            <Entry key={hit.objectID} item={hit} collection={collection} autocomplete={autocomplete} onRemember={onRemember}>
              {hit.child && <TreeIcon last={hit.lastChild} />}
              <div className="DocSearch-Hit-icon">
                <HitIcon type={hit.type} />
              </div>
              <HitText hit={hit} />
              <div className="DocSearch-Hit-action">
                <SelectIcon />
              </div>
            </Entry>
          );
        })}
      </ul>
    </section>
  );
}

export function StartScreen({
  state,
  autocomplete,
  stored,
  onRemember,
}: {
  state: ModalState;
  autocomplete: Autocomplete;
  stored: StoredSearches;
  onRemember: RememberItem;
}): ReactNode {
  // Until the empty query's sources are in, the list may still hold the last query's hits.
  const [recent, favorites] = ['recent', 'favorite'].map((id) => state.collections.find((collection) => collection.source.sourceId === id));
  if (!recent?.items.length && !favorites?.items.length) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">{text.noRecent}</p>
      </div>
    );
  }
  const section = (collection: Collection | undefined, title: string, icon: ReactNode, actions: (item: ModalItem) => ReactNode) =>
    collection && collection.items.length > 0 ? (
      <section className="DocSearch-Hits">
        <div className="DocSearch-Hit-source">{title}</div>
        <ul {...autocomplete.getListProps({source: collection.source})}>
          {collection.items.map((item) => (
            <Entry key={item.objectID} item={item} collection={collection} autocomplete={autocomplete} onRemember={onRemember}>
              <div className="DocSearch-Hit-icon">{icon}</div>
              <StoredText item={item as StoredItem} />
              {actions(item)}
            </Entry>
          ))}
        </ul>
      </section>
    ) : null;
  const refreshAfter = (change: () => void) => () => {
    change();
    autocomplete.refresh();
  };
  return (
    <>
      {section(recent, text.recentTitle, <RecentIcon />, (item) => (
        <>
          <ActionButton title={text.save} onClick={refreshAfter(() => stored.favorite(item as never))}>
            <StarIcon />
          </ActionButton>
          <ActionButton title={text.removeRecent} onClick={refreshAfter(() => stored.forgetRecent(item.objectID))}>
            <CloseIcon />
          </ActionButton>
        </>
      ))}
      {section(favorites, text.favoriteTitle, <StarIcon />, (item) => (
        <ActionButton title={text.removeFavorite} onClick={refreshAfter(() => stored.forgetFavorite(item.objectID))}>
          <CloseIcon />
        </ActionButton>
      ))}
    </>
  );
}

export function NoResultsScreen({query, suggestions, onPrefill}: {query: string; suggestions: string[]; onPrefill: (query: string) => void}): ReactNode {
  return (
    <div className="DocSearch-NoResults DocSearch-NoResults--withAskAi">
      <p className="DocSearch-Title">
        {text.noResults} &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{text.suggested}:</p>
          <ul className="DocSearch-NoResults-Prefill-List-Items">
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="DocSearch-Prefill" onClick={() => onPrefill(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Searches failed (the index could not load): Retry loads again and runs the same query. */
export function ErrorScreen({onRetry}: {onRetry: () => void}): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{text.errorTitle}</p>
      <p className="DocSearch-Help">{text.errorHelp}</p>
      <button type="button" className="button button--primary button--sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

function Key({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <kbd className="DocSearch-Commands-Key" aria-label={label}>
      {children}
    </kbd>
  );
}

/** The key hints; Enter's says what it does with the selected entry. */
export function Footer({askAiActive, enterAction}: {askAiActive: boolean; enterAction: EnterAction}): ReactNode {
  const select = askAiActive ? 'Submit question' : enterAction === 'open' ? 'Open page' : enterAction === 'ask' ? 'Ask AI' : 'Select';
  return (
    <ul className="DocSearch-Commands">
      {!askAiActive && (
        <li>
          <Key label="Arrow down">↓</Key>
          <Key label="Arrow up">↑</Key>
          <span className="DocSearch-Label">Navigate</span>
        </li>
      )}
      <li>
        <Key label="Enter key">↵</Key>
        <span className="DocSearch-Label">{select}</span>
      </li>
      <li>
        <Key label="Escape key">
          <span className="DocSearch-Escape-Key">ESC</span>
        </Key>
        <span className="DocSearch-Label">{askAiActive ? 'Back to search' : 'Close'}</span>
      </li>
    </ul>
  );
}
