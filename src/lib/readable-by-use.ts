// React 19's use() reads a promise without suspending only once the promise carries its outcome (`status` with
// `value` or `reason`: the fields React sets itself on promises it has already seen). Promises that are cached
// for use() are marked as they settle, so a render after they settled never suspends, even when React meets them
// for the first time. That matters while hydrating: a press on a part not hydrated yet makes React hydrate it at
// once, and a part that suspends then loses the server's HTML (rendered afresh, the pressed link gone).
type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** The same promise, marked with its outcome when it settles (its rejection still reaches every other reader). */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  const tracked: Tracked<T> = promise;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}
