// One gate for input no handler should ever see: malformed percent-encoding, bytes that are not
// UTF-8, NUL characters and lone UTF-16 surrogates (PostgreSQL refuses NUL in text and a lone
// surrogate's escape in json, each of which used to surface as a 500), over-long URLs, and bodies
// larger, deeper or with more keys than any route takes (each costs CPU to refuse the longer it is
// read and parsed). Each answers 4xx `{ error }` through the normal pipeline, so the security, CORS
// and rate-limit hooks apply to the rejection as to any other answer.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../../http-error.js';

/** Longer URLs answer 414; Node's parser answers 431 when the whole head passes 16 KB. */
export const MAX_URL_LENGTH = 8192;
/** Ids and query values are short; a longer path segment is a mistake or an attack. */
export const MAX_PATH_SEGMENT_LENGTH = 200;

const KB = 1024;

/**
 * The most bytes of body a route reads (Fastify's `bodyLimit`; more is 413 before it is read): a
 * few times the largest body the storefront sends, and the schema's own limits.
 */
export const BODY_LIMITS = {
  /** Every route without its own: sign-in, profile and addresses, cart lines, orders, ops. */
  default: 16 * KB,
  /** Contact (HTML up to 20 000 characters) and bulk request (two texts of 5 000) forms. */
  form: 64 * KB,
  /** Checkout and quote: up to 100 lines with their names, SKUs and image URLs. */
  checkout: 128 * KB,
  /** The card provider's signed events (a few KB each). */
  webhook: 64 * KB,
} as const;

/** Keys of all objects of a JSON body together: a full checkout has about 700. */
export const MAX_JSON_KEYS = 2000;
/** Nesting of a JSON body: the deepest the API takes (a checkout's lines) is 3. */
export const MAX_JSON_DEPTH = 16;

/** 413's text: the limit of the route that refused, in KB. */
export const bodyTooLarge = (limitBytes: number) =>
  `The request body is larger than ${Math.floor(limitBytes / KB)} KB, the most this call takes`;

const urlProblem = Symbol('urlProblem');
type CheckedMessage = IncomingMessage & { [urlProblem]?: HttpError };

/** No route lives here: a rejected URL is routed to it, so the router never sees bad input. */
const REJECTED_URL = '/.rejected-url';

function findUrlProblem(url: string): HttpError | undefined {
  if (url.length > MAX_URL_LENGTH) {
    return new HttpError(414, `The URL is longer than ${MAX_URL_LENGTH} characters`);
  }
  let decoded = url;
  if (url.includes('%')) {
    try {
      decoded = decodeURIComponent(url);
    } catch {
      return badRequest('The URL is malformed: bad percent-encoding or bytes that are not UTF-8');
    }
  }
  if (decoded.includes('\0')) return badRequest('The URL contains a NUL character');
  const path = url.split('?', 1)[0]!;
  if (
    path.length > MAX_PATH_SEGMENT_LENGTH &&
    path.split('/').some((segment) => segment.length > MAX_PATH_SEGMENT_LENGTH)
  ) {
    return new HttpError(
      414,
      `A URL path segment is longer than ${MAX_PATH_SEGMENT_LENGTH} characters`,
    );
  }
  return undefined;
}

/**
 * Fastify's `rewriteUrl`: runs before routing. The router would otherwise answer a bad URL
 * itself, quoting it and without our headers.
 */
export function rewriteRejectedUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const problem = findUrlProblem(url);
  if (!problem) return url;
  (request as CheckedMessage)[urlProblem] = problem;
  return REJECTED_URL;
}

/**
 * A surrogate code unit that is not half of a pair: with the `u` flag a pair is one code point
 * above U+FFFF, so only a lone half matches. JSON text carries one as a `\ud800` escape (raw bytes
 * of one are not UTF-8 and fail the decoder first); PostgreSQL's json parser refuses the escape and
 * text columns would silently store U+FFFD instead.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The bytes of JSON's structure that the shape scan below looks for. */
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COLON = 0x3a; // :
const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]

/**
 * Too many keys or too deep a nesting, found in the JSON text's bytes before it is parsed: one
 * pass, nothing allocated, so a body of 60 000 keys costs well under a millisecond to refuse
 * instead of the parse, the checks and the validation of each key.
 */
function findShapeProblem(json: Buffer): HttpError | undefined {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index];
    if (inString) {
      if (byte === BACKSLASH) index += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) {
        return badRequest(`The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep`);
      }
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
    } else if (byte === COLON) {
      keys += 1;
      if (keys > MAX_JSON_KEYS) {
        return badRequest(`The JSON body has more than ${MAX_JSON_KEYS} keys`);
      }
    }
  }
  return undefined;
}

/** The first text in a parsed JSON value no handler should see, or undefined. */
function findTextProblem(value: unknown): HttpError | undefined {
  if (typeof value === 'string') {
    if (value.includes('\0')) return badRequest('The JSON body contains a NUL character');
    if (LONE_SURROGATE.test(value)) {
      return badRequest(
        'The JSON body contains a lone UTF-16 surrogate (a \\uD800-\\uDFFF escape without its pair)',
      );
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((item) => ['', item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem = findTextProblem(key) ?? findTextProblem(item);
    if (problem) return problem;
  }
  return undefined;
}

export default fp(
  async function inputGuardPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      const problem = (request.raw as CheckedMessage)[urlProblem];
      if (problem) throw problem;
      // Node's parser refuses NUL in headers on a socket; in-process callers can still send it.
      if (request.raw.rawHeaders.some((text) => text.includes('\0'))) {
        throw badRequest('A request header contains a NUL character');
      }
    });

    // JSON bodies: their shape checked on the bytes, decoded strictly (no silent U+FFFD for broken
    // bytes), then parsed by Fastify's own parser (which refuses __proto__ and
    // constructor.prototype keys).
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const shapeProblem = findShapeProblem(body as Buffer);
      if (shapeProblem) return done(shapeProblem, undefined);
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        return done(badRequest('The JSON body is not valid UTF-8'), undefined);
      }
      parseJson(request, text, (error, value) => {
        if (error) return done(error, undefined);
        const problem = findTextProblem(value);
        if (problem) return done(problem);
        return done(null, value);
      });
    });
  },
  { name: 'input-guard' },
);
