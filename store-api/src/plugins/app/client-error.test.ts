// Over a real socket: what Node's HTTP parser refuses never reaches inject.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestContext } from '../../testing/test-app.js';

interface RawResponse {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends `head` as is and reads the answer until the server closes the connection. */
function rawRequest(port: number, head: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.end(head);
  });
}

describe('errors before routing, over a real socket', () => {
  let context: TestContext;
  let port: number;
  before(async () => {
    context = await buildTestApp('pglite');
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    port = (context.app.server.address() as { port: number }).port;
  });
  after(async () => {
    await context.close();
  });

  const cases: [what: string, head: string, status: number, error: RegExp][] = [
    [
      'headers over 16 KB',
      `GET /store-api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      /headers are too large/,
    ],
    ['a request that is not HTTP', 'HELLO THERE\r\n\r\n', 400, /not valid HTTP/],
    [
      'a NUL in a header',
      'GET /store-api/health HTTP/1.1\r\nHost: localhost\r\nX-Store-ID: hv\0ac\r\n\r\n',
      400,
      /not valid HTTP/,
    ],
  ];
  for (const [what, head, status, error] of cases) {
    it(`answers ${what} with ${status} { error } and the security headers`, async () => {
      const response = await rawRequest(port, head);
      assert.equal(response.status, status);
      assert.match(JSON.parse(response.body).error, error);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    });
  }

  const routed: [what: string, path: string, status: number][] = [
    ['a 10 KB URL', `/store-api/products?search=${'x'.repeat(10_240)}`, 414],
    ['malformed percent-encoding', '/store-api/products/%zz', 400],
    ['an unknown path', '/store-api/../../etc/passwd', 404],
  ];
  for (const [what, path, status] of routed) {
    it(`answers ${what} with ${status} { error }, CORS and helmet headers, not quoting it`, async () => {
      const response = await rawRequest(
        port,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:3000\r\n` +
          'X-Store-ID: hvac\r\nConnection: close\r\n\r\n',
      );
      assert.equal(response.status, status);
      const body = JSON.parse(response.body) as { error: string };
      assert.deepEqual(Object.keys(body), ['error']);
      assert.ok(!body.error.includes('xxxx') && !body.error.includes('passwd'), body.error);
      assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(response.headers.get('content-security-policy'));
    });
  }
});
