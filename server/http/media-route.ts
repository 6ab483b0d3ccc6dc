import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { CONTENT_TYPES, parseMediaVariant } from '../media/media-params';
import { resolveMediaPath } from '../media/media-paths';
import { isResizable, MediaTransformer } from '../media/media-transform';
import { SeededMedia } from '../media/seeded-media';

export interface MediaRouteOptions {
  mediaDir: string;
  /** Resized variants are kept under <dataDir>/cache/media. */
  dataDir: string;
  /** Bound of that folder in bytes (default 512 MB). */
  cacheBytes?: number;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * /media/*: the original file (with @fastify/static: ranges, etags, safe paths), or a resized/re-encoded
 * variant when the URL carries the image parameters. The URL names the variant, so answers are immutable.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRouteOptions): Promise<void> {
  const transformer = new MediaTransformer(join(options.dataDir, 'cache', 'media'), options.cacheBytes);
  const seeded = new SeededMedia(options.mediaDir);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? '';
    const source = resolveMediaPath(options.mediaDir, requested);
    if (!source) return reply.code(404).type('text/plain').send('Not found');
    // A seeded image another node drew into its own folder is drawn here too, before either answer reads it.
    await seeded.ensure(source);
    const variant = parseMediaVariant((request.query ?? {}) as Record<string, unknown>, request.headers.accept);
    if (!variant) return undefined;
    if (!isResizable(source)) return undefined;
    let body: Buffer;
    try {
      body = await transformer.variant(source, variant);
    } catch (error) {
      // A missing file, or a name the file system refuses (too long, not a file): the client's mistake.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENAMETOOLONG' || code === 'ENOTDIR' || code === 'EISDIR') return reply.code(404).type('text/plain').send('Not found');
      request.log.warn({ err: error, file: requested }, 'image could not be transformed');
      return reply.code(415).type('text/plain').send('Unsupported image');
    }
    if (variant.negotiated) reply.header('vary', 'Accept');
    return reply.header('cache-control', ONE_YEAR).type(CONTENT_TYPES[variant.format]).send(body);
  });

  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    dotfiles: 'deny',
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
}
