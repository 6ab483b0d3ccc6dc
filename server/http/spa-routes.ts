import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';

export interface SpaRouteOptions {
  distDir: string;
}

/** Paths that belong to the API or the files; a miss there is a real 404, never the shop's index.html. */
const NOT_SPA = /^\/(graphql|rest|media|health)(\/|$|\?)/;

/**
 * The built storefront. Vite's hashed files under /assets are immutable; index.html, sw.js and the rest
 * must be revalidated so a deploy is picked up. Any other GET that accepts HTML gets index.html and the
 * client router takes over (deep links, refreshes).
 */
export async function spaRoutes(app: FastifyInstance, options: SpaRouteOptions): Promise<void> {
  const built = existsSync(options.distDir);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      // "/" is a directory to @fastify/static: without an index it would answer 403.
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url);
    if (!wantsPage || !built) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', options.distDir);
  });
}
