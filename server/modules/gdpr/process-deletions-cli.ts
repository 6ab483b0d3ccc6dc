// The operator's path for account-deletion requests (docs/decisions/privacy-account-deletion.md):
// `npm run privacy:process-deletions`. With the embedded database, stop the server first (it holds the data
// folder); with PostgreSQL (DATABASE_URL) it runs beside the server.
import { loadServerConfig } from '../../config';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { processDeletionRequests } from './account-deletion';

const config = loadServerConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  const done = await processDeletionRequests(handle.db);
  console.log(done ? `Deleted ${done} account(s); their orders are kept without personal data.` : 'No deletion requests are waiting.');
} finally {
  await handle.close();
}
