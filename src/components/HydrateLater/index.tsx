/**
 * A top-level block of a doc's Markdown (plugins/hydrate-later wraps each
 * one), a part of the page's frame (./later.tsx) or a part whose code comes in
 * a chunk of its own (Algolia mode's search bar, src/theme/SearchBar), in a
 * Suspense boundary of its own. On a page the server rendered, React hydrates what lies outside the
 * boundaries first, then the boundaries at a lower priority, in slices that
 * yield to input; a click on a block that has not hydrated yet hydrates that
 * block first and then reaches it (React's selective hydration). After a
 * client-side navigation a block renders at once. The server writes each
 * boundary in place (plugins/react-server). The block comes as a function
 * (plugins/hydrate-later's recma plugin), so its elements are only made when
 * it renders.
 */
import {Suspense, useEffect, useId, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {HydratingServerMarkup, PAGE_WAS_SERVER_RENDERED} from '@site/src/components/ServerMarkup';
import {PENDING_ATTRIBUTE} from '@site/src/scheduling/interactivePage';
import {createPendingBlocks} from './pendingBlocks';
import {renderBlock, type BlockProps} from './block';

const pendingBlocks = createPendingBlocks({
  onFirst: () => document.documentElement.setAttribute(PENDING_ATTRIBUTE, 'true'),
  onLast: () => document.documentElement.removeAttribute(PENDING_ATTRIBUTE),
});

/** Whether this block's markup came from the server and hydrates after the page's frame. */
function useHydratesLater(id: string): boolean {
  const [hydratesLater] = useState(() => ExecutionEnvironment.canUseDOM && PAGE_WAS_SERVER_RENDERED && pendingBlocks.add(id));
  // A block can leave before it hydrates: the error-code table drops rows a saved filter hides.
  useEffect(() => () => pendingBlocks.done(id), [id]);
  return hydratesLater;
}

function Block({id, hydratesLater, ...props}: BlockProps & {id: string; hydratesLater: boolean}): ReactNode {
  useEffect(() => {
    if (hydratesLater) pendingBlocks.done(id);
  }, [id, hydratesLater]);
  return <HydratingServerMarkup.Provider value={hydratesLater}>{renderBlock(props)}</HydratingServerMarkup.Provider>;
}

export default function HydrateLater(props: BlockProps): ReactNode {
  const id = useId();
  const hydratesLater = useHydratesLater(id);
  return (
    <Suspense fallback={null}>
      <Block {...props} id={id} hydratesLater={hydratesLater} />
    </Suspense>
  );
}
