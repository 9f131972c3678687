import {useEffect, useState} from 'react';

/** Marks the nodes the site adds to DocSearch's modal, so its own lookups can skip them. */
export const OWN_NODE = 'data-surge-screen';

/**
 * A node of the site's own, kept as the first child of the modal element that
 * `findParent` picks (none: no node), as a portal target. DocSearch re-renders
 * its screens, so every change in the modal puts the node back. `findParent`
 * must be stable (useCallback) or the node is rebuilt on every render.
 */
export function useModalNode(container: HTMLElement, findParent: () => Element | null, kind: string): HTMLElement | null {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let node: HTMLElement | null = null;
    const update = () => {
      const parent = findParent();
      if (parent && node?.parentElement === parent) return;
      node?.remove();
      node = null;
      if (parent) {
        node = document.createElement('div');
        node.setAttribute(OWN_NODE, kind);
        parent.prepend(node);
      }
      setTarget(node);
    };
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    update();
    return () => {
      observer.disconnect();
      node?.remove();
    };
  }, [container, findParent, kind]);
  return target;
}
