import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
      await expect(opening).rejects.toThrow(`The data folder ${dataDir} is in use by process ${process.ppid}. Stop it first, or set another data folder.`);
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
