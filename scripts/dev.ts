/**
 * `npm run dev`: the API server on its port (default 8080, embedded database in ./data) and Vite's dev
 * server with hot reload on 127.0.0.1:5173, which forwards /graphql, /rest and /media to the API server.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { loadServerConfig } from '../server/config';
import { closeOnSignals, startServer } from '../server/main';

const root = resolve(import.meta.dirname, '..');
const config = loadServerConfig(process.env);
const api = await startServer(config);
closeOnSignals(api);
process.env.TALAT_BACKEND_URL ??= api.url;
const vite = await createServer({ root, configFile: resolve(root, 'vite.config.ts') });
await vite.listen();
vite.printUrls();
console.log(`API on ${api.url}`);
