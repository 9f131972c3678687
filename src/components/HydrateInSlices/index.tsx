/**
 * Hydration in slices. On a server-rendered page, parts wrapped in
 * `HydrateLater` hydrate after the rest, a few at a time in their own short
 * tasks, instead of in one long task that blocks input (the whole of the
 * longest guide took 0.7–0.9 s of main thread at Lighthouse's 4× CPU).
 * Their markup is on screen meanwhile: Preact keeps a suspended part's DOM
 * while hydrating and hydrates it when it resumes. Input hydrates everything
 * at once, before the event reaches its target. Client-side navigations and
 * the dev server render as usual.
 *
 * A wrapped part must render exactly one DOM node: that is what Preact keeps.
 */
import {Children, Fragment, isValidElement, Suspense, useLayoutEffect, useState, type FunctionComponent, type ReactElement, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {useHydratedFromServer} from '@site/src/components/ServerMarkup';
import {createHydrationQueue, type Ticket} from './hydrationQueue';

function createMessageTaskScheduler(): (task: () => void) => void {
  // A message is a task of its own, without setTimeout's 4 ms clamp.
  const channel = new MessageChannel();
  let next: () => void = () => {};
  channel.port1.onmessage = () => next();
  return (task) => {
    next = task;
    channel.port2.postMessage(null);
  };
}

const queue = ExecutionEnvironment.canUseDOM
  ? createHydrationQueue({
      now: () => performance.now(),
      later: createMessageTaskScheduler(),
      // `<html data-hydration="pending|done">`: for tests and for anyone profiling the page.
      onPendingChange: (pending) => document.documentElement.setAttribute('data-hydration', pending ? 'pending' : 'done'),
    })
  : null;

if (queue) {
  for (const type of ['pointerover', 'pointerdown', 'keydown', 'focusin', 'touchstart']) {
    document.addEventListener(type, queue.flush, {capture: true, passive: true});
  }
}

/** Waits for its ticket: until then it suspends, and Preact leaves its server markup in place. */
function AfterTicket({ticket, children}: {ticket: Ticket; children: ReactNode}): ReactNode {
  if (!ticket.released) throw ticket.whenReleased;
  ticket.rendered = true;
  return <HydratingLate>{children}</HydratingLate>;
}

/**
 * `useIsBrowser()` is false while a part hydrates, as it was for the rest of
 * the page, so the part renders exactly what the server did; then true, in
 * the same task: before the click that made the part hydrate reaches it
 * (the theme's Tabs remount then, and would forget a tab chosen in between).
 */
function HydratingLate({children}: {children: ReactNode}): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return <BrowserContext.Provider value={hydrated}>{children}</BrowserContext.Provider>;
}

export function HydrateLater({children}: {children: ReactNode}): ReactNode {
  const hydrating = useHydratedFromServer();
  const [ticket] = useState(() => (hydrating && queue ? queue.take() : null));
  if (!ticket) return children;
  return (
    <Suspense fallback={null}>
      <AfterTicket ticket={ticket}>{children}</AfterTicket>
    </Suspense>
  );
}

type MDXBody = ReactElement<Record<string, unknown>, FunctionComponent<Record<string, unknown>>>;

/** The MDX wrapper: each top-level block of an article hydrates later, in document order. */
export default function HydrateInSlices({children}: {children: ReactNode}): ReactNode {
  const hydrating = useHydratedFromServer();
  if (!hydrating || !queue || !isValidElement(children) || typeof children.type !== 'function') return children;
  // The MDX body is rendered here, not as its own component, to reach its top-level blocks.
  const body = (children as MDXBody).type((children as MDXBody).props) as ReactNode;
  if (!isValidElement<{children?: ReactNode}>(body) || body.type !== Fragment) return body;
  return Children.map(body.props.children, (block) => (isValidElement(block) ? <HydrateLater>{block}</HydrateLater> : block));
}
