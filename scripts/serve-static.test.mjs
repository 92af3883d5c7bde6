import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import http from 'node:http';

import { createStaticServer, readServerConfig } from './serve-static.mjs';

const HASHED_CHUNK = 'main.3f9a2b1c0d.js';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A dist folder shaped like a webpack + Module Federation build. */
async function createFixtureDist() {
  const root = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  await mkdir(path.join(root, 'static'));
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title><script defer src="/main.3f9a2b1c0d.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(root, HASHED_CHUNK), BIG_SCRIPT);
  await writeFile(path.join(root, 'remoteEntry.js'), 'var remote = 1;');
  await writeFile(path.join(root, 'mf-manifest.json'), '{"id":"catalog"}');
  await writeFile(
    path.join(root, 'static', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  return root;
}

/** Starts a server on a free port; returns its base URL and a stop function. */
async function startServer(root, packageName, env = {}) {
  const server = createStaticServer({ root, config: readServerConfig(packageName, env) });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** GET with a chosen Host header (fetch forbids setting it). */
function getWithHost(url, host) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

describe('serve-static for the host', () => {
  let root;
  let server;
  before(async () => {
    root = await createFixtureDist();
    server = await startServer(root, 'host', {
      API_BASE_URL: 'http://localhost:4555',
      STORE_ID: 'hvac',
      CATALOG_PORT: '3101',
    });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('injects the runtime env before the bundles in index.html, never cached', async () => {
    const res = await fetch(`${server.url}/`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /text\/html/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    const html = await res.text();
    const envTag =
      '<script>window.__STOREFRONT_ENV__={"apiBaseUrl":"http://localhost:4555","storeId":"hvac"}</script>';
    assert.ok(html.includes(envTag), html);
    assert.ok(html.indexOf(envTag) < html.indexOf('main.3f9a2b1c0d.js'));
  });

  it('answers client-side routes with index.html', async () => {
    const res = await fetch(`${server.url}/product/42`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /__STOREFRONT_ENV__/);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await fetch(`${server.url}/missing.0123abcd.js`);
    assert.equal(res.status, 404);
  });

  it('serves the remotes map on the host name the shopper used', async () => {
    const res = await getWithHost(`${server.url}/remotes.json`, 'hvac.localhost:3000');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.body), {
      catalog: 'http://hvac.localhost:3101/mf-manifest.json',
      cartCheckout: 'http://hvac.localhost:3002/mf-manifest.json',
      account: 'http://hvac.localhost:3003/mf-manifest.json',
      content: 'http://hvac.localhost:3004/mf-manifest.json',
    });
  });

  it('does not echo a forged Host header into the remotes map', async () => {
    const res = await getWithHost(`${server.url}/remotes.json`, 'evil.example/"><script>');
    assert.match(JSON.parse(res.body).catalog, /^http:\/\/localhost:3101\//);
  });

  it('caches content-hashed chunks forever and gzips them for browsers that accept it', async () => {
    const res = await fetch(`${server.url}/${HASHED_CHUNK}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('content-type'), /text\/javascript/);
    // fetch decodes gzip itself; the body must round-trip intact.
    assert.equal(await res.text(), BIG_SCRIPT);
  });

  it('sends the same gzip bytes that decode to the file', async () => {
    const body = await new Promise((resolve, reject) => {
      http
        .get(`${server.url}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    assert.ok(body.length < BIG_SCRIPT.length / 10);
    assert.equal(gunzipSync(body).toString(), BIG_SCRIPT);
  });

  it('never caches the federation manifest and remote entry', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await fetch(`${server.url}/${file}`);
      assert.equal(res.status, 200, file);
      assert.equal(res.headers.get('cache-control'), 'no-cache', file);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', file);
    }
  });

  it('revalidates with ETag', async () => {
    const first = await fetch(`${server.url}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    const second = await fetch(`${server.url}/mf-manifest.json`, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(second.status, 304);
  });

  it('serves images with their type', async () => {
    const res = await fetch(`${server.url}/static/logo.svg`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/svg+xml');
  });

  it('never serves a file outside dist', async () => {
    const outside = path.join(path.dirname(root), `${path.basename(root)}-secret.txt`);
    await writeFile(outside, 'secret');
    try {
      const res = await getWithHost(`${server.url}/..%2f${path.basename(outside)}`, 'localhost');
      assert.equal(res.status, 404);
      assert.doesNotMatch(res.body, /secret/);
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('answers a malformed URL with 400 and a write method with 405', async () => {
    assert.equal((await fetch(`${server.url}/%E0%A4%A`)).status, 400);
    assert.equal((await fetch(`${server.url}/`, { method: 'POST' })).status, 405);
  });
});

describe('serve-static for a remote', () => {
  it('has no remotes map of its own', async () => {
    const root = await createFixtureDist();
    const server = await startServer(root, 'catalog-mfe');
    try {
      const res = await fetch(`${server.url}/remotes.json`, {
        headers: { accept: 'application/json' },
      });
      assert.equal(res.status, 404);
    } finally {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  it('uses REMOTES_JSON on the host when it is set', async () => {
    const root = await createFixtureDist();
    const override = { catalog: 'https://cdn.example.com/catalog/v2/mf-manifest.json' };
    const server = await startServer(root, 'host', { REMOTES_JSON: JSON.stringify(override) });
    try {
      assert.deepEqual(await (await fetch(`${server.url}/remotes.json`)).json(), override);
    } finally {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('serve-static configuration', () => {
  it('names the variable when REMOTES_JSON or STORE_HOSTS is not a JSON object of strings', () => {
    assert.throws(
      () => readServerConfig('host', { REMOTES_JSON: '{oops' }),
      /REMOTES_JSON must be a JSON object/,
    );
    assert.throws(
      () => readServerConfig('host', { STORE_HOSTS: '["hvac"]' }),
      /STORE_HOSTS must be a JSON object/,
    );
  });

  it('names the variable when a port is not a number', () => {
    assert.throws(
      () => readServerConfig('catalog-mfe', { CATALOG_PORT: 'abc' }),
      /CATALOG_PORT must be a port number/,
    );
  });

  it('takes each package port from its own variable', () => {
    assert.equal(readServerConfig('content-mfe', {}).port, 3004);
    assert.equal(readServerConfig('cart-checkout-mfe', { CART_CHECKOUT_PORT: '5002' }).port, 5002);
  });

  it('rejects a directory that is not a front-end package', () => {
    assert.throws(() => readServerConfig('store-api', {}), /unknown front-end package "store-api"/);
  });
});
