import type {ReactNode} from 'react';

/** A wrapped block: a function that builds it (plugins/hydrate-later's recma plugin), or the block as written. */
export type BlockProps = {render?: () => ReactNode; children?: ReactNode};

export function renderBlock({render, children}: BlockProps): ReactNode {
  return render ? render() : children;
}
