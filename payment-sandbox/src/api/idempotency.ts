// Idempotency-Key replay, as the provider does it: the first successful response to a key is
// saved (per API key) for 24 hours and replayed for a repeat with the same method, path and
// params; the same key with anything else is a 400 `idempotency_error`. Failed requests are not
// saved, so a corrected retry may reuse the key. The official SDK keys every POST itself.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { canonicalJson } from '../lib/form-encoding.js';
import { invalidParam, ProviderError } from '../lib/provider-error.js';
import type { SandboxStore } from '../state/sandbox-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while a keyed POST runs, so its response can be saved. */
    idempotency: { scopedKey: string; fingerprint: string } | null;
  }
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

/** Drops saved responses older than 24 hours; returns how many. */
export function pruneIdempotentResponses(store: SandboxStore, clock: Clock): number {
  const oldest = clock.now() - IDEMPOTENCY_TTL_MS;
  let pruned = 0;
  for (const [key, response] of store.idempotency) {
    if (response.createdAt < oldest) {
      store.idempotency.delete(key);
      pruned += 1;
    }
  }
  return pruned;
}

export function createIdempotencyHooks(store: SandboxStore, clock: Clock) {
  const inProgress = new Set<string>();

  async function replayOrReserve(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof header !== 'string' || header === '') return;
    if (header.length > MAX_KEY_LENGTH) {
      throw invalidParam(
        'Idempotency-Key',
        `Invalid Idempotency-Key: at most ${MAX_KEY_LENGTH} characters are allowed.`,
      );
    }
    const scopedKey = `${request.apiKey}\n${header}`;
    const path = request.url.split('?')[0];
    const fingerprint = `${request.method} ${path} ${canonicalJson(request.body ?? {})}`;

    const saved = store.idempotency.get(scopedKey);
    if (saved && saved.createdAt >= clock.now() - IDEMPOTENCY_TTL_MS) {
      if (saved.fingerprint !== fingerprint) {
        throw new ProviderError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${header}' if you meant to execute a different request.`,
        );
      }
      return reply
        .code(saved.statusCode)
        .header('Idempotent-Replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(saved.body);
    }
    if (inProgress.has(scopedKey)) {
      throw new ProviderError(
        409,
        'idempotency_error',
        'There is currently another in-progress request using this API key and idempotency key. Please try again later.',
        'idempotency_key_in_use',
      );
    }
    inProgress.add(scopedKey);
    request.idempotency = { scopedKey, fingerprint };
  }

  async function saveResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const keyed = request.idempotency;
    if (!keyed) return payload;
    inProgress.delete(keyed.scopedKey);
    if (reply.statusCode < 400 && typeof payload === 'string') {
      store.idempotency.set(keyed.scopedKey, {
        fingerprint: keyed.fingerprint,
        statusCode: reply.statusCode,
        body: payload,
        createdAt: clock.now(),
      });
      store.save();
    }
    return payload;
  }

  return { replayOrReserve, saveResponse };
}
