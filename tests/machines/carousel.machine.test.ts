import { createActor, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { carouselMachine, type CarouselContext, type CarouselInput } from '../../src/machines/carousel.machine';
import { describeModel } from './support/model-test';

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
