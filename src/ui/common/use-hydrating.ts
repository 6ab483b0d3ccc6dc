// Whether React renders on the server or hydrates server-rendered HTML, without a forced re-render afterwards.
//
// React calls useSyncExternalStore's getServerSnapshot only on the server and while hydrating, and getSnapshot in
// any other render. Both answer the same value here, so React never forces an update; the call itself tells a
// component how its first render happened. (A store whose two snapshots differ, the usual way, makes React
// re-render every such component *synchronously* after hydrating, and that sync update also hydrates whatever
// part of the page is still waiting, in one long task: docs/decisions/web-speed-hydration-tasks.md.)
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const unchanged = () => false;

/** True when this component's first render was on the server or a hydration; it never changes afterwards. */
export function useFirstRenderedOnServer(): boolean {
  const [probe] = useState(() => ({ server: false }));
  useSyncExternalStore(noChanges, unchanged, () => {
    probe.server = true;
    return false;
  });
  return probe.server;
}

/**
 * True while React renders on the server or hydrates server-rendered HTML, false in any other render. A value
 * that the server cannot know (is the element near the viewport?) starts from what the server rendered while
 * hydrating, so the first client render equals the HTML; afterwards the browser's own answer applies, switched
 * in a transition, which React renders in slices.
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(useFirstRenderedOnServer());
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
