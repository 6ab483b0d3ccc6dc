// The footer mounts once the shopper scrolls within 200 px of it, or straight away on mobile or on a page too
// short to scroll (storefront spec section 2; account spec section 4). Lazy-loading is presentation, not a flow.
import { useEffect, useState, type RefObject } from 'react';

export const FOOTER_ROOT_MARGIN_PX = 200;
/** The mobile layout breakpoint of spec section 9. */
export const MOBILE_QUERY = '(max-width: 48rem)';

function mountsAtOnce(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof IntersectionObserver === 'undefined') return true;
  if (window.matchMedia?.(MOBILE_QUERY).matches) return true;
  const page = document.documentElement.scrollHeight;
  return page <= window.innerHeight + FOOTER_ROOT_MARGIN_PX;
}

export function useFooterMount(sentinel: RefObject<HTMLElement | null>): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    if (mountsAtOnce()) {
      setMounted(true);
      return;
    }
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setMounted(true);
      },
      { rootMargin: `${FOOTER_ROOT_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [mounted, sentinel]);
  return mounted;
}
