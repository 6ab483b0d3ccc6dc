// Binds a content carousel to its statechart (src/machines/carousel.machine.ts): the view reads position and
// autoplay state from the snapshot and sends the shopper's moves, pointer/focus changes and the
// reduced-motion preference as events. The chart owns the timer.
import { useHydrating } from '../../common/use-hydrating.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { carouselMachine, type CarouselInput } from '../../../machines/carousel.machine.ts';
import { inspected } from '../../providers/inspection';

export interface CarouselState {
  index: number;
  positions: number;
  canPrevious: boolean;
  canNext: boolean;
  /** Autoplay is on and its timer runs (nothing inside holds it). */
  playing: boolean;
  /** The carousel autoplays (running, held, or paused by the shopper). */
  autoplays: boolean;
  /** The shopper pressed pause. */
  userPaused: boolean;
  previous: () => void;
  next: () => void;
  goTo(index: number): void;
  togglePlay: () => void;
  pointer(inside: boolean): void;
  focus(inside: boolean): void;
}

const REDUCED = '(prefers-reduced-motion: reduce)';
const reducedQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED) : null);

/** Input is read once: the Carousel view remounts this hook (by key) when positions or settings change. */
export function useCarousel(input: Omit<CarouselInput, 'reducedMotion'>): CarouselState {
  // The server cannot know the shopper's motion preference: hydration starts as the server rendered and the
  // effect below tells the machine the real preference.
  const hydrating = useHydrating();
  const actor = useActorRef(carouselMachine, inspected({ input: { ...input, reducedMotion: !hydrating && (reducedQuery()?.matches ?? false) } }));
  const snapshot = useSelector(actor, (s) => s);

  useEffect(() => {
    const query = reducedQuery();
    if (!query) return;
    const onChange = () => actor.send({ type: 'carousel.reducedMotion', reduce: query.matches });
    if (query.matches) onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [actor]);

  const userPaused = snapshot.matches({ autoplay: 'paused' });
  return {
    index: snapshot.context.index,
    positions: snapshot.context.positions,
    canPrevious: snapshot.can({ type: 'carousel.previous' }),
    canNext: snapshot.can({ type: 'carousel.next' }),
    playing: snapshot.matches({ autoplay: 'running' }),
    autoplays: snapshot.matches('autoplay'),
    userPaused,
    previous: () => actor.send({ type: 'carousel.previous' }),
    next: () => actor.send({ type: 'carousel.next' }),
    goTo: (index) => actor.send({ type: 'carousel.goTo', index }),
    togglePlay: () => actor.send({ type: userPaused ? 'carousel.play' : 'carousel.pause' }),
    pointer: (inside) => actor.send({ type: inside ? 'carousel.pointer.enter' : 'carousel.pointer.leave' }),
    focus: (inside) => actor.send({ type: inside ? 'carousel.focus.in' : 'carousel.focus.out' }),
  };
}
