/**
 * Fills three screens DocSearch 4.7 leaves blank: the start
 * screen's "No recent searches"; up to 3 suggested queries when nothing
 * matches (it stores its own suggestions in a shape its screen cannot read);
 * and the error screen (autocomplete resets the "error" status to "idle" as
 * soon as it is set, and with Ask AI on it shows an empty results screen).
 * Rendered through portals into the modal's own markup.
 */
import {type ReactNode, useCallback, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {OWN_NODE, useModalNode} from './useModalNode';

type Props = {
  container: HTMLElement;
  loadSuggestions: () => Promise<string[]>;
  /** Subscribes to search outcomes: an Error when a search failed, null when it worked. */
  onOutcome: (listener: (error: Error | null) => void) => () => void;
  translations: {noRecentSearchesText: string; suggestedQueryText: string; errorTitleText: string; errorHelpText: string; retryText: string};
};

/** Types into DocSearch's input the way a reader would, so its own state follows. */
function setQuery(container: HTMLElement, query: string) {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * Runs the query in the input again. React reports an input event only when the
 * value differs from the one it last saw, so the field is emptied through its own
 * setter first (which React's value tracking sees), then typed into again.
 */
function searchAgain(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  const query = input.value;
  input.value = '';
  setQuery(container, query);
}

function useModalTargets(container: HTMLElement) {
  const [startScreen, setStartScreen] = useState<HTMLElement | null>(null);
  const [noResults, setNoResults] = useState<HTMLElement | null>(null);

  useEffect(() => {
    let startNode: HTMLElement | null = null;
    let noResultsNode: HTMLElement | null = null;

    const update = () => {
      const modal = container.querySelector('.DocSearch-Modal');
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      const hasDropdown = Boolean(modal?.querySelector(`.DocSearch-Dropdown:not([${OWN_NODE}])`));
      const wantsStart = Boolean(modal) && !hasDropdown && input?.value === '';
      if (wantsStart && !startNode?.isConnected) {
        startNode = document.createElement('div');
        startNode.setAttribute(OWN_NODE, 'start');
        startNode.className = 'DocSearch-Dropdown';
        modal!.querySelector('.DocSearch-SearchBar')?.after(startNode);
        setStartScreen(startNode);
      } else if (!wantsStart && startNode) {
        startNode.remove();
        startNode = null;
        setStartScreen(null);
      }

      const screen = container.querySelector('.DocSearch-NoResults');
      const needsSuggestions = screen && !screen.querySelector('.DocSearch-NoResults-Prefill-List');
      if (needsSuggestions && !noResultsNode?.isConnected) {
        noResultsNode = document.createElement('div');
        noResultsNode.setAttribute(OWN_NODE, 'suggestions');
        screen.append(noResultsNode);
        setNoResults(noResultsNode);
      } else if (!screen && noResultsNode) {
        noResultsNode = null;
        setNoResults(null);
      }
    };

    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', update);
    update();
    return () => {
      observer.disconnect();
      container.removeEventListener('input', update);
      startNode?.remove();
    };
  }, [container]);

  return {startScreen, noResults};
}

/** Our node at the top of the keyword-search dropdown while searches fail; styles hide the rest of it. */
function useErrorTarget(container: HTMLElement, failed: boolean): HTMLElement | null {
  const findDropdown = useCallback(() => {
    const dropdown = container.querySelector(`.DocSearch-Dropdown:not([${OWN_NODE}])`);
    // The Ask-AI screen reports its own failures.
    return failed && dropdown && !dropdown.querySelector('.DocSearch-AskAiScreen') ? dropdown : null;
  }, [container, failed]);
  return useModalNode(container, findDropdown, 'error');
}

export default function ModalScreens({container, loadSuggestions, onOutcome, translations}: Props): ReactNode {
  const {startScreen, noResults} = useModalTargets(container);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const errorScreen = useErrorTarget(container, failed);

  useEffect(() => onOutcome((error) => setFailed(error !== null)), [onOutcome]);

  useEffect(() => {
    if (!noResults) return;
    let current = true;
    loadSuggestions()
      .then((loaded) => current && setSuggestions(loaded))
      .catch(() => current && setSuggestions([]));
    return () => {
      current = false;
    };
  }, [noResults, loadSuggestions]);

  return (
    <>
      {startScreen &&
        createPortal(
          <div className="DocSearch-StartScreen">
            <p className="DocSearch-Help">{translations.noRecentSearchesText}</p>
          </div>,
          startScreen,
        )}
      {errorScreen &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">{translations.errorTitleText}</p>
            <p className="DocSearch-Help">{translations.errorHelpText}</p>
            <button type="button" className="button button--primary button--sm" onClick={() => searchAgain(container)}>
              {translations.retryText}
            </button>
          </div>,
          errorScreen,
        )}
      {noResults &&
        !failed &&
        suggestions.length > 0 &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{translations.suggestedQueryText}:</p>
            <ul className="DocSearch-NoResults-Prefill-List-Items">
              {suggestions.slice(0, 3).map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="DocSearch-Prefill" onClick={() => setQuery(container, suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          noResults,
        )}
    </>
  );
}
