import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';

export interface SpaRouteOptions {
  distDir: string;
  /** Answers a page request (server/render/page-response.ts); without it every page gets index.html as built. */
  page?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** Pages are answered by `page` even without a build (development: Vite's template). */
  pagesWithoutBuild?: boolean;
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
      // "/" and other pages go to the page handler below (their head is filled per page), never the file as built.
      index: false,
      wildcard: true,
      // Hashed assets have .br/.gz copies written at build (scripts/vite-precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (options.page) {
    const page = options.page;
    app.get('/', (request, reply) => page(request, reply));
    // index.html as a file would skip the page's head: the same page as "/".
    app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url);
    if (!wantsPage || !(built || (options.pagesWithoutBuild && options.page))) return reply.code(404).type('text/plain').send('Not found');
    if (options.page) return options.page(request, reply);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', options.distDir);
  });
}
