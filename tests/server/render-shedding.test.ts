import { describe, expect, it } from 'vitest';
import { eventLoopMeter, renderShedding } from '../../server/render/render-shedding';

// When the server renders a page and when it leaves it to the browser (server/render/render-shedding.ts).
const meterAt = (value: { busy: number }) => ({ busy: () => value.busy, stop: () => undefined });

describe('render shedding', () => {
  it('lets up to four pages render at once while the event loop is not nearly full', () => {
    const shedding = renderShedding(meterAt({ busy: 0.2 }));
    const slots = [1, 2, 3, 4].map(() => shedding.take('page'));
    expect(slots.every((release) => release !== null)).toBe(true);
    expect(shedding.take('page')).toBeNull();
    slots[0]!();
    expect(shedding.take('page')).not.toBeNull();
  });

  it('renders no page when the event loop is nearly full', () => {
    const load = { busy: 0.95 };
    const shedding = renderShedding(meterAt(load));
    expect(shedding.take('page')).toBeNull();
    load.busy = 0.5;
    expect(shedding.take('page')).not.toBeNull();
  });

  it('renders a not-found page only alone and while the loop is mostly idle', () => {
    const load = { busy: 0.1 };
    const shedding = renderShedding(meterAt(load));
    const page = shedding.take('page')!;
    expect(shedding.take('not-found')).toBeNull();
    page();
    const notFound = shedding.take('not-found')!;
    expect(notFound).not.toBeNull();
    expect(shedding.take('not-found')).toBeNull();
    notFound();
    load.busy = 0.8;
    expect(shedding.take('not-found')).toBeNull();
  });

  it('counts a release once, however often it is called', () => {
    const shedding = renderShedding(meterAt({ busy: 0 }));
    const first = shedding.take('not-found')!;
    first();
    first();
    const second = shedding.take('page')!;
    // Had the double release counted twice, a not-found page would render beside this page.
    expect(shedding.take('not-found')).toBeNull();
    second();
  });
});

describe('the event-loop meter', () => {
  it('reads a loop held busy as nearly full, then an idle one as nearly empty', async () => {
    const meter = eventLoopMeter(100);
    try {
      await new Promise((resolve) => setTimeout(resolve, 110));
      const until = Date.now() + 250;
      while (Date.now() < until) {
        // Hold the loop, as a long server render would.
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(meter.busy()).toBeGreaterThan(0.7);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(meter.busy()).toBeLessThan(0.5);
    } finally {
      meter.stop();
    }
  });
});
