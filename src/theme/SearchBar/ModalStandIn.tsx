/**
 * The search modal until DocSearch's own can show: while its code and
 * stylesheet load (the reader types into this field, and the query carries
 * over), and when they cannot load (a dropped connection), with the error
 * screen a failed search shows and a button to try again. Its styles ship
 * with the button (button.css), since the modal's stylesheet may be what
 * failed to load.
 */
import {type KeyboardEvent, type ReactNode, useEffect, useId, useRef} from 'react';

type Props = {
  /** Loading the modal's code, or the load failed. */
  state: 'loading' | 'unavailable';
  query: string;
  onQueryChange: (query: string) => void;
  onRetry: () => void;
  onClose: () => void;
  /** True while a retry is loading. */
  retrying: boolean;
  maxQueryLength: number;
  translations: {placeholder: string; loadingText: string; errorTitleText: string; errorHelpText: string; retryText: string; closeText: string};
};

export default function ModalStandIn({state, query, onQueryChange, onRetry, onClose, retrying, maxQueryLength, translations}: Props): ReactNode {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
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
            // Enter tries again; while the code is loading, that is the load already under way.
            event.preventDefault();
            onRetry();
          }}>
          <input
            ref={inputRef}
            className="search-stand-in__input"
            type="search"
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
        {state === 'loading' ? (
          <p role="status" className="search-stand-in__status">
            {translations.loadingText}
          </p>
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
