import { fromCallback, fromPromise } from 'xstate';

// Default implementations for the side effects a machine names but the app supplies with machine.provide().
// They fail loudly, so a missing wiring shows up as an actor error instead of a silent no-op.

function missing(name: string): Error {
  return new Error(`"${name}" is supplied by the app through machine.provide()`);
}

/**
 * A named action whose real implementation (cookies, storage, navigation, reload) lives in the app. TParams types the
 * action's params, so the chart's `{ type, params }` and the app's implementation agree.
 */
export function unprovidedAction<TParams = undefined>(name: string): (_: unknown, params: TParams) => void {
  return () => {
    throw missing(name);
  };
}

/** A promise actor (network call) that the app supplies. */
export function unprovidedPromise<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw missing(name);
  });
}

/** A callback actor (browser event listener) that the app supplies. */
export function unprovidedCallback<TEvent extends { type: string }>(name: string) {
  return fromCallback<TEvent>(() => {
    throw missing(name);
  });
}
