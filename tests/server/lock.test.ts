import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { DataDirLockedError } from '../../server/db/data-dir-lock';

describe('the data-folder lock', () => {
  it('refuses to open a folder another live process holds, with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-lock-'));
    try {
      // The vitest main process is alive and is not us: it stands for a second server on the same folder.
      writeFileSync(join(dataDir, 'talat.lock'), String(process.ppid));
      const opening = openDatabase({ dataDir });
      await expect(opening).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(opening).rejects.toThrow(
        `The data folder ${dataDir} is in use by process ${process.ppid} on ${hostname()}. The embedded database is for one process: stop that one first, or set another data folder (TALAT_DATA_DIR); to run several nodes, give them one PostgreSQL (DATABASE_URL).`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a folder locked from another host (a shared mount), naming that host', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-lock-'));
    try {
      // Our own pid, so only the host tells it apart: its liveness cannot be checked from here.
      writeFileSync(join(dataDir, 'talat.lock'), `${process.pid} node-b.example`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.pid} on node-b.example.`);
      expect(readFileSync(join(dataDir, 'talat.lock'), 'utf8')).toBe(`${process.pid} node-b.example`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps its pid and host in the lock file while open', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-lock-'));
    try {
      const handle = await openDatabase({ dataDir });
      expect(readFileSync(join(dataDir, 'talat.lock'), 'utf8')).toBe(`${process.pid} ${hostname()}`);
      await handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'talat-lock-'));
    try {
      writeFileSync(join(dataDir, 'talat.lock'), '2147483646');
      const handle = await openDatabase({ dataDir });
      await handle.close();
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
