// True while React renders on the server or hydrates server-rendered HTML, false in any other render. A value
// that the server cannot know (is the element near the viewport?) starts from what the server rendered while
// hydrating, so the first client render equals the HTML; afterwards the browser's own answer applies.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
