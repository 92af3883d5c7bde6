// Requests Node's HTTP parser refuses before Fastify sees them (a head over 16 KB, a broken request
// line, a header with a NUL): answered in the API's `{ error }` shape with the security headers
// that do not depend on the request. There is no parsed Origin to answer CORS for.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

const HEADERS = [
  'Content-Type: application/json; charset=utf-8',
  'X-Content-Type-Options: nosniff',
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options: SAMEORIGIN',
  'Cache-Control: no-store',
  'Connection: close',
].join('\r\n');

const MESSAGES: Record<number, string> = {
  400: 'The request is not valid HTTP',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/** Fastify's `clientErrorHandler`. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ error: MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${HEADERS}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
