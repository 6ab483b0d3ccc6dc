// True once an element comes within a margin of the viewport, and afterwards: a part below the first screen mounts
// (and loads its code) when the shopper scrolls near it. Presentation only, not a flow.
// - `shownOnServer`: the server renders the part (rich content), so a server render and hydrating its HTML show
//   it at once; otherwise (the footer, its newsletter form) the part first appears in the browser.
// - `atOnce`: checked in the browser first (a phone's footer, a page too short to scroll).
// Without IntersectionObserver (jsdom, an old browser) the part is shown at once rather than never.
import { useEffect, useState, type RefObject } from 'react';
import { useHydrating } from './use-hydrating';

export const NEAR_VIEWPORT_MARGIN_PX = 200;

export interface NearViewportOptions {
  rootMargin?: string;
  shownOnServer?: boolean;
  /** A stable function (module level): the effect runs again when it changes. */
  atOnce?: () => boolean;
}

export function useNearViewport(ref: RefObject<Element | null>, { rootMargin = `${NEAR_VIEWPORT_MARGIN_PX}px`, shownOnServer = false, atOnce }: NearViewportOptions = {}): boolean {
  const hydrating = useHydrating();
  const [near, setNear] = useState(() => shownOnServer && (hydrating || typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver === 'undefined' || atOnce?.()) {
      setNear(true);
      return;
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, rootMargin, atOnce]);
  return near;
}
