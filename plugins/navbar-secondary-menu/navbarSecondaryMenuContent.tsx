/**
 * Stands in for theme-common's contexts/navbarSecondaryMenu/content.js in the
 * browser (see index.ts): the same provider, hook and filler. Docusaurus's
 * filler keeps its props stable by sorting their names with `localeCompare`,
 * and a page's first `localeCompare` loads the browser's collation data:
 * 12-18 ms at full CPU speed in Chromium, measured, in the task that hydrates
 * a doc page on a phone, where the docs sidebar fills the menu's second panel.
 * This one compares the props by key instead.
 */
import {createContext, useContext, useEffect, useRef, useState, type ComponentType, type Dispatch, type ReactNode, type SetStateAction} from 'react';
import {shallowEqual} from './shallowEqual';

type Content = {component: ComponentType<object> | null; props: object | null};

const Context = createContext<[Content, Dispatch<SetStateAction<Content>>] | null>(null);

function useContent(): [Content, Dispatch<SetStateAction<Content>>] {
  const value = useContext(Context);
  if (!value) throw new Error('The navbar secondary menu is used outside of its NavbarSecondaryMenuContentProvider.');
  return value;
}

export function NavbarSecondaryMenuContentProvider({children}: {children: ReactNode}): ReactNode {
  const value = useState<Content>({component: null, props: null});
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarSecondaryMenuContent(): Content {
  return useContent()[0];
}

/** The same object while its keys and values stay the same, so the menu is not filled again on every render. */
function useStableProps<Props extends object>(props: Props): Props {
  const stable = useRef(props);
  if (!shallowEqual(stable.current, props)) stable.current = props;
  return stable.current;
}

/** Renders nothing: fills the navbar's secondary menu (the phone menu's second panel) while mounted. */
export function NavbarSecondaryMenuFiller<Props extends object>({component, props}: {component: ComponentType<Props>; props: Props}): ReactNode {
  const [, setContent] = useContent();
  const stableProps = useStableProps(props);
  useEffect(() => {
    setContent({component: component as ComponentType<object>, props: stableProps});
  }, [setContent, component, stableProps]);
  useEffect(() => () => setContent({component: null, props: null}), [setContent]);
  return null;
}
