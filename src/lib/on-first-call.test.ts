import { describe, expect, it, vi } from 'vitest';
import { onFirstCall } from './on-first-call';

const calls = {
  add: async (a: number, b: number) => a + b,
  fail: async (): Promise<never> => Promise.reject(new Error('refused')),
};

describe('onFirstCall: an adapter call whose module loads when first called', () => {
  it('loads nothing until called, then calls the module’s function with the arguments', async () => {
    const load = vi.fn(async () => calls);
    const add = onFirstCall(load, 'add');
    expect(load).not.toHaveBeenCalled();
    await expect(add(2, 3)).resolves.toBe(5);
    await expect(add(4, 5)).resolves.toBe(9);
    // One load shared by every call (on-demand.ts).
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the call’s own failure on', async () => {
    await expect(onFirstCall(async () => calls, 'fail')()).rejects.toThrow('refused');
  });

  it('rejects the call whose module failed to load; the next call asks for the module again (the helper keeps no failure)', async () => {
    const load = vi.fn<() => Promise<typeof calls>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(calls);
    const add = onFirstCall(load, 'add');
    await expect(add(1, 1)).rejects.toThrow('Failed to fetch');
    await expect(add(1, 1)).resolves.toBe(2);
  });
});
