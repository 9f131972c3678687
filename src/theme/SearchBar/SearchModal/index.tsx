/**
 * The search modal of the embedded mode: one dialog from the first key to the last, drawn with
 * DocSearch's markup and @docsearch/css so it looks and reads as DocSearch. Its state is the hook
 * useSearchModal.ts (on @algolia/autocomplete-core: ARIA, keyboard, active item, the stalled status,
 * open and close rules); this file is its markup. Ask AI is a screen of this modal (AskAiScreen).
 */
import type {KeyboardEvent, ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import translations from '@theme/SearchTranslations';
import {SEARCH_LIMITS} from '@site/src/search/types';
import {ASK_LIMITS} from '@site/src/ask/types';
import {AskAiScreen} from './AskAiScreen';
import {ErrorScreen, Footer, HitsSection, NoResultsScreen, StartScreen} from './screens';
import {BackIcon, CloseIcon, LoadingIcon, SearchIcon} from './icons';
import {useSearchModal, type SearchModalModel, type SearchModalProps} from './useSearchModal';
import '@docsearch/css/dist/modal.css';
import './modal.css';

const text = {
  placeholder: translations.modal?.searchBox?.placeholderText ?? 'Search docs',
  askPlaceholder: translations.modal?.searchBox?.placeholderTextAskAi ?? 'Ask another question...',
  clear: translations.modal?.searchBox?.clearButtonTitle ?? 'Clear the query',
  close: translations.modal?.searchBox?.closeButtonText ?? 'Cancel',
  back: 'Back to keyword search',
  queryLimit: `Keyword search reads the first ${SEARCH_LIMITS.maxQueryLength} characters. Ask AI gets the whole question.`,
};

/** Focus stays in the dialog, as in DocSearch's modal: Tab from the last control goes to the first. */
function trapFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const dialog = event.currentTarget;
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>('input, button:not([disabled]):not([hidden]), a[href], [tabindex="0"]')).filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** The magnifier, the loading indicator while results are stalled, or the way back from Ask AI. */
function FieldIcon({model, askAiActive, onAskAiToggle}: {model: SearchModalModel; askAiActive: boolean; onAskAiToggle: (active: boolean) => void}): ReactNode {
  if (askAiActive) {
    return (
      <button type="button" className="DocSearch-Action DocSearch-AskAi-Return" aria-label={text.back} title={text.back} onClick={() => onAskAiToggle(false)}>
        <BackIcon />
      </button>
    );
  }
  if (model.state.status === 'stalled') {
    return (
      <div className="DocSearch-LoadingIndicator">
        <LoadingIcon />
      </div>
    );
  }
  return (
    // getLabelProps ties the label to the field (htmlFor), which the rule cannot see.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label className="DocSearch-MagnifierLabel" {...model.autocomplete.getLabelProps({})}>
      <SearchIcon />
      <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
    </label>
  );
}

/** The field: keywords, or a question on the Ask-AI screen; Clear and Cancel. */
function SearchForm({model, askAiActive, onAskAiToggle, onClose}: {model: SearchModalModel} & Omit<SearchModalProps, 'initialQuery'>): ReactNode {
  const {autocomplete, state, context, inputRef, questions} = model;
  // The field takes a whole question or log line for Ask AI; keyword search reads its first 64 characters (useSearchModal.ts).
  const comboboxProps = autocomplete.getInputProps({inputElement: inputRef.current, maxLength: ASK_LIMITS.maxQuestionLength, placeholder: text.placeholder});
  // The error screen shows no list, whatever hits the autocomplete still holds: the field points at none.
  const inputProps = context.failed ? {...comboboxProps, 'aria-controls': undefined, 'aria-activedescendant': undefined} : comboboxProps;
  return (
    <header className="DocSearch-SearchBar">
      <form
        className="DocSearch-Form"
        {...autocomplete.getFormProps({inputElement: inputRef.current})}
        onSubmit={(event) => {
          event.preventDefault();
          if (askAiActive) questions.ask(questions.question);
        }}>
        <FieldIcon model={model} askAiActive={askAiActive} onAskAiToggle={onAskAiToggle} />
        {askAiActive ? (
          <input
            ref={inputRef}
            className="DocSearch-Input"
            aria-label="Ask AI"
            placeholder={text.askPlaceholder}
            maxLength={ASK_LIMITS.maxQuestionLength}
            enterKeyHint="enter"
            value={questions.question}
            onChange={(event) => questions.setQuestion(event.target.value)}
          />
        ) : (
          <input ref={inputRef} className="DocSearch-Input" {...inputProps} enterKeyHint="search" />
        )}
        <div className="DocSearch-Actions">
          {!askAiActive && (
            <button className="DocSearch-Clear" type="reset" aria-label={text.clear} hidden={!state.query}>
              {text.clear}
            </button>
          )}
          <button type="button" className="DocSearch-Action DocSearch-Close" aria-label={text.close} title={text.close} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
      </form>
      {!askAiActive && state.query.length > SEARCH_LIMITS.maxQueryLength && (
        <p role="status" className="search-query-limit">
          {text.queryLimit}
        </p>
      )}
    </header>
  );
}

/** The search page with the same query: every hit, not only the first of each group. */
function SeeAllResults({query, count, onClose}: {query: string; count: number; onClose: () => void}): ReactNode {
  const searchPage = useBaseUrl('/search');
  return (
    <Link to={`${searchPage}?q=${encodeURIComponent(query)}`} onClick={onClose}>
      See all {count} results
    </Link>
  );
}

/** Below the field: the Ask-AI screen, the error screen, the stored searches, or the results. */
function Panel({model, askAiActive, onClose}: {model: SearchModalModel; askAiActive: boolean; onClose: () => void}): ReactNode {
  const {autocomplete, state, context, stored, remember, hasHits, noResults, suggestions, actions} = model;
  if (askAiActive) {
    return <AskAiScreen questions={model.questions.questions} filters={model.filters} onNavigate={onClose} onSearchInstead={actions.searchInstead} />;
  }
  if (context.failed) return <ErrorScreen onRetry={actions.retry} />;
  if (state.query === '') return <StartScreen state={state} autocomplete={autocomplete} stored={stored} onRemember={remember} />;
  const count = context.nbHits ?? state.collections.reduce((sum, collection) => sum + collection.items.length, 0);
  return (
    <>
      {state.collections.map((collection) => (
        <HitsSection key={collection.source.sourceId} collection={collection} autocomplete={autocomplete} noHits={!hasHits} onRemember={remember} />
      ))}
      {noResults && <NoResultsScreen query={state.query} suggestions={suggestions} onPrefill={actions.prefill} />}
      {hasHits && (
        <section className="DocSearch-HitsFooter">
          <SeeAllResults query={state.query} count={count} onClose={onClose} />
        </section>
      )}
    </>
  );
}

export default function SearchModal(props: SearchModalProps): ReactNode {
  const {onClose, askAiActive} = props;
  const model = useSearchModal(props);
  const {autocomplete, context, dialogRef} = model;
  const className = [
    'DocSearch',
    'DocSearch-Container',
    model.state.status === 'stalled' && 'DocSearch-Container--Stalled',
    context.failed && 'DocSearch-Container--Errored',
  ];
  return (
    // A click on the backdrop closes, as in DocSearch's modal; Escape and Cancel do for keyboards.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={className.filter(Boolean).join(' ')} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {/* Tab bubbles here from the dialog's field and buttons: focus stays in the dialog. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="DocSearch-Modal"
        role="dialog"
        aria-modal="true"
        aria-label={askAiActive ? 'Ask AI' : text.placeholder}
        onKeyDown={trapFocus}
        data-whole-index={context.wholeIndex}
        data-text-pending={context.textPending || undefined}>
        <SearchForm model={model} {...props} />
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-Dropdown-Container" {...autocomplete.getPanelProps({})}>
            <Panel model={model} askAiActive={askAiActive} onClose={onClose} />
          </div>
        </div>
        <footer className="DocSearch-Footer">
          <Footer askAiActive={askAiActive} enterAction={model.enterAction} />
        </footer>
      </div>
    </div>
  );
}
