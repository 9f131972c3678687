/**
 * DocSearch preselects its first entry, Ask AI, for every query. A reader who
 * types keywords wants the top hit, so once a keyword query's hits are listed
 * this moves the selection one step down, the way the reader's own ArrowDown
 * would: DocSearch's autocomplete keeps its state, so Enter, recent searches
 * and aria-activedescendant all follow. A question (src/search/queryIntent.ts)
 * keeps Ask AI selected. The move happens once per typed query, and not after
 * the reader has picked an entry with the arrow keys or the mouse.
 * Returns what Enter does now, for the footer's key hint.
 */
import {useEffect, useState} from 'react';
import {queryIntent} from '@site/src/search/queryIntent';

export type EnterAction = 'open' | 'ask' | null;

const ASK_AI_ENTRY = '.DocSearch-Hit--AskAI';

/** The listed entries and which is selected, read from DocSearch's markup. */
function readList(container: HTMLElement) {
  const entries = Array.from(container.querySelectorAll<HTMLElement>('.DocSearch-Dropdown .DocSearch-Hit'));
  const askAi = entries.find((entry) => entry.querySelector(ASK_AI_ENTRY));
  return {
    selected: entries.find((entry) => entry.getAttribute('aria-selected') === 'true') ?? null,
    askAi: askAi ?? null,
    // The Ask-AI entry arrives with the hits of the same search, so its query says which query they answer.
    answeredQuery: askAi?.querySelector('.DocSearch-Hit-AskAIButton-title-query')?.textContent ?? null,
    hasHit: entries.some((entry) => entry !== askAi && entry.querySelector('a[href]')),
  };
}

export function useEnterFollowsIntent(container: HTMLElement | null, isOpen: boolean): EnterAction {
  const [action, setAction] = useState<EnterAction>(null);

  useEffect(() => {
    if (!container || !isOpen) return;
    // The query the modal opens with counts as typed.
    let armed = true;

    const update = () => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input) return;
      const list = readList(container);
      const query = input.value;
      if (armed && list.selected && list.selected === list.askAi && list.hasHit && list.answeredQuery === query && queryIntent(query) === 'keywords') {
        armed = false;
        input.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowDown', bubbles: true, cancelable: true}));
        return;
      }
      setAction(list.selected ? (list.selected === list.askAi ? 'ask' : 'open') : null);
    };
    const onInput = () => {
      armed = true;
    };
    // The reader's own choice stands.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isTrusted && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) armed = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      if ((event.target as Element | null)?.closest?.('.DocSearch-Hit')) armed = false;
    };

    const observer = new MutationObserver(update);
    observer.observe(container, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-selected']});
    container.addEventListener('input', onInput, true);
    container.addEventListener('keydown', onKeyDown, true);
    container.addEventListener('pointermove', onPointerMove, true);
    update();
    return () => {
      observer.disconnect();
      container.removeEventListener('input', onInput, true);
      container.removeEventListener('keydown', onKeyDown, true);
      container.removeEventListener('pointermove', onPointerMove, true);
      setAction(null);
    };
  }, [container, isOpen]);

  return action;
}
