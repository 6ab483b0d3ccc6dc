import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PREFIX } from '../payment-config';

const ASSETS_DIR = join(import.meta.dirname, 'assets');
const TYPES: Readonly<Record<string, string>> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
const NAMES = ['sandbox.css', 'secure-pay.css', 'secure-pay.js', 'card-rules.js', 'hosted-card-form.js'] as const;

/**
 * The sandbox pages' stylesheets and scripts, as files (the CSP allows no inline script). Read once at
 * start; a short cache, since they change only with a deploy.
 */
export function sandboxAssetRoutes(app: FastifyInstance): void {
  for (const name of NAMES) {
    const body = readFileSync(join(ASSETS_DIR, name));
    const type = TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
    app.get(`${SANDBOX_PREFIX}/assets/${name}`, async (_request, reply) => reply.type(type).header('cache-control', 'public, max-age=300').send(body));
  }
}
