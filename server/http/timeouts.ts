/**
 * How long a client may take, so slow or stalled connections cannot hold sockets and memory
 * (slowloris). Generous for a phone on a weak mobile network; see docs/decisions/server-hostile-input.md.
 */
export const HTTP_TIMEOUTS = {
  /** The whole request, headers and body, must arrive within this (node's requestTimeout). */
  requestTimeout: 30_000,
  /** An idle socket between requests is closed after this. */
  keepAliveTimeout: 10_000,
  /** A socket with no activity at all is closed after this. */
  connectionTimeout: 60_000,
} as const;

export const ROUTER_OPTIONS = {
  /**
   * Longest path parameter, e.g. the /media/* wildcard (find-my-way's default is 100 characters, which a
   * percent-encoded Thai file name of 12 characters passes, and the route then does not match at all).
   * Paths stay bounded by node's 16 KB header limit.
   */
  maxParamLength: 2048,
} as const;
