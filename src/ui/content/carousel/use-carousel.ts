// Position, navigation and autoplay for content carousels. Autoplay stops while the pointer or keyboard
// focus is inside (WCAG 2.2.2), when the shopper pauses it, and when they ask for reduced motion.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CarouselSettings } from '../parse/content-node.ts';

export interface CarouselState {
  index: number;
  positions: number;
  canPrevious: boolean;
  canNext: boolean;
  playing: boolean;
  userPaused: boolean;
  previous(): void;
  next(): void;
  goTo(index: number): void;
  togglePlay(): void;
  setInteracting(interacting: boolean): void;
}

const REDUCED = '(prefers-reduced-motion: reduce)';
function subscribeReduced(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const q = window.matchMedia(REDUCED);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}
const reducedNow = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED).matches;

export function useCarousel(count: number, settings: CarouselSettings, perView: number): CarouselState {
  const positions = Math.max(1, settings.infinite ? count : count - perView + 1);
  const last = positions - 1;
  const [rawIndex, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReduced, reducedNow, () => false);
  const index = Math.min(rawIndex, last);

  const goTo = useCallback((target: number) => setIndex(Math.min(Math.max(0, target), last)), [last]);
  const next = useCallback(() => setIndex((i) => (i >= last ? (settings.infinite ? 0 : last) : i + 1)), [last, settings.infinite]);
  const previous = useCallback(() => setIndex((i) => (i <= 0 ? (settings.infinite ? last : 0) : i - 1)), [last, settings.infinite]);

  const playing = settings.autoplay && !userPaused && !interacting && !reducedMotion && positions > 1;
  useEffect(() => {
    if (!playing) return;
    // autoplay always moves on; without infinite loop it returns to the first slide after the last
    const timer = window.setTimeout(() => setIndex((i) => (i >= last ? 0 : i + 1)), settings.autoplaySpeed);
    return () => window.clearTimeout(timer);
  }, [playing, index, last, settings.autoplaySpeed]);

  return {
    index,
    positions,
    canPrevious: settings.infinite ? positions > 1 : index > 0,
    canNext: settings.infinite ? positions > 1 : index < last,
    playing,
    userPaused,
    previous,
    next,
    goTo,
    togglePlay: () => setUserPaused((p) => !p),
    setInteracting,
  };
}
