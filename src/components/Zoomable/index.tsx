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

export default function Zoomable({label, layout, children}: Props): ReactNode {
  const ref = useRef<HTMLElement | null>(null);
  const open = () => {
    if (ref.current) void openZoom(ref.current);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  const common = {
    role: 'button',
    tabIndex: 0,
    'aria-label': label,
    'data-zoomable': '',
    onClick: open,
    onKeyDown,
    // Fetch the library while the reader is about to use it.
    onPointerEnter: () => void loadZoom(),
    onFocus: () => void loadZoom(),
  } as const;
  return layout === 'block' ? (
    <figure ref={(node) => void (ref.current = node)} className={clsx(styles.zoomable, styles.block)} {...common}>
      {children}
    </figure>
  ) : (
    <span ref={(node) => void (ref.current = node)} className={clsx(styles.zoomable, styles.inline)} {...common}>
      {children}
    </span>
  );
}
