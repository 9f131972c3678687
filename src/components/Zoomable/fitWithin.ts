/** The largest size with the same aspect ratio as `box` that fits inside `frame` (for zooming a diagram). */
export type Size = {width: number; height: number};

export function fitWithin(box: Size, frame: Size): Size {
  if (!(box.width > 0 && box.height > 0)) throw new Error(`Cannot zoom an element without a size (${box.width}×${box.height}).`);
  const scale = Math.min(frame.width / box.width, frame.height / box.height);
  return {width: Math.round(box.width * scale), height: Math.round(box.height * scale)};
}
