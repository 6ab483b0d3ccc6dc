import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { carouselMachine, type CarouselContext, type CarouselInput } from '../../src/machines/carousel.machine';
import { describeModel, expectation } from './support/model-test';

// The carousel's rules as docs/decisions/content-carousel.md decides them (the spec lists the settings but leaves
// their behaviour open), written out independently of the chart: next/previous move one place, wrapping only
// when the loop is infinite; a jump goes to any other existing place; autoplay (on, with more than one place)
// moves on every tick and wraps always, holds while the pointer or focus is inside or under reduced motion, and
// after pause until play.
type Mode = 'manual' | 'running' | 'suspended' | 'paused';
interface ExpectedCarousel {
  mode: Mode;
  index: number;
  positions: number;
  infinite: boolean;
  hovered: boolean;
  focused: boolean;
  reduced: boolean;
}
const held = (m: ExpectedCarousel) => m.hovered || m.focused || m.reduced;
/** Autoplay runs unless something holds it; manual and paused stay as they are. */
const settle = (m: ExpectedCarousel): ExpectedCarousel =>
  m.mode === 'running' || m.mode === 'suspended' ? { ...m, mode: held(m) ? 'suspended' : 'running' } : m;

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CarouselContext;
const AUTOPLAY_TICK = 'xstate.after.autoplaySpeed.carousel.autoplay.running';

describeModel('carousel machine', {
  machine: carouselMachine,
  inputs: [
    { positions: 3, infinite: false, autoplay: false, autoplaySpeed: 4000 },
    { positions: 3, infinite: true, autoplay: true, autoplaySpeed: 5000 },
    { positions: 3, infinite: false, autoplay: true, autoplaySpeed: 4000, reducedMotion: true },
    { positions: 1, infinite: true, autoplay: true, autoplaySpeed: 4000 },
  ] satisfies CarouselInput[],
  events: () => [
    { type: 'carousel.next' },
    { type: 'carousel.previous' },
    { type: 'carousel.goTo', index: 0 },
    { type: 'carousel.goTo', index: 2 },
    { type: 'carousel.goTo', index: 7 },
    { type: 'carousel.pointer.enter' },
    { type: 'carousel.pointer.leave' },
    { type: 'carousel.focus.in' },
    { type: 'carousel.focus.out' },
    { type: 'carousel.reducedMotion', reduce: true },
    { type: 'carousel.reducedMotion', reduce: false },
    { type: 'carousel.pause' },
    { type: 'carousel.play' },
    { type: AUTOPLAY_TICK },
  ],
  // Every edge of the walk is replayed, so the expectation also sees the moves that reach a known state again
  // (an autoplay tick from the last place back to the first).
  paths: 'all',
  states: {
    starting: () => {
      throw new Error('starting is transient and never rests');
    },
    manual: (snapshot) => {
      const c = ctx(snapshot);
      // No timer without autoplay (or with a single position).
      expect(c.autoplay && c.positions > 1).toBe(false);
      expect(snapshot.can({ type: AUTOPLAY_TICK })).toBe(false);
      expect(snapshot.can({ type: 'carousel.next' })).toBe(c.infinite ? c.positions > 1 : c.index < c.positions - 1);
      expect(snapshot.can({ type: 'carousel.previous' })).toBe(c.infinite ? c.positions > 1 : c.index > 0);
    },
    'autoplay.running': (snapshot) => {
      const c = ctx(snapshot);
      expect(c.hovered || c.focused || c.reducedMotion).toBe(false);
      expect(snapshot.can({ type: 'carousel.pause' })).toBe(true);
      expect(snapshot.can({ type: 'carousel.play' })).toBe(false);
    },
    'autoplay.suspended': (snapshot) => {
      const c = ctx(snapshot);
      expect(c.hovered || c.focused || c.reducedMotion).toBe(true);
      expect(snapshot.can({ type: 'carousel.pause' })).toBe(true);
    },
    'autoplay.paused': (snapshot) => {
      expect(snapshot.can({ type: 'carousel.play' })).toBe(true);
      expect(snapshot.can({ type: 'carousel.pause' })).toBe(false);
    },
  },
  expected: expectation<ExpectedCarousel>({
    initial: (input) => {
      const { positions, infinite, autoplay, reducedMotion } = input as CarouselInput;
      const m = { index: 0, positions, infinite, hovered: false, focused: false, reduced: reducedMotion ?? false };
      return settle({ ...m, mode: autoplay && positions > 1 ? 'running' : 'manual' });
    },
    next: (m, event) => {
      const last = m.positions - 1;
      const move = (index: number) => settle({ ...m, index });
      switch (event.type) {
        case 'carousel.next':
          if (m.infinite ? m.positions > 1 : m.index < last) return move(m.index === last ? 0 : m.index + 1);
          break;
        case 'carousel.previous':
          if (m.infinite ? m.positions > 1 : m.index > 0) return move(m.index === 0 ? last : m.index - 1);
          break;
        case 'carousel.goTo': {
          const to = (event as unknown as { index: number }).index;
          if (to >= 0 && to <= last && to !== m.index) return move(to);
          break;
        }
        case 'carousel.pointer.enter':
        case 'carousel.pointer.leave':
          return settle({ ...m, hovered: event.type === 'carousel.pointer.enter' });
        case 'carousel.focus.in':
        case 'carousel.focus.out':
          return settle({ ...m, focused: event.type === 'carousel.focus.in' });
        case 'carousel.reducedMotion':
          return settle({ ...m, reduced: (event as unknown as { reduce: boolean }).reduce });
        case 'carousel.pause':
          if (m.mode === 'running' || m.mode === 'suspended') return { ...m, mode: 'paused' };
          break;
        case 'carousel.play':
          if (m.mode === 'paused') return settle({ ...m, mode: 'running' });
          break;
        case AUTOPLAY_TICK:
          if (m.mode === 'running') return { ...m, index: m.index === last ? 0 : m.index + 1 };
          break;
      }
      throw new Error(`no expectation for ${event.type} in ${m.mode} at ${m.index}`);
    },
    check: (snapshot, m) => {
      const c = ctx(snapshot);
      expect(snapshot.value).toEqual(m.mode === 'manual' ? 'manual' : { autoplay: m.mode });
      expect([c.index, c.hovered, c.focused, c.reducedMotion]).toEqual([m.index, m.hovered, m.focused, m.reduced]);
    },
  }),
});

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input, clock }).start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('carousel behaviour', () => {
  it('stops at the ends without an infinite loop and wraps with one', () => {
    const bounded = start({ positions: 3, infinite: false, autoplay: false, autoplaySpeed: 4000 });
    bounded.actor.send({ type: 'carousel.previous' });
    expect(bounded.index()).toBe(0);
    bounded.actor.send({ type: 'carousel.goTo', index: 2 });
    bounded.actor.send({ type: 'carousel.next' });
    expect(bounded.index()).toBe(2);

    const looping = start({ positions: 3, infinite: true, autoplay: false, autoplaySpeed: 4000 });
    looping.actor.send({ type: 'carousel.previous' });
    expect(looping.index()).toBe(2);
    looping.actor.send({ type: 'carousel.next' });
    expect(looping.index()).toBe(0);
  });

  it('advances every autoplaySpeed ms and returns to the first slide after the last, even when bounded', () => {
    const { clock, index } = start({ positions: 2, infinite: false, autoplay: true, autoplaySpeed: 4000 });
    clock.increment(3999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(4000);
    expect(index()).toBe(0);
  });

  it('holds still while hovered or focused and resumes only when both have left', () => {
    const { actor, clock, index } = start({ positions: 3, infinite: true, autoplay: true, autoplaySpeed: 4000 });
    actor.send({ type: 'carousel.pointer.enter' });
    actor.send({ type: 'carousel.focus.in' });
    clock.increment(10_000);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.pointer.leave' });
    clock.increment(10_000);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.focus.out' });
    clock.increment(4000);
    expect(index()).toBe(1);
  });

  it('a hand move restarts the wait, and pause holds until play', () => {
    const { actor, clock, index } = start({ positions: 3, infinite: true, autoplay: true, autoplaySpeed: 4000 });
    clock.increment(3000);
    actor.send({ type: 'carousel.next' });
    clock.increment(3000);
    expect(index()).toBe(1);
    clock.increment(1000);
    expect(index()).toBe(2);
    actor.send({ type: 'carousel.pause' });
    actor.send({ type: 'carousel.previous' });
    clock.increment(20_000);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().matches({ autoplay: 'paused' })).toBe(true);
    actor.send({ type: 'carousel.play' });
    clock.increment(4000);
    expect(index()).toBe(2);
  });

  it('never autoplays under reduced motion', () => {
    const { actor, clock, index } = start({ positions: 3, infinite: true, autoplay: true, autoplaySpeed: 4000, reducedMotion: true });
    clock.increment(20_000);
    expect(index()).toBe(0);
    actor.send({ type: 'carousel.reducedMotion', reduce: false });
    clock.increment(4000);
    expect(index()).toBe(1);
  });
});
