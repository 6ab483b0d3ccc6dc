// Whether a CSS media query matches now, following changes (rotation, resizing). Layout choices only: no flow
// depends on it. Without matchMedia (jsdom, old browsers) it answers false, i.e. the desktop layout.
import { useCallback, useSyncExternalStore } from 'react';

/** The spec's mobile layout width (section 9: "mobile layout 48rem"). */
export const MOBILE_LAYOUT_QUERY = '(max-width: 48rem)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}
