// Stately's inspector in development (src/ui/providers/inspection.ts): with ?inspect in the address, every actor the
// shop creates through inspected() reports to the browser inspector, its first events included (they wait for the
// package to load); without it, actors get no observer at all.
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';

const received: InspectionEvent[] = [];
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({ inspect: { next: (event: InspectionEvent) => void received.push(event) } }),
}));

const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });

async function freshInspection(search: string) {
  window.history.replaceState(null, '', `/seafood.html${search}`);
  vi.resetModules();
  return import('../../../src/ui/providers/inspection');
}

afterEach(() => {
  received.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the live charts in Stately’s inspector', () => {
  it('with ?inspect, an actor started before the inspector loaded is registered, then its events and snapshots follow', async () => {
    const { inspected } = await freshInspection('?inspect');
    const actor = createActor(toggle, inspected());
    actor.start();
    actor.send({ type: 'flip' });
    await vi.waitFor(() => expect(received.length).toBeGreaterThan(0));
    const kinds = received.map((event) => event.type);
    expect(kinds[0]).toBe('@xstate.actor');
    expect(received.some((event) => event.type === '@xstate.event' && event.event.type === 'flip')).toBe(true);
    const last = received.filter((event) => event.type === '@xstate.snapshot').at(-1);
    expect(last && 'snapshot' in last ? (last.snapshot as unknown as { value: unknown }).value : null).toBe('on');
    expect(inspected({ input: 1 })).toMatchObject({ input: 1, inspect: expect.any(Function) });
  });

  it('without it, actors are created with their options unchanged', async () => {
    const { inspected } = await freshInspection('');
    const options = { input: { quantity: 1 } };
    expect(inspected(options)).toBe(options);
    expect(inspected()).toEqual({});
    createActor(toggle, inspected()).start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual([]);
  });
});
