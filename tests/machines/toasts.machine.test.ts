import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_TIMEOUT_MS,
  effectiveTimeout,
  toastIdOf,
  toastsMachine,
  type Toast,
  type ToastRequest,
  type ToastsContext,
} from '../../src/machines/toasts.machine';
import { describeModel, type Sut } from './support/model-test';

const plain: ToastRequest = { type: 'info', message: { id: 'test.plain', defaultMessage: 'Plain' } };
// Same type, message, dismissable, action text and icon as `plain`: the same toast, with another timeout.
const plainAgainShorter: ToastRequest = { ...plain, timeout: 3000 };
const persistent: ToastRequest = { type: 'error', message: { text: 'Server says no' }, dismissable: true, timeout: false };
const withAction: ToastRequest = {
  type: 'success',
  message: { id: 'test.saved', defaultMessage: 'Saved' },
  timeout: 7000,
  dismissable: true,
  actionText: 'Undo',
  icon: 'check',
};
const noMessage: ToastRequest = { type: 'warning', message: { text: '' } };
const neverLeaves: ToastRequest = { type: 'warning', message: { id: 'test.stuck', defaultMessage: 'Stuck' }, timeout: false };

const toastsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as ToastsContext).toasts;
const context = (sut: Sut) => sut.actor.getSnapshot().context as ToastsContext;
const ids = [plain, persistent, withAction].map(toastIdOf);

/** When each toast's timer fires on the simulated clock, per running actor. */
const deadlines = new WeakMap<Sut, Map<string, number>>();

function performAdd(event: AnyEventObject, sut: Sut): void {
  const request = (event as unknown as { toast: ToastRequest }).toast;
  const id = toastIdOf(request);
  const before = context(sut);
  const previous = before.toasts.find((toast) => toast.id === id);
  sut.actor.send(event);
  const after = context(sut);
  const valid = request.message && ('text' in request.message ? request.message.text : request.message.id);
  if (!valid || (effectiveTimeout(request) === false && !request.dismissable)) {
    expect(after).toEqual(before);
    expect(sut.emitted.at(-1)).toMatchObject({ type: 'toast.rejected', toast: request });
    return;
  }
  const added = after.toasts.find((toast) => toast.id === id);
  if (previous) {
    // Re-adding keeps the first timestamp and position, flags the duplicate and takes the new options.
    expect(added).toMatchObject({ timestamp: previous.timestamp, isDuplicate: true, timeout: effectiveTimeout(request) });
    expect(after.toasts.map((t) => t.id)).toEqual(before.toasts.map((t) => t.id));
  } else {
    expect(after.toasts.at(-1)).toMatchObject({ id, isDuplicate: false, timestamp: before.clock });
  }
  const timeout = effectiveTimeout(request);
  const own = deadlines.get(sut) ?? new Map<string, number>();
  deadlines.set(sut, own);
  if (timeout === false) own.delete(id);
  else own.set(id, sut.clock.now() + timeout);
}

/** Runs the clock to the toast's deadline: one millisecond before it nothing may have changed. */
function performExpiry(event: AnyEventObject, sut: Sut): void {
  const id = (event as unknown as { id: string }).id;
  const deadline = deadlines.get(sut)?.get(id);
  if (deadline === undefined) throw new Error(`no timer was started for ${id}`);
  const before = context(sut);
  sut.clock.set(deadline - 1);
  expect(context(sut)).toEqual(before);
  sut.clock.set(deadline);
  expect(context(sut).toasts.map((t) => t.id)).not.toContain(id);
}

function timed(toast: Toast): boolean {
  return toast.timeout !== false;
}

describeModel('toasts machine', {
  machine: toastsMachine,
  events: (snapshot) => {
    const shown = toastsOf(snapshot);
    const has = (request: ToastRequest) => shown.some((toast) => toast.id === toastIdOf(request));
    // At most one timed toast at once, so running the clock to one deadline never passes another.
    const adds = [persistent, noMessage, neverLeaves];
    if (!has(withAction)) adds.push(plain, plainAgainShorter);
    if (!has(plain)) adds.push(withAction);
    return [
      ...adds.map((toast) => ({ type: 'toast.add', toast })),
      ...ids.flatMap((id) => [
        { type: 'toast.dismiss', id },
        { type: 'toast.remove', id },
      ]),
      ...shown.filter(timed).map((toast) => ({ type: 'toast.expired', id: toast.id })),
    ];
  },
  // The logical clock grows forever; the model tells states apart by the toasts shown and their flags.
  key: (snapshot) => toastsOf(snapshot).map(({ id, isDuplicate, timeout }) => [id, isDuplicate, timeout]),
  perform: { 'toast.add': performAdd, 'toast.expired': performExpiry },
  states: {
    active: (snapshot, sut) => {
      const shown = toastsOf(snapshot);
      expect(new Set(shown.map((t) => t.id)).size).toBe(shown.length);
      expect(shown.map((t) => t.timestamp)).toEqual([...shown.map((t) => t.timestamp)].sort((a, b) => a - b));
      for (const toast of shown) expect(toast.timeout !== false || toast.dismissable).toBe(true);
      // Persistent toasts have no timer; each timed one has exactly its own.
      const own = deadlines.get(sut) ?? new Map<string, number>();
      expect(shown.filter(timed).every((t) => own.has(t.id))).toBe(true);
    },
  },
});

describe('toast timers', () => {
  function start() {
    const clock = new SimulatedClock();
    return { clock, actor: createActor(toastsMachine, { clock }).start() };
  }
  const shownIds = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.toasts.map((t) => t.id);

  it('uses 5000 ms when no timeout is given', () => {
    const { clock, actor } = start();
    actor.send({ type: 'toast.add', toast: plain });
    clock.increment(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(shownIds(actor)).toEqual([toastIdOf(plain)]);
    clock.increment(1);
    expect(shownIds(actor)).toEqual([]);
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
  });

  it('cancels the timer of a removed toast, so the same toast shown again gets its full time', () => {
    const { clock, actor } = start();
    actor.send({ type: 'toast.add', toast: plain });
    actor.send({ type: 'toast.remove', id: toastIdOf(plain) });
    clock.increment(4000);
    actor.send({ type: 'toast.add', toast: plain });
    clock.increment(4000); // past the first toast's 5000 ms
    expect(shownIds(actor)).toEqual([toastIdOf(plain)]);
    clock.increment(1000);
    expect(shownIds(actor)).toEqual([]);
  });

  it('restarts the timer of a duplicate and keeps its timestamp', () => {
    const { clock, actor } = start();
    actor.send({ type: 'toast.add', toast: persistent });
    actor.send({ type: 'toast.add', toast: plain });
    clock.increment(4000);
    actor.send({ type: 'toast.add', toast: plain });
    clock.increment(4000);
    const [first, second] = actor.getSnapshot().context.toasts;
    expect([first?.id, second?.id, second?.timestamp, second?.isDuplicate]).toEqual([ids[1], ids[0], 1, true]);
    clock.increment(1000);
    expect(shownIds(actor)).toEqual([toastIdOf(persistent)]);
  });

  it('leaves a dismissable toast without timeout until it is dismissed', () => {
    const { clock, actor } = start();
    actor.send({ type: 'toast.add', toast: persistent });
    clock.increment(60_000);
    expect(shownIds(actor)).toEqual([toastIdOf(persistent)]);
    actor.send({ type: 'toast.dismiss', id: toastIdOf(persistent) });
    expect(shownIds(actor)).toEqual([]);
  });

  it('gives identical requests one id and different ones different ids', () => {
    expect(toastIdOf({ ...plain, timeout: 1234 })).toBe(toastIdOf(plain));
    const variants: ToastRequest[] = [
      { ...plain, type: 'warning' },
      { ...plain, message: { id: 'test.other', defaultMessage: 'Plain' } },
      { ...plain, dismissable: true },
      { ...plain, actionText: 'Retry' },
      { ...plain, icon: 'info' },
    ];
    expect(new Set([plain, ...variants].map(toastIdOf)).size).toBe(variants.length + 1);
  });
});
