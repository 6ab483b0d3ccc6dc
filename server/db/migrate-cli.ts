import { loadServerConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { withStartUpLock } from './start-up-lock';

const config = loadServerConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // Under the start-up lock, so it may run beside nodes that are starting.
  const applied = await withStartUpLock(handle.db, (locked) => migrateToLatest(locked));
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
