import { loadServerConfig } from '../config';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';

const config = loadServerConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await handle.close();
}
