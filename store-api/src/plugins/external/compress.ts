// Compresses answers of 1 KB and more for clients that accept it: brotli at a fast quality, else
// gzip. Catalogue JSON shrinks to about a fifth. Answers are compressed per request, after the
// catalogue cache has kept the plain body and taken its ETag from it.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this compressing saves a few hundred bytes at most: not worth a compressor per answer. */
const COMPRESS_THRESHOLD_BYTES = 1024;

export default fp(
  async function compressPlugin(app: FastifyInstance) {
    await app.register(compress, {
      // Listed, so a Node release with zstd adds no encoding nobody has tested.
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
      // Brotli's default 11 takes tens of milliseconds per answer; 4 costs about what gzip 6 does.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Responses only: request bodies stay plain JSON, read under the body limit as before.
      globalDecompression: false,
    });
  },
  { name: 'compress' },
);
