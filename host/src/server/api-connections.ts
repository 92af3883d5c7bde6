// The server render's requests to the store API over kept-alive connections (decision 1001):
// Node's `fetch` cost some 300 µs of CPU more per request than `node:http` with a keep-alive
// agent, and a product page asks the API three times per render. The render's API client reads
// only the status, a header and the body's text of a response, which this gives as a `Response`.
import http from 'node:http';
import https from 'node:https';

import type { FetchLike } from '@storefront/platform';

/** Sockets kept open per API origin: about one per render slot and query of a page. */
const SOCKETS_PER_ORIGIN = 64;
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_ORIGIN }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_ORIGIN }),
};

/** Statuses whose response has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `fetch` for the render's API client over kept-alive connections: a string body, the caller's
 * signal (its deadline) and `timeoutMs` of socket silence end the request.
 */
export function keptAliveFetch(timeoutMs: number): FetchLike {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input);
      const client = url.protocol === 'https:' ? https : http;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const request = client.request(
        url,
        {
          method: init.method ?? 'GET',
          headers,
          agent,
          timeout: timeoutMs,
          ...(init.signal && { signal: init.signal }),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined) responseHeaders.set(name, String(value));
            }
            resolve(
              new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage ?? '',
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`${url.origin} was silent for ${timeoutMs} ms`)),
      );
      request.on('error', reject);
      if (typeof init.body === 'string') request.end(init.body);
      else request.end();
    });
}
