/**
 * `npm run dev`: the API server on its port (default 8080, embedded database in ./data) and Vite's dev
 * server with hot reload on 127.0.0.1:5173, which forwards /graphql, /rest and /media to the API server.
 * Pages are server-rendered as in production: Vite hands a page request (a GET for HTML) to the API server,
 * which renders it with the entry Vite compiles on the fly (ssrLoadModule) into Vite's own index.html.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { loadServerConfig } from '../server/config';
import { closeOnSignals, startServer } from '../server/main';
import type { ServerEntry } from '../server/render/page-render';
import { SSR_ENTRY } from '../vite.config';
import { isPageRequest } from './dev-page-request';

const root = resolve(import.meta.dirname, '..');
const config = loadServerConfig(process.env);

function pagesFromApi(apiUrl: () => string): Plugin {
  return {
    name: 'talat:dev-pages',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own HTML fallback: a page goes to the API server, which renders it.
      server.middlewares.use((request, response, next) => {
        if (!isPageRequest(request)) return next();
        const headers: Record<string, string> = { accept: 'text/html', 'accept-encoding': 'identity' };
        if (request.headers.cookie) headers.cookie = request.headers.cookie;
        fetch(`${apiUrl()}${request.url}`, { headers, redirect: 'manual' })
          .then(async (answer) => {
            response.statusCode = answer.status;
            for (const [name, value] of answer.headers) {
              // Vite's dev page carries inline module scripts (its client, React refresh) the policy would block.
              if (!['content-security-policy', 'content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) response.setHeader(name, value);
            }
            response.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(next);
      });
    },
  };
}

// Vite's proxy (vite.config.ts) reads where the API listens when its config loads, before the API has started.
process.env.TALAT_BACKEND_URL ??= `http://${config.host}:${config.port}`;
let api: Awaited<ReturnType<typeof startServer>> | null = null;
const vite: ViteDevServer = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  plugins: [pagesFromApi(() => api?.url ?? 'http://127.0.0.1:8080')],
});
api = await startServer(config, {
  serverEntry: async () => (await vite.ssrLoadModule(`/${SSR_ENTRY}`)) as unknown as ServerEntry,
  pageTemplate: async () => vite.transformIndexHtml('/', await readFile(resolve(root, 'index.html'), 'utf8')),
});
closeOnSignals(api);
await vite.listen();
vite.printUrls();
console.log(`API on ${api.url}`);
