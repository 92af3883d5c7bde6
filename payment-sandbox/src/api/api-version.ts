import type { FastifyRequest } from 'fastify';

/**
 * The API version assumed when a request names none (curl, say). The official SDK always sends
 * `Stripe-Version`; this is the version the SDK in this repository pins.
 */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

/** The `Stripe-Version` the request asked for. */
export function requestedApiVersion(request: FastifyRequest): string {
  const header = request.headers['stripe-version'];
  return typeof header === 'string' && header.trim() !== '' ? header.trim() : DEFAULT_API_VERSION;
}
