// True once the element comes within the lazy-load offset of the viewport; stays true afterwards.
// Without IntersectionObserver (old browsers, server) content is shown at once rather than never.
import { useEffect, useState, type RefObject } from 'react';
import { LAZY_ROOT_MARGIN } from './lazy-constants.ts';

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
