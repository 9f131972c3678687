/**
 * The site's parts of the open modal, loaded with DocSearch's own code (the
 * same chunk) rather than with every page: the screens DocSearch leaves blank,
 * and the Enter preselection.
 */
import {type ReactNode, useEffect} from 'react';
import {type EnterAction, useEnterFollowsIntent} from './useEnterFollowsIntent';

export {default as ModalScreens} from './ModalScreens';

/** Keeps Enter on what the query asks for (useEnterFollowsIntent) and reports what Enter does now. */
export function EnterFollowsIntent({container, onAction}: {container: HTMLElement; onAction: (action: EnterAction) => void}): ReactNode {
  const action = useEnterFollowsIntent(container, true);
  useEffect(() => onAction(action), [action, onAction]);
  return null;
}
