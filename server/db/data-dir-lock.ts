import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, host: string) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} on ${host}. The embedded database is for one process: ` +
        'stop that one first, or set another data folder (TALAT_DATA_DIR); to run several nodes, give them one PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** What a lock file holds: "<pid> <host>" (a lock written before the host was kept holds the pid alone). */
function readHolder(path: string): { pid: number; host: string | null } {
  const [pid, host] = readFileSync(path, 'utf8').trim().split(/\s+/, 2);
  return { pid: Number.parseInt(pid ?? '', 10), host: host ?? null };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file holding our pid and host. A lock left by a process of this host that died is taken
 * over, so a crash never leaves the shop unable to start; one held from another host is refused.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'talat.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid} ${hostname()}`);
      closeSync(fd);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      // A folder shared with another host (a network mount): whether its process lives cannot be told from
      // here, so the lock stands until that host releases it (or someone removes talat.lock by hand).
      if (Number.isInteger(holder.pid) && holder.host !== null && holder.host !== hostname()) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.host);
      }
      if (Number.isInteger(holder.pid) && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(dataDir, holder.pid, holder.host ?? hostname());
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}
