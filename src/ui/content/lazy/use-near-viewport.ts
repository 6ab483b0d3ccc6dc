// True once the element comes within the lazy-load offset of the viewport; stays true afterwards.
// Without IntersectionObserver (old browsers, server) content is shown at once rather than never.
import { useHydrating } from '../../common/use-hydrating.ts';
import { useEffect, useState, type RefObject } from 'react';
import { LAZY_ROOT_MARGIN } from './lazy-constants.ts';

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // The server shows content at once; hydrating its HTML keeps it (src/ui/common/use-hydrating.ts).
  const hydrating = useHydrating();
  const [near, setNear] = useState(() => hydrating || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
