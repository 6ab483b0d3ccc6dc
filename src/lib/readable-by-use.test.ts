// Promises read by React's use() carry their outcome once settled, as React marks the ones it has seen.
import { describe, expect, it } from 'vitest';
import { readableByUse } from './readable-by-use';

describe('readableByUse', () => {
  it('marks a fulfilled promise with its value', async () => {
    const promise = readableByUse(Promise.resolve(42)) as Promise<number> & { status?: string; value?: number };
    expect(promise.status).toBeUndefined();
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: 42 });
  });

  it('marks a rejected promise with its reason, and every other reader still sees the rejection', async () => {
    const failure = new Error('offline');
    const promise = readableByUse(Promise.reject(failure)) as Promise<never> & { status?: string; reason?: unknown };
    await expect(promise).rejects.toBe(failure);
    expect(promise).toMatchObject({ status: 'rejected', reason: failure });
  });
});
