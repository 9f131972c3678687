/**
 * Makes an image or a diagram open in a zoom view on click, Enter or Space;
 * Escape, a click or scrolling closes it. medium-zoom loads on first intent.
 */
import {type KeyboardEvent, type ReactNode, useRef} from 'react';
import clsx from 'clsx';
import {loadZoom, openZoom} from './openZoom';
import styles from './styles.module.css';

type Props = {
  /** Accessible name of the control, e.g. "Enlarge diagram". */
  label: string;
  /** `block` for diagrams (a figure), `inline` for images inside text. */
  layout: 'block' | 'inline';
  children: ReactNode;
};

/** Fetch the library while the reader is about to use it. */
const preload = () => void loadZoom();

export default function Zoomable({label, layout, children}: Props): ReactNode {
  const ref = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  if (layout === 'block') {
    // A diagram's text stays readable (a button's content is presentational, and its visible
    // text would differ from its name, WCAG 2.5.3): a separate button beside it opens the zoom.
    const open = () => {
      if (ref.current) void openZoom(ref.current, buttonRef.current ?? ref.current);
    };
    return (
      // A click on the drawing is a pointer shortcut; the button beside it is the way in for keyboards.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
      <figure
        ref={(node) => void (ref.current = node)}
        className={clsx(styles.zoomable, styles.block)}
        data-zoomable=""
        onClick={open}
        onPointerEnter={preload}>
        {children}
        <button
          ref={buttonRef}
          type="button"
          className={styles.enlargeButton}
          aria-label={label}
          onClick={(event) => (event.stopPropagation(), open())}
          onFocus={preload}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M11 8v6M8 11h6M16.5 16.5 21 21" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </figure>
    );
  }
  const open = () => {
    if (ref.current) void openZoom(ref.current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <span
      ref={(node) => void (ref.current = node)}
      className={clsx(styles.zoomable, styles.inline)}
      role="button"
      tabIndex={0}
      aria-label={label}
      data-zoomable=""
      onClick={open}
      onKeyDown={onKeyDown}
      onPointerEnter={preload}
      onFocus={preload}>
      {children}
    </span>
  );
}
