/**
 * Parts of a page that the browser need not rebuild: what hydrates keeps the
 * markup the server rendered (React sets no inner HTML while hydrating, nor
 * afterwards while the value stays the same). Used by code blocks, whose
 * Prism then never loads on first view, and by tables drawn from data, whose
 * component and data load only when they render after a client-side
 * navigation.
 */
import {createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Give this as `dangerouslySetInnerHTML` to an element whose server children must stay. */
export const KEEP_SERVER_CHILDREN = {__html: ''};

/**
 * Whether the page came with server markup (a production build) rather than an
 * empty root (the dev server). Read when this module first runs, which is
 * before the first render: route chunks load before the app renders.
 */
export const PAGE_WAS_SERVER_RENDERED = ExecutionEnvironment.canUseDOM && Boolean(document.getElementById('__docusaurus')?.hasChildNodes());

/**
 * True inside a part of the page that hydrates after the rest
 * (src/components/HydrateLater). By then the app is in the browser, but the
 * part's markup is still the server's.
 */
export const HydratingServerMarkup = createContext(false);

/** True for a component first rendered while the page hydrates: its markup is already in the document. */
export function useHydratedFromServer(): boolean {
  const isBrowser = useIsBrowser();
  const hydratingLater = useContext(HydratingServerMarkup);
  const [hydrated] = useState(() => hydratingLater || (PAGE_WAS_SERVER_RENDERED && !isBrowser));
  return hydrated;
}

/**
 * The server half of a component that only shows data: rendered in full,
 * inside the wrapper the browser half keeps. A component's `index.server.tsx`
 * exports this; the server build prefers `.server.tsx` files
 * (plugins/react-server).
 */
export function renderedOnServer<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function ServerRendered(props: Props): ReactNode {
    return (
      <div>
        <Component {...props} />
      </div>
    );
  };
}

/**
 * The browser half: hydration keeps the server's markup, so the component and
 * its data are never downloaded on a first view; later renders (client-side
 * navigation) load them first.
 */
export function loadedOnDemand<Props extends object>(load: () => Promise<{default: ComponentType<Props>}>): ComponentType<Props> {
  const Component = lazy(load);
  return function LoadedOnDemand(props: Props): ReactNode {
    if (useHydratedFromServer()) return <div dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN} />;
    return (
      <div>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </div>
    );
  };
}
