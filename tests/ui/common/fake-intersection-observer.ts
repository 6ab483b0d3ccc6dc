// An IntersectionObserver the test drives: it records what it observes and reports only when told to.
import { vi } from 'vitest';

export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly elements: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every observed element as (not) intersecting. */
  report(isIntersecting: boolean) {
    this.callback(this.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
  enter() {
    this.report(true);
  }
}

/** Replaces the global IntersectionObserver with FakeObserver (call in beforeEach; vi.unstubAllGlobals after). */
export function stubIntersectionObserver(): void {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}
