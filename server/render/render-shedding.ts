// When the server is busy, pages are answered as the browser renders them instead of being rendered here.
//
// A server render is ~25–60 ms of the HTTP event loop that every other request waits behind. A flood of page
// requests (junk paths most of all: each renders the not-found page) would make every shopper's request wait, so
// a render needs a free slot and an event loop that is not already busy. A page that gets no render is still
// the right answer: the same status, head and hints, with an empty body the browser renders (as for the cart).
// Real pages come first: a not-found page renders only while the loop is mostly idle and nothing else renders.
// docs/decisions/server-render-shedding.md.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

export type RenderKind = 'page' | 'not-found';

export interface RenderShedding {
  /** A release function when this render may go ahead (call it when the render has ended), else null. */
  take(kind: RenderKind): (() => void) | null;
  /** Ends the event-loop sampling (the app closed). */
  stop(): void;
}

export interface LoadMeter {
  /** Share of the last sampling interval the event loop was busy, 0–1. */
  busy(): number;
  stop(): void;
}

/** How busy the event loop was, sampled every `intervalMs` (Node's eventLoopUtilization). */
export function eventLoopMeter(intervalMs = 500): LoadMeter {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let busy = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, intervalMs);
  timer.unref();
  return { busy: () => busy, stop: () => clearInterval(timer) };
}

export interface SheddingLimits {
  /** Renders in flight at most (any kind). */
  renders: number;
  /** Above this event-loop utilisation no page renders. */
  pageBusy: number;
  /** Above this utilisation no not-found page renders; and only one at a time, with no other render running. */
  notFoundBusy: number;
}

/** Two cores' worth: renders interleave at their data waits, so a few in flight keep the loop full enough. */
export const DEFAULT_SHEDDING_LIMITS: SheddingLimits = { renders: 4, pageBusy: 0.9, notFoundBusy: 0.7 };

export function renderShedding(meter: LoadMeter, limits: SheddingLimits = DEFAULT_SHEDDING_LIMITS): RenderShedding {
  let inFlight = 0;
  return {
    take(kind) {
      const busy = meter.busy();
      const allowed = kind === 'page' ? inFlight < limits.renders && busy < limits.pageBusy : inFlight === 0 && busy < limits.notFoundBusy;
      if (!allowed) return null;
      inFlight += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inFlight -= 1;
      };
    },
    stop: () => meter.stop(),
  };
}
