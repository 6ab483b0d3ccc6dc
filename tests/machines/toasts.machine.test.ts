import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_TIMEOUT_MS,
  toastIdOf,
  toastsMachine,
  type Toast,
  type ToastRequest,
  type ToastsContext,
} from '../../src/machines/toasts.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

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

/**
 * What the spec (storefront section 4, "Toasts") says each request does, written here by hand and not taken
 * from the machine: the time it stays (default 5000 ms, else its own timeout, false: until dismissed), or
 * that it is refused (no message; no timeout and not dismissable).
 */
const SPEC: ReadonlyMap<ToastRequest, number | false | 'refused'> = new Map<ToastRequest, number | false | 'refused'>([
  [plain, 5000],
  [plainAgainShorter, 3000],
  [persistent, false],
  [withAction, 7000],
  [noMessage, 'refused'],
  [neverLeaves, 'refused'],
]);
function specOf(request: ToastRequest): number | false | 'refused' {
  const rule = SPEC.get(request);
  if (rule === undefined) throw new Error('a request the test has no spec line for');
  return rule;
}

const toastsOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as ToastsContext).toasts;
const context = (sut: Sut) => sut.actor.getSnapshot().context as ToastsContext;
const ids = [plain, persistent, withAction].map(toastIdOf);

/** When each toast's timer must fire on the simulated clock by the spec's numbers, per running actor. */
const deadlines = new WeakMap<Sut, Map<string, number>>();

function performAdd(event: AnyEventObject, sut: Sut): void {
  const request = (event as unknown as { toast: ToastRequest }).toast;
  const id = toastIdOf(request);
  const before = context(sut);
  const previous = before.toasts.find((toast) => toast.id === id);
  sut.actor.send(event);
  const after = context(sut);
  const rule = specOf(request);
  if (rule === 'refused') {
    expect(after).toEqual(before);
    expect(sut.emitted.at(-1)).toMatchObject({ type: 'toast.rejected', toast: request });
    return;
  }
  const added = after.toasts.find((toast) => toast.id === id);
  if (previous) {
    // Re-adding keeps the first timestamp and position, flags the duplicate and takes the new options.
    expect(added).toMatchObject({ timestamp: previous.timestamp, isDuplicate: true, timeout: rule });
    expect(after.toasts.map((t) => t.id)).toEqual(before.toasts.map((t) => t.id));
  } else {
    expect(after.toasts.at(-1)).toMatchObject({ id, isDuplicate: false, timestamp: before.clock, timeout: rule });
  }
  const own = deadlines.get(sut) ?? new Map<string, number>();
  deadlines.set(sut, own);
  if (rule === false) own.delete(id);
  else own.set(id, sut.clock.now() + rule);
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

interface ExpectedToast {
  id: string;
  isDuplicate: boolean;
  timeout: number | false;
  dismissable: boolean;
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
    active: (snapshot) => {
      const shown = toastsOf(snapshot);
      expect(new Set(shown.map((t) => t.id)).size).toBe(shown.length);
      expect(shown.map((t) => t.timestamp)).toEqual([...shown.map((t) => t.timestamp)].sort((a, b) => a - b));
      for (const toast of shown) expect(toast.timeout !== false || toast.dismissable).toBe(true);
    },
  },
  // The toast list the spec's rules give, kept by the test alongside the machine: ids in arrival order, the
  // duplicate flag, and the time each stays (from SPEC, never from the machine's own helpers).
  expected: expectation<ExpectedToast[]>({
    initial: () => [],
    next: (list, event) => {
      if (event.type === 'toast.add') {
        const request = (event as unknown as { toast: ToastRequest }).toast;
        const rule = specOf(request);
        if (rule === 'refused') return list;
        const id = toastIdOf(request);
        const shown = list.some((t) => t.id === id);
        const entry = { id, timeout: rule, dismissable: request.dismissable ?? false };
        return shown ? list.map((t) => (t.id === id ? { ...entry, isDuplicate: true } : t)) : [...list, { ...entry, isDuplicate: false }];
      }
      const id = (event as unknown as { id: string }).id;
      // Dismissing takes only a dismissable toast; removing and expiry take any shown one.
      if (event.type === 'toast.dismiss') return list.filter((t) => !(t.id === id && t.dismissable));
      if (event.type === 'toast.remove' || event.type === 'toast.expired') return list.filter((t) => t.id !== id);
      throw new Error(`no expectation for ${event.type}`);
    },
    check: (snapshot, list) => {
      expect(toastsOf(snapshot).map(({ id, isDuplicate, timeout, dismissable }) => ({ id, isDuplicate, timeout, dismissable }))).toEqual(list);
    },
  }),
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
    clock.increment(4999);
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
