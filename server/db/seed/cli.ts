import { parseArgs } from 'node:util';
import { loadServerConfig } from '../../config';
import { openDatabase } from '../connection';
import { migrateAndSeedOnce } from '../start-up-lock';

/**
 * npm run db:seed                        seeds the demo shop (nothing happens when already seeded)
 * npm run db:seed -- --products 100000   also tops the catalogue up to 100,000 products
 */
const { values } = parseArgs({ options: { products: { type: 'string' } } });
const products = values.products === undefined ? undefined : Number.parseInt(values.products, 10);
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error(`--products must be a positive whole number, got ${values.products}`);
  process.exit(1);
}

const config = loadServerConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateAndSeedOnce(handle.db, { mediaDir: config.mediaDir, ...(products ? { products } : {}), log: (message) => console.log(message) });
} finally {
  await handle.close();
}
