// Test helpers for the front-end servers (this package's tests and the host server's): a dist
// shaped like a federation build, the env it is served with and what every page of it carries,
// raw HTTP requests, and the CSP header read as directives.
import assert from 'node:assert/strict';
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

/** The settings a fixture page is served with, by the host's server and by a remote's. */
export const FIXTURE_PAGE_ENV = {
  API_BASE_URL: 'http://localhost:4555',
  STORE_ID: 'hvac',
  STORE_HOSTS: JSON.stringify({ 'Tools.Localhost': 'parts' }),
  STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox',
  STRIPE_JS_URL: 'http://localhost:4599/v3/stripe.js',
} as const;

/**
 * What every page served with FIXTURE_PAGE_ENV carries: the runtime env in a script with a fresh
 * nonce (the CSP's, for scripts and styles) before the bundles, and never cached.
 */
export async function assertInjectsRuntimeEnv(baseUrl: string): Promise<void> {
  const res = await request(`${baseUrl}/`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-type']), /text\/html/);
  assert.equal(res.headers['cache-control'], 'no-cache');
  const nonce = res.text.match(/<script nonce="([^"]+)">window.__STOREFRONT_ENV__=/)?.[1];
  assert.ok(nonce, res.text);
  const envTag = `<script nonce="${nonce}">window.__STOREFRONT_ENV__={"apiBaseUrl":"http://localhost:4555","storeId":"hvac","storeHosts":{"Tools.Localhost":"parts"},"stripePublishableKey":"pk_test_sandbox","stripeJsUrl":"http://localhost:4599/v3/stripe.js"};`;
  assert.ok(res.text.includes(envTag), res.text);
  assert.ok(res.text.indexOf(envTag) < res.text.indexOf(HASHED_CHUNK));
  // styled-components takes the nonce for its <style> tags from this meta tag.
  assert.ok(res.text.includes(`<meta property="csp-nonce" nonce="${nonce}">`));
  const csp = cspOf(res.headers);
  assert.ok(csp.get('script-src')?.includes(`'nonce-${nonce}'`));
  assert.ok(csp.get('style-src')?.includes(`'nonce-${nonce}'`));
  // The page's own style (the notice shown without JavaScript) may apply under that CSP.
  assert.ok(res.text.includes(`<noscript><style nonce="${nonce}">.javascript-notice`), res.text);

  const again = await request(`${baseUrl}/`);
  assert.doesNotMatch(again.text, new RegExp(`nonce="${nonce}"`));
}
