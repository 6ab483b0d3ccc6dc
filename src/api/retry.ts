// Retry policy of storefront spec section 7: up to 5 attempts, initial delay 300 ms with jitter, only when online.
// Delays follow Apollo's RetryLink (which PWA Studio configures with these numbers): the n-th retry waits a random
// time in [0, 300 * 2^n) ms. Offline we fail at once instead of waiting for the `online` event, see
// docs/decisions/storefront-foundation-transport.md.
import { HttpError, NetworkError } from '../domain/api-error';

export const MAX_ATTEMPTS = 5;
export const INITIAL_DELAY_MS = 300;

export interface RetryEnvironment {
  isOnline: () => boolean;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export function retryDelay(retryNumber: number, random: () => number): number {
  return random() * INITIAL_DELAY_MS * 2 ** retryNumber;
}

/** Network failures and overloaded servers (5xx, 429) are retried; answers, even GraphQL errors, never are. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof HttpError) return (error.status >= 500 || error.status === 429) && error.graphQLErrors.length === 0;
  return false;
}

export async function withRetry<T>(attempt: () => Promise<T>, env: RetryEnvironment): Promise<T> {
  for (let retryNumber = 0; ; retryNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (retryNumber + 1 >= MAX_ATTEMPTS || !isRetryable(error) || !env.isOnline()) throw error;
      await env.sleep(retryDelay(retryNumber + 1, env.random));
      if (!env.isOnline()) throw error;
    }
  }
}
