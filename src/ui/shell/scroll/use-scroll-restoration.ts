// Applies scroll-restoration.ts in the browser: remembers the position of the entry being left, and after each
// move scrolls the new page to its top, its anchor, or (Back/Forward) where it was. A restored page may still be
// loading (lazy page, data): the position is tried again on the next frames until the page is tall enough.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ScrollPositions, scrollTargetFor } from './scroll-restoration';

/** About one second of frames to wait for a restored page to grow tall enough. */
const RESTORE_FRAMES = 60;

export function useScrollRestoration(): void {
  const { key, pathname, hash } = useLocation();
  const kind = useNavigationType();
  const positions = useRef(new ScrollPositions());
  const current = useRef({ key, pathname });

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => positions.current.remember(current.current.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    const left = current.current;
    if (left.key === key) return;
    current.current = { key, pathname };
    const target = scrollTargetFor({ kind, key, hash, pathChanged: left.pathname !== pathname }, positions.current.all);
    if (target.kind === 'stay') return;
    if (target.kind === 'top') {
      window.scrollTo(0, 0);
      return;
    }
    let frames = 0;
    let frame = 0;
    const attempt = () => {
      if (target.kind === 'anchor') {
        const element = document.getElementById(target.id);
        if (element) return element.scrollIntoView();
      } else {
        window.scrollTo(0, target.y);
        if (Math.abs(window.scrollY - target.y) < 2) return;
      }
      if (++frames < RESTORE_FRAMES) frame = window.requestAnimationFrame(attempt);
      else if (target.kind === 'anchor') window.scrollTo(0, 0);
    };
    attempt();
    return () => window.cancelAnimationFrame(frame);
  }, [key, pathname, hash, kind]);
}
