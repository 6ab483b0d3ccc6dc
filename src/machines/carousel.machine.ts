import { and, assign, not, or, setup } from 'xstate';

// Position and autoplay of a content carousel (Page Builder sliders, product/brand/banner carousels; account spec
// "Page-builder content", defaults in docs/decisions/content-carousel.md):
// - `positions` is how many places the track can stop at (slides − slides per view + 1, or every slide when the
//   loop is infinite); next/previous wrap around only when infinite, otherwise they stop at the ends (the view asks
//   `can()` to disable the buttons);
// - with autoplay on and more than one position, the carousel moves on every `autoplaySpeed` ms; autoplay always
//   moves on, returning to the first position after the last, as Page Builder's slick does;
// - autoplay is suspended while the pointer or keyboard focus is inside (WCAG 2.2.2) and under reduced motion, and
//   stops when the shopper presses pause until they press play. Moving by hand restarts the wait.

export interface CarouselInput {
  positions: number;
  infinite: boolean;
  autoplay: boolean;
  /** Autoplay delay in ms. */
  autoplaySpeed: number;
  reducedMotion?: boolean;
}

export interface CarouselContext {
  index: number;
  positions: number;
  infinite: boolean;
  autoplay: boolean;
  autoplaySpeed: number;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pointer.enter' }
  | { type: 'carousel.pointer.leave' }
  | { type: 'carousel.focus.in' }
  | { type: 'carousel.focus.out' }
  | { type: 'carousel.reducedMotion'; reduce: boolean }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' };

const last = (context: CarouselContext) => context.positions - 1;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    autoplaySpeed: ({ context }) => context.autoplaySpeed,
  },
  guards: {
    autoplays: ({ context }) => context.autoplay && context.positions > 1,
    canNext: ({ context }) => (context.infinite ? context.positions > 1 : context.index < last(context)),
    canPrevious: ({ context }) => (context.infinite ? context.positions > 1 : context.index > 0),
    isOtherPosition: ({ context, event }) =>
      event.type === 'carousel.goTo' && Number.isInteger(event.index) && event.index >= 0 && event.index <= last(context) && event.index !== context.index,
    isHovered: ({ context }) => context.hovered,
    isFocused: ({ context }) => context.focused,
    isReducedMotion: ({ context }) => context.reducedMotion,
  },
  actions: {
    next: assign({ index: ({ context }) => (context.index >= last(context) ? 0 : context.index + 1) }),
    previous: assign({ index: ({ context }) => (context.index <= 0 ? last(context) : context.index - 1) }),
    goTo: assign({ index: ({ context, event }) => (event.type === 'carousel.goTo' ? event.index : context.index) }),
    /** Autoplay: on to the next position, from the last back to the first. */
    advance: assign({ index: ({ context }) => (context.index >= last(context) ? 0 : context.index + 1) }),
    hover: assign({ hovered: true }),
    unhover: assign({ hovered: false }),
    focus: assign({ focused: true }),
    blur: assign({ focused: false }),
    setReducedMotion: assign({ reducedMotion: ({ context, event }) => (event.type === 'carousel.reducedMotion' ? event.reduce : context.reducedMotion) }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    positions: Math.max(1, Math.floor(input.positions)),
    infinite: input.infinite,
    autoplay: input.autoplay,
    autoplaySpeed: input.autoplaySpeed,
    hovered: false,
    focused: false,
    reducedMotion: input.reducedMotion ?? false,
  }),
  initial: 'starting',
  // Pointer, focus and motion preference are noted in every state, so autoplay knows them when it resumes.
  on: {
    'carousel.next': { guard: 'canNext', actions: 'next' },
    'carousel.previous': { guard: 'canPrevious', actions: 'previous' },
    'carousel.goTo': { guard: 'isOtherPosition', actions: 'goTo' },
    'carousel.pointer.enter': { guard: not('isHovered'), actions: 'hover' },
    'carousel.pointer.leave': { guard: 'isHovered', actions: 'unhover' },
    'carousel.focus.in': { guard: not('isFocused'), actions: 'focus' },
    'carousel.focus.out': { guard: 'isFocused', actions: 'blur' },
    'carousel.reducedMotion': { actions: 'setReducedMotion' },
  },
  states: {
    starting: {
      always: [{ guard: 'autoplays', target: 'autoplay' }, { target: 'manual' }],
    },
    /** No autoplay (off, or a single position): only the shopper moves it (the root's next/previous/goTo). */
    manual: {},
    autoplay: {
      initial: 'running',
      states: {
        running: {
          always: { guard: or(['isHovered', 'isFocused', 'isReducedMotion']), target: 'suspended' },
          after: { autoplaySpeed: { target: 'running', reenter: true, actions: 'advance' } },
          on: {
            // Moving by hand restarts the wait (re-entering `running` restarts its timer).
            'carousel.next': { guard: 'canNext', target: 'running', reenter: true, actions: 'next' },
            'carousel.previous': { guard: 'canPrevious', target: 'running', reenter: true, actions: 'previous' },
            'carousel.goTo': { guard: 'isOtherPosition', target: 'running', reenter: true, actions: 'goTo' },
            'carousel.pause': 'paused',
          },
        },
        /** Pointer or focus inside, or reduced motion: no timer until all of them are gone. */
        suspended: {
          always: { guard: and([not('isHovered'), not('isFocused'), not('isReducedMotion')]), target: 'running' },
          on: { 'carousel.pause': 'paused' },
        },
        /** The shopper pressed pause; only play resumes. */
        paused: {
          on: { 'carousel.play': 'running' },
        },
      },
    },
  },
});
