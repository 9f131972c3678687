/**
 * Opens the image or diagram inside a container in medium-zoom's zoom view,
 * loading the library on first use. medium-zoom only zooms <img>, so a
 * diagram's inline <svg> is zoomed through an <img> snapshot laid over it.
 */
import type {Zoom} from 'medium-zoom';
import {fitWithin} from './fitWithin';

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

/** An <img> showing the same drawing as `svg`, sized to fill the window when zoomed, over the original. */
function svgSnapshot(svg: SVGSVGElement, container: HTMLElement): HTMLImageElement {
  const box = svg.getBoundingClientRect();
  const origin = container.getBoundingClientRect();
  const natural = fitWithin(box, {width: window.innerWidth - 2 * MARGIN, height: window.innerHeight - 2 * MARGIN});
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(natural.width));
  clone.setAttribute('height', String(natural.height));
  clone.style.maxWidth = 'none';
  const image = document.createElement('img');
  image.alt = svg.getAttribute('aria-label') ?? svg.querySelector('title')?.textContent ?? 'Diagram';
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
  Object.assign(image.style, {
    position: 'absolute',
    left: `${box.left - origin.left}px`,
    top: `${box.top - origin.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
  });
  return image;
}

/** Zooms the container's image or diagram; when the view closes, focus returns to `returnFocusTo`. */
export async function openZoom(container: HTMLElement, returnFocusTo: HTMLElement = container): Promise<void> {
  const zoom = await loadZoom();
  if (zoom.getZoomedImage()) return;
  const image = container.querySelector('img');
  // The diagram, not the icon of the button beside it.
  const svg = container.querySelector<SVGSVGElement>('svg:not(button svg)');
  let target: HTMLImageElement;
  if (image) {
    target = image;
  } else if (svg) {
    target = svgSnapshot(svg, container);
    container.append(target);
    await target.decode().catch(() => undefined);
  } else {
    return;
  }
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
    if (target !== image) target.remove();
    returnFocusTo.focus();
  };
  document.addEventListener('keydown', onKeyDown);
  target.addEventListener('medium-zoom:opened', onOpened);
  target.addEventListener('medium-zoom:closed', onClosed, {once: true});
  zoom.attach(target);
  await zoom.open({target});
}
