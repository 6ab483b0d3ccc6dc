/**
 * Throttling of sensitive actions (sign-in, coupons, contact form; password reset and newsletter when they
 * exist). The whole API:
 *
 *   const signIns = new Throttle({ name: 'sign-in per account', limit: 10, windowSeconds: 900 });
 *   const attempt = signIns.attempt([`account:${email}`]);  // throws graphql-too-many-requests when used up
 *   ...do the work...
 *   attempt.succeeded();                                     // optional: a success does not count
 *   signIns.reset(`account:${email}`);                       // optional: forget the key entirely
 *
 *   clientAddress(context)  (./client-address.ts): the caller's IP for per-address keys.
 *   THROTTLES               (./throttles.ts): the shop's rules, shared by every module that applies them.
 *
 * Each rule is a fixed window per key: at most `limit` attempts counted in `windowSeconds`, counted from
 * the first. An attempt is counted before the work runs, so parallel requests and aliases of one mutation
 * in one request (which GraphQL runs one after the other) each use one. When a key is used up the answer is
 * the same whatever the key names (an e-mail with or without an account), with Retry-After.
 *
 * Counters live in this process's memory (a bounded LRU): no table writes on the hot path, and a restart
 * forgets them (docs/decisions/server-throttling.md says why that is acceptable and what to do with
 * several server processes).
 */
import { LRUCache } from 'lru-cache';
import { GraphQlTooManyRequestsException } from '../graphql/errors';
import { msg } from '../i18n/message';

export interface ThrottleRule {
  /** For logs and the decision record. */
  name: string;
  /** Attempts allowed per key and window. */
  limit: number;
  windowSeconds: number;
}

interface Window {
  count: number;
  /** Epoch ms at which the window ends and the count starts again. */
  resetAt: number;
}

/** An attempt counted against its keys; `succeeded()` takes it back (sign-in, coupon accepted). */
export interface Attempt {
  succeeded(): void;
}

/** Distinct keys remembered per rule; past it the least recently used are forgotten. */
const MAX_KEYS = 50_000;

export class Throttle {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    readonly rule: ThrottleRule,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new LRUCache<string, Window>({ max: MAX_KEYS });
  }

  private current(key: string, at: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= at) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const at = this.now();
    const window = this.current(key, at);
    return window && window.count >= this.rule.limit ? Math.max(1, Math.ceil((window.resetAt - at) / 1000)) : 0;
  }

  /**
   * Counts one attempt against every key, or throws graphql-too-many-requests (counting nothing) when any
   * of them has used its limit in the current window.
   */
  attempt(keys: readonly string[]): Attempt {
    const at = this.now();
    const wait = Math.max(0, ...keys.map((key) => this.retryAfter(key)));
    if (wait > 0) throw new GraphQlTooManyRequestsException(msg('Too many attempts. Please wait and try again later.'), wait);
    const counted: Window[] = [];
    for (const key of keys) {
      const window = this.current(key, at) ?? { count: 0, resetAt: at + this.rule.windowSeconds * 1000 };
      window.count += 1;
      this.windows.set(key, window);
      counted.push(window);
    }
    let open = true;
    return {
      succeeded: () => {
        if (!open) return;
        open = false;
        for (const window of counted) window.count = Math.max(0, window.count - 1);
      },
    };
  }

  /** Forgets everything counted for `key` (e.g. the account's failures after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }
}

/**
 * One attempt counted under several rules at once (per account and per address): refused, counting
 * nothing, when any of them is used up; `succeeded()` takes it back from all.
 */
export function attemptAll(entries: ReadonlyArray<readonly [Throttle, string]>): Attempt {
  const wait = Math.max(0, ...entries.map(([throttle, key]) => throttle.retryAfter(key)));
  if (wait > 0) throw new GraphQlTooManyRequestsException(msg('Too many attempts. Please wait and try again later.'), wait);
  const attempts = entries.map(([throttle, key]) => throttle.attempt([key]));
  return { succeeded: () => attempts.forEach((attempt) => attempt.succeeded()) };
}
