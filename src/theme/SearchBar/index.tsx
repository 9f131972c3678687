/**
 * The navbar's search (ARCHITECTURE.md "Search"). Embedded mode (the default): the site's own
 * modal (SearchModal, on @algolia/autocomplete-core) over the index the site builds; its code and
 * the index's headings are fetched once the page is idle (siteSearch.ts), so a tap opens it at once,
 * and the index's words on intent. Algolia mode (credentials set at build time): the theme's stock DocSearch bar, steered
 * through its documented props only (AlgoliaSearchBar), in a chunk the embedded build never loads.
 */
import {lazy, type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import HydrateLater from '@site/src/components/HydrateLater';
import {selectionQuery} from '@site/src/search/selectionQuery';
import {ASK_LIMITS} from '@site/src/ask/types';
import {savesData} from '@site/src/scheduling/savesData';
import {whenInteractiveAndIdle} from '@site/src/scheduling/whenInteractiveAndIdle';
import {siteSearch} from './siteSearch';
// The button is on every page, so its small stylesheet ships up front; the modal's loads with it.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './button.css';

const AlgoliaSearchBar = lazy(() => import(/* webpackChunkName: "algolia-search-bar" */ './AlgoliaSearchBar'));

/** Intent to search (a pointer over the button, focus, a touch, the first key of Ctrl+K): the modal and the whole index start loading. */
function prepareSearch(): void {
  siteSearch.start();
  void siteSearch.loadModal().catch(() => undefined);
}

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(window.navigator.platform);
}

function EmbeddedSearchBar(): ReactNode {
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const [askAiActive, setAskAiActive] = useState(false);
  const {phase, modal: modalPhase} = useSyncExternalStore(siteSearch.subscribe, siteSearch.getState, siteSearch.getState);
  /** The modal's code, once in (it may still be loading when the reader clicks). */
  const Modal = modalPhase === 'ready' ? siteSearch.modal()!.default : null;

  const openModal = useCallback(() => {
    if (document.body.classList.contains('DocSearch--active')) return;
    setInitialQuery(selectionQuery(window.getSelection()?.toString()) ?? '');
    setIsOpen(true);
    prepareSearch();
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setAskAiActive(false);
    searchButtonRef.current?.focus();
  }, []);

  // Ctrl+K, ⌘K and "/" open the modal; Escape leaves its Ask-AI screen first, then closes it.
  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, searchButtonRef, isAskAiActive: askAiActive, onAskAiToggle: setAskAiActive});

  // The first key of Ctrl+K or ⌘K is intent enough.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') prepareSearch();
    };
    window.addEventListener('keydown', onKeyDown, {passive: true});
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // What a first search needs, once the page is interactive and idle (not when the browser asks to save data).
  useEffect(() => (savesData() ? undefined : whenInteractiveAndIdle(siteSearch.prefetch)), []);

  // The button shows its shortcut as a hint drawn by CSS (src/css/custom.css), not as text:
  // DocSearch's <kbd> keys run into "Search" ("SearchCtrlK"), so the visible label and the
  // accessible name would differ for speech input (WCAG 2.5.3). The platform is known only in the browser.
  const [shortcutHint, setShortcutHint] = useState<string | undefined>(undefined);
  useEffect(() => setShortcutHint(isApple() ? '⌘ K' : 'Ctrl K'), []);

  return (
    <>
      <DocSearchButton
        ref={searchButtonRef}
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        translations={translations.button}
        keyboardShortcuts={{'Ctrl/Cmd+K': false}}
        aria-keyshortcuts={shortcutHint ? (shortcutHint.startsWith('⌘') ? 'Meta+K' : 'Control+K') : undefined}
        data-shortcut-hint={shortcutHint}
        data-search-phase={phase}
      />
      {isOpen &&
        createPortal(
          Modal ? (
            <Modal initialQuery={initialQuery} onClose={closeModal} askAiActive={askAiActive} onAskAiToggle={setAskAiActive} />
          ) : (
            <ModalCodePending failed={modalPhase === 'failed'} typed={initialQuery} onType={setInitialQuery} onRetry={prepareSearch} onClose={closeModal} />
          ),
          document.body,
        )}
    </>
  );
}

/**
 * While the modal's code is on its way (a click before any sign of intent, on a slow network):
 * an overlay that says so, or offers Retry when the code could not load. What the reader types
 * meanwhile is kept and becomes the modal's query (as DocSearch keeps the key that opened it).
 */
function ModalCodePending({
  failed,
  typed,
  onType,
  onRetry,
  onClose,
}: {
  failed: boolean;
  typed: string;
  onType: (query: string) => void;
  onRetry: () => void;
  onClose: () => void;
}): ReactNode {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Backspace') onType(typed.slice(0, -1));
      else if (event.key.length === 1) onType((typed + event.key).slice(0, ASK_LIMITS.maxQuestionLength));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [typed, onType]);
  return (
    // A click outside closes, as on the modal; Escape closes through the shortcuts above.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="search-pending" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-pending__panel" role="dialog" aria-modal="true" aria-label="Search">
        {failed ? (
          <div role="alert">
            <p className="search-pending__title">Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
            <button type="button" className="button button--primary button--sm" onClick={onRetry}>
              Try again
            </button>
          </div>
        ) : (
          <p role="status">Loading search{typed ? ` for “${typed}”` : ''}…</p>
        )}
      </div>
    </div>
  );
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.searchMode === 'algolia') {
    // The stock bar's chunk arrives after the page's frame has hydrated: as a block that hydrates
    // later, it keeps the page from counting as interactive until it can open, so a click or Ctrl+K
    // given meanwhile is kept and replayed to it (plugins/early-input), not lost.
    return <HydrateLater render={() => <AlgoliaSearchBar />} />;
  }
  return <EmbeddedSearchBar />;
}
