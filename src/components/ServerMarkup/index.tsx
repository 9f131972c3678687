/**
 * Parts of a page that the browser need not rebuild: what hydrates keeps the
 * markup the server rendered (Preact sets no inner HTML while hydrating, nor
 * afterwards while the value stays the same). Used by code blocks, whose
 * Prism then never loads on first view, and by tables drawn from data, whose
 * component and data load only when they render after a client-side
 * navigation.
 */
import {lazy, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Give this as `dangerouslySetInnerHTML` to an element whose server children must stay. */
export const KEEP_SERVER_CHILDREN = {__html: ''};

/** True for a component first rendered while the page hydrates: its markup is already in the document. */
export function useHydratedFromServer(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrated] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  return hydrated;
}

/**
 * A component that only shows data, loaded on demand: the server renders it in
 * full (its SSR waits for lazy parts), hydration keeps that markup, and later
 * renders fetch the component's chunk first.
 */
export function serverRenderedOnFirstLoad<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): ComponentType<Props> {
  const Component = lazy(load);
  return function ServerRendered(props: Props): ReactNode {
    const hydrated = useHydratedFromServer();
    if (hydrated) return <div dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />;
    return (
      <div>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}
