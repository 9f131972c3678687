/**
 * Opens the image or diagram (an <img> of its drawing) inside a container in
 * medium-zoom's zoom view, loading the library on first use.
 */
import type {Zoom} from 'medium-zoom';

const MARGIN = 24;

let zoomInstance: Promise<Zoom> | null = null;

/** Loads medium-zoom (its own chunk) and creates the one zoom view the page shares. */
export function loadZoom(): Promise<Zoom> {
  zoomInstance ??= import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(({default: mediumZoom}) =>
    // Infima's --ifm-background-color is transparent; the surface colour follows the colour mode.
    mediumZoom({background: 'var(--ifm-background-surface-color)', margin: MARGIN}),
  );
  return zoomInstance;
}

/** Zooms the container's image or diagram; when the view closes, focus returns to `returnFocusTo`. */
export async function openZoom(container: HTMLElement, returnFocusTo: HTMLElement = container): Promise<void> {
  const zoom = await loadZoom();
  if (zoom.getZoomedImage()) return;
  const target = container.querySelector('img');
  if (!target) return;
  // medium-zoom ignores Escape while its opening animation runs; close once it ends instead.
  let opened = false;
  let closeWhenOpened = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (opened) void zoom.close();
    else closeWhenOpened = true;
  };
  const onOpened = () => {
    opened = true;
    if (closeWhenOpened) void zoom.close();
  };
  const onClosed = () => {
    document.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('medium-zoom:opened', onOpened);
    zoom.detach(target);
    returnFocusTo.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  target.addEventListener('medium-zoom:opened', onOpened);
  target.addEventListener('medium-zoom:closed', onClosed, {once: true});
  zoom.attach(target);
  await zoom.open({target});
}
