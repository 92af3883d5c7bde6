// Test helpers for the front-end servers (this package's tests and the host server's): a dist
// shaped like a federation build, raw HTTP requests, and the CSP header read as directives.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const HASHED_CHUNK = 'main.3f9a2b1c0d.js';
export const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
export const BIG_JSON = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => `item ${i}`),
});
// What the build's compression plugins write next to a chunk.
export const CHUNK_BR = brotliCompressSync(BIG_SCRIPT);
export const CHUNK_GZ = gzipSync(BIG_SCRIPT);

/** The repository's own store (written by `npm start`) must not change what the tests see. */
export const NO_STORE = path.join(tmpdir(), 'serve-static-no-store');

/** A dist folder shaped like a webpack + Module Federation build. */
export async function createFixtureDist(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  await mkdir(path.join(root, 'static'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title><script defer src="/main.3f9a2b1c0d.js"></script><noscript><style>.javascript-notice{margin:0}</style></noscript></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, HASHED_CHUNK), BIG_SCRIPT);
  await writeFile(path.join(root, `${HASHED_CHUNK}.br`), CHUNK_BR);
  await writeFile(path.join(root, `${HASHED_CHUNK}.gz`), CHUNK_GZ);
  await writeFile(path.join(root, 'data.json'), BIG_JSON);
  await writeFile(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(path.join(root, '.env'), 'SECRET=1');
  await writeFile(
    path.join(root, 'static', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  return root;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

/** A request with any headers (fetch forbids Host and decodes bodies): status, headers, raw body. */
export function request(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
      })
      .on('error', reject)
      .end();
  });
}

/** The CSP header split into directive → sources. */
export function cspOf(headers: http.IncomingHttpHeaders): Map<string, string[]> {
  const header = String(headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Listens on a free loopback port; the base URL and a stop function. */
export async function listenOnFreePort(app: {
  listen(options: { port: number; host: string }): Promise<unknown>;
  server: { address(): unknown };
  close(): Promise<unknown>;
}): Promise<{ url: string; stop: () => Promise<unknown> }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}
