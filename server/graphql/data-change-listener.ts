import pg from 'pg';

/** Migration 0132's triggers notify this channel at the commit of every scope or tag bump. */
export const DATA_CHANGED_CHANNEL = 'talat_data_changed';

export interface ListenerLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface DataChangeListener {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/**
 * A dedicated PostgreSQL connection LISTENing for data changes, so every node hears a commit at once instead
 * of at its next poll (the poll stays: it is the fallback while this connection is down, and all PGlite
 * has). A notification carries no payload: the watcher reads what changed. A lost connection is opened
 * again with a growing delay, and a reconnect counts as a notification (one may have been missed meanwhile).
 */
export function listenForDataChanges(connectionString: string, onNotice: () => void, log: ListenerLogger): DataChangeListener {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = (): void => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLost = (error?: Error): void => {
      if (lost) return;
      lost = true;
      if (client === next) client = null;
      if (!closed) log.warn({ error: error?.message ?? 'connection ended' }, 'data change listener lost its connection; polling until it is back');
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', () => onNotice());
    try {
      await next.connect();
      await next.query(`listen ${DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    onNotice();
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
