// The footer mounts once the shopper scrolls within 200 px of it, or straight away on mobile or on a page too
// short to scroll (storefront spec section 2; account spec section 4). Lazy-loading is presentation, not a flow.
import type { RefObject } from 'react';
import { NEAR_VIEWPORT_MARGIN_PX, useNearViewport } from '../../common/use-near-viewport';

/** The mobile layout breakpoint of spec section 9. */
export const MOBILE_QUERY = '(max-width: 48rem)';

function mountsAtOnce(): boolean {
  if (typeof window === 'undefined') return true;
  if (window.matchMedia?.(MOBILE_QUERY).matches) return true;
  const page = document.documentElement.scrollHeight;
  return page <= window.innerHeight + NEAR_VIEWPORT_MARGIN_PX;
}

export function useFooterMount(sentinel: RefObject<HTMLElement | null>): boolean {
  return useNearViewport(sentinel, { atOnce: mountsAtOnce });
}
