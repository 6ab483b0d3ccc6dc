import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * brotli or gzip for the text the server produces per request: pages (HTML), GraphQL answers (GET and POST),
 * REST JSON, robots.txt and sitemap.xml. The hashed build assets are compressed once at build time
 * (scripts/vite-precompress.ts) and served as they are; a reply that already carries Content-Encoding is
 * left alone. Brotli at quality 5 costs about as much CPU as gzip 6 and is still smaller. Each written chunk
 * is flushed so a streamed page reaches the browser as it is rendered, not when a compression block fills up.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Only answers are compressed: request bodies stay as sent (no client of ours compresses them, and a
    // decompression step would be one more thing a hostile request could exercise).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(text\/|application\/(json|graphql-response\+json|javascript|xml|ld\+json|manifest\+json))|\+xml|\+json/,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
      flush: constants.BROTLI_OPERATION_FLUSH,
    },
    zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
  });
}
