// CORS for the host shell and the remotes: any (sub)localhost origin by default, or CORS_ORIGINS.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** http(s)://localhost:<port> and http(s)://<store>.localhost:<port>, the dev and e2e origins. */
const localOrigin = /^https?:\/\/([a-z0-9-]+\.)*localhost(:\d{1,5})?$/i;

export default fp(
  async function corsPlugin(app: FastifyInstance, options: { origins: string[] | null }) {
    await app.register(cors, {
      origin: options.origins ?? localOrigin,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'X-Store-ID',
        'X-Store-Domain',
        'X-Guest-ID',
      ],
      exposedHeaders: ['x-total-count'],
      // Preflights (X-Store-ID makes every call one) are asked once a day, or every 2 hours
      // in Chromium, which caps the value, instead of every 10 minutes.
      maxAge: 86400,
    });
  },
  { name: 'cors' },
);
