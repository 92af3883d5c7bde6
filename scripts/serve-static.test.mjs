import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { contentSecurityPolicy, createStaticServer, readServerConfig } from './serve-static.mjs';

const SERVE_STATIC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve-static.mjs');
const HASHED_CHUNK = 'main.3f9a2b1c0d.js';
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const BIG_JSON = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `item ${i}`) });
// What the build's compression plugins write next to a chunk.
const CHUNK_BR = brotliCompressSync(BIG_SCRIPT);
const CHUNK_GZ = gzipSync(BIG_SCRIPT);

/** A dist folder shaped like a webpack + Module Federation build. */
async function createFixtureDist() {
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

/** The host reads remote manifests for its preload hints; tests never leave this machine. */
const loopbackFetch = async (url, init) => {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(String(url)))
    throw new Error(`offline: ${url}`);
  return fetch(url, init);
};

// The repository's own store (written by `npm start`) must not change what these tests see.
const NO_STORE = path.join(tmpdir(), 'serve-static-no-store');

/** Starts a server on a free port; returns its base URL and a stop function. */
async function startServer(root, packageName, env = {}, { log = () => {} } = {}) {
  const app = await createStaticServer({
    root,
    config: readServerConfig(packageName, { DEPLOY_DIR: NO_STORE, ...env }),
    fetchImpl: loopbackFetch,
    log,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
}

/**
 * A request with any headers (fetch forbids Host and decodes bodies): status, headers, raw body.
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer, text: string }>}
 */
function request(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
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
function cspOf(headers) {
  const header = String(headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
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
      STORE_HOSTS: JSON.stringify({ 'Tools.Localhost': 'parts' }),
      STRIPE_PUBLISHABLE_KEY: 'pk_test_sandbox',
      STRIPE_JS_URL: 'http://localhost:4599/v3/stripe.js',
    });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('injects the runtime env with a fresh nonce before the bundles, never cached', async () => {
    const res = await request(`${server.url}/`);
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

    const again = await request(`${server.url}/`);
    assert.doesNotMatch(again.text, new RegExp(`nonce="${nonce}"`));
  });

  it("writes the remotes map of the page's store host name into the page, before the bundles", async () => {
    for (const hostname of ['hvac.localhost', 'evil.test']) {
      const res = await request(`${server.url}/cart`, {
        headers: { host: `${hostname}:3000`, accept: 'text/html' },
      });
      const inline = res.text.match(/window\.__STOREFRONT_REMOTES__=(\{[^<]*\});<\/script>/)?.[1];
      assert.ok(inline, res.text);
      // A forged Host gets the localhost map, never a script origin of its own.
      const mapHost = hostname === 'evil.test' ? 'localhost' : hostname;
      assert.equal(JSON.parse(inline).catalog, `http://${mapHost}:3101/mf-manifest.json`);
      assert.ok(res.text.indexOf(inline) < res.text.indexOf(HASHED_CHUNK));
      assert.match(String(res.headers.vary), /\bhost\b/i);
    }
  });

  it('hints the catalog manifest even while the catalog cannot be read', async () => {
    const res = await request(`${server.url}/`);
    const manifest = 'http://127.0.0.1:3101/mf-manifest.json';
    assert.ok(
      res.text.includes(
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${manifest}">`,
      ),
      res.text,
    );
    assert.doesNotMatch(res.text, /as="script"/);
  });

  it('sends a CSP that allows scripts only from itself and the remotes, data only from the API', async () => {
    const res = await request(`${server.url}/`);
    const csp = cspOf(res.headers);
    const scriptSrc = csp.get('script-src') ?? [];
    for (const hostname of ['localhost', 'hvac.localhost', 'parts.localhost', 'tools.localhost']) {
      assert.ok(scriptSrc.includes(`http://${hostname}:3101`), `${hostname} in ${scriptSrc}`);
    }
    assert.ok(scriptSrc.includes("'self'"));
    assert.ok(!scriptSrc.some((source) => source === '*' || source.startsWith('http://evil')));
    assert.ok(csp.get('connect-src')?.includes('http://localhost:4555'));
    // The checkout's Stripe.js (here the sandbox's stand-in) may load and talk to its origin.
    assert.ok(scriptSrc.includes('http://localhost:4599'));
    assert.ok(csp.get('connect-src')?.includes('http://localhost:4599'));
    assert.ok(csp.get('img-src')?.includes('http://localhost:4555'));
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.doesNotMatch(
      String(res.headers['content-security-policy']),
      /unsafe-eval|unsafe-inline/,
    );
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('answers client-side routes with index.html and its CSP', async () => {
    const res = await request(`${server.url}/product/42?ref=home`);
    assert.equal(res.status, 200);
    assert.match(res.text, /__STOREFRONT_ENV__/);
    assert.ok(cspOf(res.headers).has('script-src'));
  });

  it('answers a missing asset with 404, not the page', async () => {
    for (const asset of ['/missing.0123abcd.js', '/remoteEntry.js.map', '/static/logo.png']) {
      const res = await request(`${server.url}${asset}`, { headers: { accept: '*/*' } });
      assert.equal(res.status, 404, asset);
      assert.doesNotMatch(res.text, /__STOREFRONT_ENV__/, asset);
    }
    const manifest = await request(`${server.url}/other/mf-manifest.json`, {
      headers: { accept: 'application/json' },
    });
    assert.equal(manifest.status, 404);
  });

  it('answers paths with a dot that name no file with the page, not a plain-text 404', async () => {
    for (const route of ['/product/1.5', '/categories/1.0', '/brands/a.b', '/product/2.5e3']) {
      // curl-like (no Accept) and a browser navigation both get the shell.
      for (const accept of [undefined, 'text/html,application/xhtml+xml,*/*;q=0.8']) {
        const res = await request(`${server.url}${route}`, { headers: accept ? { accept } : {} });
        assert.equal(res.status, 200, `${route} (${accept})`);
        assert.match(String(res.headers['content-type']), /text\/html/);
        assert.match(res.text, /__STOREFRONT_ENV__/, route);
      }
    }
  });

  it('answers a navigation to a missing file name with the page, and still serves real files', async () => {
    const res = await request(`${server.url}/old-page.html`, {
      headers: { accept: 'text/html,*/*;q=0.8' },
    });
    assert.equal(res.status, 200);
    assert.match(res.text, /__STOREFRONT_ENV__/);
    const file = await request(`${server.url}/data.json`, { headers: { accept: 'text/html' } });
    assert.equal(file.status, 200);
    assert.equal(file.text, BIG_JSON);
  });

  it('answers a path segment too long to be a file name with the page, not 403', async () => {
    for (const segment of ['x'.repeat(300), '%C3%A9'.repeat(200)]) {
      const res = await request(`${server.url}/product/${segment}`);
      assert.equal(res.status, 200, segment.slice(0, 10));
      assert.match(res.text, /__STOREFRONT_ENV__/);
    }
    const asset = await request(`${server.url}/${'x'.repeat(300)}.js`);
    assert.equal(asset.status, 404);
  });

  it('serves the remotes map of a configured store host name, varying by Host', async () => {
    const res = await request(`${server.url}/remotes.json`, {
      headers: { host: 'hvac.localhost:3000' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(String(res.headers.vary), /\bhost\b/i);
    assert.match(String(res.headers.vary), /\borigin\b/i);
    assert.deepEqual(JSON.parse(res.text), {
      catalog: 'http://hvac.localhost:3101/mf-manifest.json',
      cartCheckout: 'http://hvac.localhost:3002/mf-manifest.json',
      account: 'http://hvac.localhost:3003/mf-manifest.json',
      content: 'http://hvac.localhost:3004/mf-manifest.json',
    });
    const added = await request(`${server.url}/remotes.json`, {
      headers: { host: 'TOOLS.localhost:3000' },
    });
    assert.equal(JSON.parse(added.text).catalog, 'http://tools.localhost:3101/mf-manifest.json');
  });

  it('answers an unknown or forged Host with the localhost map, never its own name', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'evil.example/"><script>']) {
      const res = await request(`${server.url}/remotes.json`, { headers: { host } });
      assert.equal(res.status, 200, host);
      assert.doesNotMatch(res.text, /evil/, host);
      assert.equal(JSON.parse(res.text).catalog, 'http://localhost:3101/mf-manifest.json', host);
    }
  });

  it('sends the build-time brotli or gzip copy a browser accepts, and the file to others', async () => {
    const url = `${server.url}/${HASHED_CHUNK}`;
    const brotli = await request(url, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(brotli.body, CHUNK_BR);
    assert.equal(brotliDecompressSync(brotli.body).toString(), BIG_SCRIPT);
    assert.match(String(brotli.headers['content-type']), /javascript/);
    assert.match(String(brotli.headers.vary), /accept-encoding/i);

    const gzip = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), BIG_SCRIPT);

    const plain = await request(url, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.text, BIG_SCRIPT);
    const none = await request(url);
    assert.equal(none.headers['content-encoding'], undefined);
    assert.equal(none.text, BIG_SCRIPT);
  });

  it('compresses a file that has no build-time copy when it is sent', async () => {
    const url = `${server.url}/data.json`;
    const brotli = await request(url, { headers: { 'accept-encoding': 'br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.body).toString(), BIG_JSON);
    const gzip = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), BIG_JSON);
  });

  it('caches content-hashed chunks for a year, compressed or not, and revalidates the rest', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const chunk = await request(`${server.url}/${HASHED_CHUNK}`, {
        headers: { 'accept-encoding': encoding },
      });
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable', encoding);
    }
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'index.html']) {
      const res = await request(`${server.url}/${file}`);
      assert.equal(res.status, 200, file);
      assert.equal(res.headers['cache-control'], 'no-cache', file);
    }
  });

  it('revalidates files with ETag', async () => {
    const first = await request(`${server.url}/mf-manifest.json`);
    const etag = first.headers.etag;
    assert.ok(etag);
    const second = await request(`${server.url}/mf-manifest.json`, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(second.status, 304);
  });

  it('serves images with their type and nosniff', async () => {
    const res = await request(`${server.url}/static/logo.svg`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  it('never serves a file outside dist or a dotfile', async () => {
    const outside = path.join(path.dirname(root), `${path.basename(root)}-secret.txt`);
    await writeFile(outside, 'secret');
    try {
      const name = path.basename(outside);
      for (const attempt of [`/..%2f${name}`, `/%2e%2e/${name}`, `/static/..%2f..%2f${name}`]) {
        const res = await request(`${server.url}${attempt}`);
        assert.ok(res.status >= 400 && res.status < 500, `${attempt}: ${res.status}`);
        assert.doesNotMatch(res.text, /secret/, attempt);
      }
      const dotfile = await request(`${server.url}/.env`);
      assert.doesNotMatch(dotfile.text, /SECRET/);
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('answers a malformed URL with 400 without echoing it, and a write method with 405', async () => {
    const malformed = await request(`${server.url}/%E0%A4%A<b>`);
    assert.equal(malformed.status, 400);
    assert.doesNotMatch(malformed.text, /%E0|<b>/);
    assert.equal(malformed.headers['x-content-type-options'], 'nosniff');
    const post = await request(`${server.url}/`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
  });
});

describe('serve-static robots.txt and sitemaps', () => {
  const ENTRIES = {
    hvac: {
      website: 'https://www.comfortairhvacsupply.com',
      productIds: [12, 40],
      categoryIds: [3],
      brandIds: [8],
    },
    // A store the API knows no canonical address for: its pages are named under the host asked.
    parts: { website: null, productIds: [501], categoryIds: [60], brandIds: [70] },
  };
  let root;
  let api;
  let apiUp = true;
  let apiCalls = 0;
  let server;
  before(async () => {
    root = await createFixtureDist();
    // A stand-in store API: each store's ids, or 503 while "down".
    api = http.createServer((req, res) => {
      apiCalls += 1;
      const entries = ENTRIES[String(req.headers['x-store-id'])];
      if (!apiUp || req.url !== '/store-api/sitemap-entries' || !entries) {
        res.writeHead(apiUp ? 400 : 503).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: entries }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startServer(root, 'host', {
      API_BASE_URL: `http://127.0.0.1:${api.address().port}`,
      STORE_HOSTS: JSON.stringify({ 'Tools.Localhost': 'parts' }),
    });
  });
  after(async () => {
    await server.stop();
    await new Promise((resolve) => api.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it("lists the store's own pages under its canonical address, else the host name asked", async () => {
    const res = await request(`${server.url}/sitemap.xml`, {
      headers: { host: 'hvac.localhost:3000' },
    });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^application\/xml/);
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    assert.equal(
      locs.length,
      16,
      '12 content pages (with /models), a category, a brand, 2 products',
    );
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/'));
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/about'));
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/categories/3'));
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/brands/8'));
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/product/12'));
    assert.ok(locs.includes('https://www.comfortairhvacsupply.com/product/40'));
    assert.ok(!locs.some((loc) => loc.endsWith('/product/501')), "another store's product");

    const parts = await request(`${server.url}/sitemap.xml`, {
      headers: { host: 'tools.localhost' },
    });
    assert.match(parts.text, /<loc>http:\/\/tools\.localhost\/product\/501<\/loc>/);
    assert.doesNotMatch(parts.text, /\/product\/12</);
  });

  it('serves robots.txt per host name, pointing at its sitemap', async () => {
    const res = await request(`${server.url}/robots.txt`, {
      headers: { host: 'tools.localhost' },
    });
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    assert.match(res.text, /^Disallow: \/checkout$/m);
    assert.match(res.text, /^Sitemap: http:\/\/tools\.localhost\/sitemap\.xml$/m);
  });

  it("names its files under the host asked, with a port only when it is the server's own", async () => {
    const port = new URL(server.url).port;
    const own = await request(`${server.url}/robots.txt`, {
      headers: { host: `tools.localhost:${port}` },
    });
    assert.match(
      own.text,
      new RegExp(`^Sitemap: http://tools\\.localhost:${port}/sitemap\\.xml$`, 'm'),
    );
    const invented = await request(`${server.url}/robots.txt`, {
      headers: { host: 'tools.localhost:1234' },
    });
    assert.match(invented.text, /^Sitemap: http:\/\/tools\.localhost\/sitemap\.xml$/m);
  });

  it('answers a host name no store is served under with 404, never naming that host', async () => {
    for (const file of ['/robots.txt', '/sitemap.xml']) {
      const res = await request(`${server.url}${file}`, { headers: { host: 'evil.example' } });
      assert.equal(res.status, 404, file);
      assert.doesNotMatch(res.text, /evil/, file);
    }
    const missing = await request(`${server.url}/sitemap-1.xml`, {
      headers: { host: 'hvac.localhost:3000' },
    });
    assert.equal(missing.status, 404, 'one file needs no numbered parts');
  });

  it('answers 503 with Retry-After while the store API is down, and recovers once it is back', async () => {
    apiUp = false;
    try {
      const down = await request(`${server.url}/sitemap.xml`, {
        headers: { host: 'localhost' },
      });
      assert.equal(down.status, 503);
      assert.equal(down.headers['retry-after'], '60');
      assert.equal(down.text, 'The sitemap is unavailable right now; try again in a minute');
    } finally {
      apiUp = true;
    }
    ENTRIES.default = { website: null, productIds: [9], categoryIds: [], brandIds: [] };
    const callsBefore = apiCalls;
    const back = await request(`${server.url}/sitemap.xml`, {
      headers: { host: 'localhost' },
    });
    assert.equal(back.status, 200);
    assert.match(back.text, /<loc>http:\/\/localhost\/product\/9<\/loc>/);
    await request(`${server.url}/sitemap.xml`, { headers: { host: 'localhost' } });
    assert.equal(apiCalls, callsBefore + 1, 'the second request reused the first answer');
  });
});

describe('serve-static for a remote', () => {
  let root;
  let server;
  before(async () => {
    root = await createFixtureDist();
    server = await startServer(root, 'catalog-mfe', { HOST_PORT: '3100' });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('has no remotes map of its own', async () => {
    const res = await request(`${server.url}/remotes.json`);
    assert.equal(res.status, 404);
  });

  it('allows CORS for the shell on each store host name only', async () => {
    for (const origin of ['http://localhost:3100', 'http://hvac.localhost:3100']) {
      const res = await request(`${server.url}/mf-manifest.json`, { headers: { origin } });
      assert.equal(res.headers['access-control-allow-origin'], origin);
      assert.match(String(res.headers.vary), /\borigin\b/i);
    }
    for (const origin of ['https://attacker.example', 'http://localhost:3000', 'null']) {
      const res = await request(`${server.url}/${HASHED_CHUNK}`, { headers: { origin } });
      assert.equal(res.status, 200);
      assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
      assert.match(String(res.headers.vary), /\borigin\b/i);
    }
    const preflight = await request(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3100', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3100');
  });

  it('serves its own standalone page with a CSP too, without a remotes map', async () => {
    const res = await request(`${server.url}/products`);
    assert.equal(res.status, 200);
    assert.ok(cspOf(res.headers).get('frame-ancestors')?.includes("'none'"));
    assert.doesNotMatch(res.text, /__STOREFRONT_REMOTES__|rel="preload"/);
  });
});

describe('serve-static preload hints', () => {
  it("names the catalog's manifest, remote entry, first modules and runtime, as the federation runtime asks for them", async () => {
    const catalogRoot = await createFixtureDist();
    await writeFile(
      path.join(catalogRoot, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './routes', assets: { js: { sync: ['expose_routes.1a2b3c4d.js'], async: [] } } },
          {
            path: './SearchBox',
            assets: { js: { sync: ['expose_search.5e6f7a8b.js'], async: [] } },
          },
          {
            path: './FeaturedProducts',
            assets: { js: { sync: ['featured.9c0d1e2f.js'], async: [] } },
          },
          { path: './runtime', assets: { js: { sync: ['runtime.3a4b5c6d.js'], async: [] } } },
        ],
      }),
    );
    const catalog = await startServer(catalogRoot, 'catalog-mfe');
    const hostRoot = await createFixtureDist();
    const manifest = `${catalog.url}/mf-manifest.json`;
    const host = await startServer(hostRoot, 'host', {
      REMOTES_JSON: JSON.stringify({ catalog: manifest }),
    });
    try {
      const res = await request(`${host.url}/product/12`, { headers: { accept: 'text/html' } });
      const hints = [...res.text.matchAll(/<link rel="preload" ([^>]*)>/g)].map(
        (match) => match[1],
      );
      assert.deepEqual(hints, [
        `as="fetch" crossorigin fetchpriority="low" href="${manifest}"`,
        `as="script" fetchpriority="low" href="${catalog.url}/remoteEntry.js"`,
        `as="script" fetchpriority="low" href="${catalog.url}/expose_routes.1a2b3c4d.js"`,
        `as="script" fetchpriority="low" href="${catalog.url}/expose_search.5e6f7a8b.js"`,
        `as="script" fetchpriority="low" href="${catalog.url}/runtime.3a4b5c6d.js"`,
      ]);
      assert.ok(res.text.indexOf(manifest) < res.text.indexOf(HASHED_CHUNK));
    } finally {
      await host.stop();
      await catalog.stop();
      await rm(catalogRoot, { recursive: true, force: true });
      await rm(hostRoot, { recursive: true, force: true });
    }
  });
});

describe('serve-static with REMOTES_JSON and SHELL_ORIGINS', () => {
  it('serves the configured map to every Host and lets its origins run scripts', async () => {
    const root = await createFixtureDist();
    const override = { catalog: 'https://cdn.example.com/catalog/v2/mf-manifest.json' };
    const server = await startServer(root, 'host', {
      REMOTES_JSON: JSON.stringify(override),
      SHELL_ORIGINS: 'https://shop.example.com, https://hvac.example.com,',
    });
    try {
      const res = await request(`${server.url}/remotes.json`, { headers: { host: 'other.test' } });
      assert.deepEqual(JSON.parse(res.text), override);
      assert.doesNotMatch(String(res.headers.vary ?? ''), /\bhost\b/i);
      const page = await request(`${server.url}/`);
      assert.ok(cspOf(page.headers).get('script-src')?.includes('https://cdn.example.com'));
      const cors = await request(`${server.url}/${HASHED_CHUNK}`, {
        headers: { origin: 'https://hvac.example.com' },
      });
      assert.equal(cors.headers['access-control-allow-origin'], 'https://hvac.example.com');
    } finally {
      await server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
function externalAddress() {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

describe('serve-static command', () => {
  it('listens on 127.0.0.1 only unless HOST says otherwise', async () => {
    const base = await mkdtemp(path.join(tmpdir(), 'serve-static-cli-'));
    const packageDir = path.join(base, 'content-mfe');
    await mkdir(path.join(packageDir, 'dist'), { recursive: true });
    await writeFile(path.join(packageDir, 'dist', 'index.html'), '<html><head></head></html>');
    const env = { ...process.env, CONTENT_PORT: '0' };
    delete env.HOST;
    delete env.LISTEN_HOST;
    const child = spawn(process.execPath, [SERVE_STATIC], { cwd: packageDir, env });
    try {
      const port = await new Promise((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = output.match(/on http:\/\/localhost:(\d+)/);
          if (match) resolve(Number(match[1]));
        });
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', () => reject(new Error(`serve-static exited:\n${output}`)));
      });
      assert.equal((await request(`http://127.0.0.1:${port}/`)).status, 200);
      const address = externalAddress();
      if (address) {
        await assert.rejects(request(`http://${address}:${port}/`), /ECONNREFUSED/);
      }
    } finally {
      child.kill('SIGTERM');
      await rm(base, { recursive: true, force: true });
    }
    assert.equal(readServerConfig('host', { HOST: '0.0.0.0' }).listenHost, '0.0.0.0');
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

  it('refuses a host name or origin that could smuggle a CSP source', () => {
    assert.throws(
      () =>
        readServerConfig('host', { STORE_HOSTS: JSON.stringify({ "a 'unsafe-eval'": 'hvac' }) }),
      /STORE_HOSTS names a host that is not a host name/,
    );
    assert.throws(
      () => readServerConfig('host', { API_BASE_URL: 'javascript:alert(1)' }),
      /API_BASE_URL must hold http\(s\) URLs/,
    );
  });

  it('gives mock mode its sample API in the runtime env, connect-src and img-src', () => {
    const config = readServerConfig('catalog-mfe', {
      CATALOG_SOURCE: 'mock',
      MOCK_API_URL: 'http://localhost:4399/',
    });
    assert.equal(config.runtimeEnv.catalogSource, 'mock');
    const csp = contentSecurityPolicy(config, 'n0nce');
    assert.match(csp, /connect-src [^;]*http:\/\/localhost:4399/);
    assert.match(csp, /img-src [^;]*http:\/\/localhost:4399/);
    const publicApi = readServerConfig('catalog-mfe', { CATALOG_SOURCE: 'mock' });
    assert.equal(publicApi.runtimeEnv.mockApiUrl, 'https://fakestoreapi.com');
    assert.doesNotMatch(contentSecurityPolicy(readServerConfig('host', {})), /fakestoreapi/);
    assert.throws(
      () => readServerConfig('host', { CATALOG_SOURCE: 'fixtures' }),
      /CATALOG_SOURCE must be "api" or "mock"/,
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

const CATALOG_V1 = '20261124100000-aaaaaaa';
const CATALOG_V2 = '20261124110000-bbbbbbb';
const CONTENT_V1 = '20261124100000-ccccccc';
const CONTENT_V2 = '20261124110000-ddddddd';
const CONTENT_V3 = '20261124120000-eeeeeee';
// Rollout ids whose catalog buckets (first 4 bytes of sha256("<id>:catalog") mod 100, worked out
// with sha256sum) fall on either side of a 50 % canary.
const LIVE_VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA'; // bucket 99
const CANARY_VISITOR = 'DDDDDDDDDDDDDDDDDDDDDw'; // bucket 28

/** What a deploy writes next to a version: here only the contract imports matter. */
function deploymentJson(remote, version, imports) {
  return JSON.stringify({
    version,
    remote,
    requires: {
      contract: { package: '@storefront/shared', version: '5.0.0', range: '^5.0.0', imports },
      singletons: {},
    },
  });
}

/** Publishes a fabricated version into `store`: its manifest, a chunk and its deployment.json. */
async function publishFixtureVersion(store, remote, version, imports = []) {
  const directory = path.join(store, remote, version);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, 'mf-manifest.json'), `{"id":"${remote} ${version}"}`);
  await writeFile(path.join(directory, HASHED_CHUNK), BIG_SCRIPT);
  await writeFile(path.join(directory, `${HASHED_CHUNK}.br`), CHUNK_BR);
  await writeFile(
    path.join(directory, 'deployment.json'),
    deploymentJson(remote, version, imports),
  );
}

/** Replaces the registry the way the CLI does: a new file renamed over the old one. */
async function writeRegistry(store, contents) {
  const temporary = path.join(store, '.registry.json.tmp');
  await writeFile(temporary, typeof contents === 'string' ? contents : JSON.stringify(contents));
  await rename(temporary, path.join(store, 'registry.json'));
}

describe('serve-static for a remote with published versions', () => {
  let root;
  let store;
  let server;
  before(async () => {
    root = await createFixtureDist();
    store = await mkdtemp(path.join(tmpdir(), 'serve-static-store-'));
    await publishFixtureVersion(store, 'catalog', CATALOG_V1);
    // A copy still in progress is not a version.
    await mkdir(path.join(store, 'catalog', `.${CATALOG_V2}.partial`));
    await writeFile(
      path.join(store, 'catalog', `.${CATALOG_V2}.partial`, 'mf-manifest.json'),
      '{}',
    );
    await writeFile(path.join(store, 'secret.txt'), 'secret');
    server = await startServer(root, 'catalog-mfe', { HOST_PORT: '3100', DEPLOY_DIR: store });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(store, { recursive: true, force: true });
  });

  it('serves a version from the store, manifest included, cached for a year', async () => {
    const manifest = await request(`${server.url}/versions/${CATALOG_V1}/mf-manifest.json`, {
      headers: { origin: 'http://localhost:3100' },
    });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.text, '{"id":"catalog 20261124100000-aaaaaaa"}');
    assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(manifest.headers['access-control-allow-origin'], 'http://localhost:3100');

    const chunk = await request(`${server.url}/versions/${CATALOG_V1}/${HASHED_CHUNK}`, {
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.deepEqual(chunk.body, CHUNK_BR);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    // The dist's own manifest still names the build the server was started with.
    const current = await request(`${server.url}/mf-manifest.json`);
    assert.equal(current.text, '{"id":"catalog"}');
    assert.equal(current.headers['cache-control'], 'no-cache');
  });

  it('answers a missing version, file or a name that is not a version with a plain 404', async () => {
    for (const missing of [
      '/versions/20261124999999-fffffff/mf-manifest.json',
      `/versions/${CATALOG_V1}/missing.js`,
      `/versions/${CATALOG_V1}/products`,
      `/versions/.${CATALOG_V2}.partial/mf-manifest.json`,
      '/versions/latest/mf-manifest.json',
      `/versions/${CATALOG_V1}/deployment.json`,
      `/versions/${CATALOG_V1}`,
    ]) {
      const res = await request(`${server.url}${missing}`, {
        headers: { accept: 'text/html,*/*;q=0.8' },
      });
      assert.equal(res.status, 404, missing);
      assert.equal(res.text, 'Not found', missing);
      assert.equal(res.headers['cache-control'], 'no-cache', missing);
    }
  });

  it('never serves a file outside the version', async () => {
    for (const attempt of [
      `/versions/${CATALOG_V1}/..%2f..%2fsecret.txt`,
      `/versions/${CATALOG_V1}/%2e%2e/%2e%2e/secret.txt`,
      '/versions/..%2fsecret.txt',
      `/versions/${CATALOG_V1}/../../secret.txt`,
    ]) {
      const res = await request(`${server.url}${attempt}`);
      assert.ok(res.status >= 400 && res.status < 500, `${attempt}: ${res.status}`);
      assert.doesNotMatch(res.text, /secret/, attempt);
    }
  });
});

describe('serve-static for the host with a registry', () => {
  let root;
  let store;
  let server;
  const logged = [];
  const url = (port, version) => `http://127.0.0.1:${port}/versions/${version}/mf-manifest.json`;
  /** The maps the page of a visitor with `cookie` carries. */
  async function pageMaps(cookie) {
    const res = await request(`${server.url}/`, cookie ? { headers: { cookie } } : {});
    assert.equal(res.status, 200);
    const inline = res.text.match(
      /window\.__STOREFRONT_REMOTE_FALLBACKS__=(\{[^<]*\});window\.__STOREFRONT_REMOTES__=(\{[^<]*\});<\/script>/,
    );
    assert.ok(inline, res.text);
    return { res, fallbacks: JSON.parse(inline[1]), remotes: JSON.parse(inline[2]) };
  }
  const registry = {
    remotes: {
      catalog: { live: CATALOG_V1, canary: CATALOG_V2, percent: 50, previous: [] },
      content: { live: CONTENT_V3, canary: null, percent: 0, previous: [CONTENT_V2, CONTENT_V1] },
    },
  };

  before(async () => {
    root = await createFixtureDist();
    await writeFile(
      path.join(root, 'contract.json'),
      JSON.stringify({
        contract: {
          package: '@storefront/shared',
          version: '5.0.0',
          exports: ['@storefront/shared Button', '@storefront/shared formatPrice'],
        },
      }),
    );
    await writeFile(
      path.join(root, 'mf-manifest.json'),
      JSON.stringify({ id: 'host', shared: [{ name: 'react', version: '19.3.1' }] }),
    );
    store = await mkdtemp(path.join(tmpdir(), 'serve-static-store-'));
    await publishFixtureVersion(store, 'catalog', CATALOG_V1, ['@storefront/shared Button']);
    await publishFixtureVersion(store, 'catalog', CATALOG_V2, ['@storefront/shared Button']);
    await publishFixtureVersion(store, 'content', CONTENT_V1, ['@storefront/shared Button']);
    await publishFixtureVersion(store, 'content', CONTENT_V2, ['@storefront/shared formatPrice']);
    // Built against a newer contract than the running host's.
    await publishFixtureVersion(store, 'content', CONTENT_V3, [
      '@storefront/shared Button',
      '@storefront/shared bannerSuffix',
    ]);
    await writeRegistry(store, registry);
    server = await startServer(
      root,
      'host',
      { CATALOG_PORT: '3101', DEPLOY_DIR: store },
      { log: (line) => logged.push(line) },
    );
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(store, { recursive: true, force: true });
  });

  it('gives the live versions to a visitor outside the canary, and the fallback of each', async () => {
    const { remotes, fallbacks, res } = await pageMaps(`sf_rollout=${LIVE_VISITOR}`);
    assert.deepEqual(remotes, {
      catalog: 'http://127.0.0.1:3101/versions/20261124100000-aaaaaaa/mf-manifest.json',
      cartCheckout: 'http://127.0.0.1:3002/mf-manifest.json',
      account: 'http://127.0.0.1:3003/mf-manifest.json',
      // The live 20261124120000-eeeeeee needs an export this host does not have.
      content: 'http://127.0.0.1:3004/versions/20261124110000-ddddddd/mf-manifest.json',
    });
    assert.deepEqual(fallbacks, {
      content: 'http://127.0.0.1:3004/versions/20261124100000-ccccccc/mf-manifest.json',
    });
    assert.equal(res.headers['set-cookie'], undefined);
    assert.match(String(res.headers.vary), /\bcookie\b/i);
    // The preload hints name the catalog version the page loads.
    assert.ok(
      res.text.includes(
        `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="${url(3101, CATALOG_V1)}">`,
      ),
      res.text,
    );
  });

  it('gives the canary to a visitor in its share, with the live version as fallback', async () => {
    const { remotes, fallbacks } = await pageMaps(`other=1; sf_rollout=${CANARY_VISITOR}`);
    assert.equal(
      remotes.catalog,
      'http://127.0.0.1:3101/versions/20261124110000-bbbbbbb/mf-manifest.json',
    );
    assert.deepEqual(fallbacks, {
      catalog: 'http://127.0.0.1:3101/versions/20261124100000-aaaaaaa/mf-manifest.json',
      content: 'http://127.0.0.1:3004/versions/20261124100000-ccccccc/mf-manifest.json',
    });
  });

  it('logs a refused version once, however many pages it was skipped for', async () => {
    await pageMaps(`sf_rollout=${LIVE_VISITOR}`);
    await pageMaps(`sf_rollout=${CANARY_VISITOR}`);
    const refusals = logged
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.kind === 'skew-refusal');
    assert.equal(refusals.length, 1, logged.join('\n'));
    assert.equal(refusals[0].remote, 'content');
    assert.equal(refusals[0].version, '20261124120000-eeeeeee');
    assert.equal(refusals[0].route, '/');
    assert.equal(refusals[0].reasons.length, 1);
    assert.match(refusals[0].reasons[0], /bannerSuffix/);
  });

  it('keeps a visitor on one variant from page to page, /remotes.json included', async () => {
    for (const visitor of [LIVE_VISITOR, CANARY_VISITOR]) {
      const expected = visitor === LIVE_VISITOR ? CATALOG_V1 : CATALOG_V2;
      for (let i = 0; i < 3; i++) {
        const res = await request(`${server.url}/remotes.json`, {
          headers: { cookie: `sf_rollout=${visitor}` },
        });
        assert.equal(JSON.parse(res.text).catalog, url(3101, expected));
        assert.equal(res.headers['set-cookie'], undefined);
      }
    }
  });

  it('sends about half of the visitors to a 50 % canary', async () => {
    let canary = 0;
    for (let i = 0; i < 200; i++) {
      // 16 bytes, as a real id: 'visitor-00000042'.
      const visitor = Buffer.from(`visitor-${String(i).padStart(8, '0')}`).toString('base64url');
      const res = await request(`${server.url}/remotes.json`, {
        headers: { cookie: `sf_rollout=${visitor}` },
      });
      assert.equal(res.headers['set-cookie'], undefined, visitor);
      if (JSON.parse(res.text).catalog === url(3101, CATALOG_V2)) canary += 1;
    }
    assert.ok(canary >= 70 && canary <= 130, `${canary} of 200 on the canary`);
  });

  it('gives a visitor without a valid rollout cookie a new one', async () => {
    for (const cookie of [undefined, 'sf_rollout=abc', `sf_rollout=${LIVE_VISITOR}x`]) {
      for (const page of ['/', '/remotes.json', '/product/3']) {
        const res = await request(`${server.url}${page}`, {
          headers: { accept: 'text/html', ...(cookie && { cookie }) },
        });
        assert.equal(res.status, 200);
        assert.match(
          String(res.headers['set-cookie']),
          /^sf_rollout=[A-Za-z0-9_-]{22}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=31536000$/,
          `${page} ${cookie}`,
        );
      }
    }
  });

  it('keeps the last good choice while the registry file does not parse', async () => {
    await writeRegistry(store, '{"remotes": {"catalog": ');
    try {
      const { remotes, fallbacks } = await pageMaps(`sf_rollout=${CANARY_VISITOR}`);
      assert.equal(remotes.catalog, url(3101, CATALOG_V2));
      assert.equal(fallbacks.catalog, url(3101, CATALOG_V1));
      const json = await request(`${server.url}/remotes.json`);
      assert.equal(json.status, 200);
    } finally {
      await writeRegistry(store, registry);
    }
  });

  it('follows a promote within the next request', async () => {
    const promoted = structuredClone(registry);
    promoted.remotes.catalog = {
      live: CATALOG_V2,
      canary: null,
      percent: 0,
      previous: [CATALOG_V1],
    };
    await writeRegistry(store, promoted);
    try {
      const { remotes, fallbacks } = await pageMaps(`sf_rollout=${LIVE_VISITOR}`);
      assert.equal(remotes.catalog, url(3101, CATALOG_V2));
      assert.equal(fallbacks.catalog, url(3101, CATALOG_V1));
    } finally {
      await writeRegistry(store, registry);
    }
  });
});
