import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { readServerConfig } from './config';
import { createStaticServer } from './create-static-server';
import {
  BIG_JSON,
  BIG_SCRIPT,
  FIXTURE_PAGE_ENV,
  CHUNK_BR,
  HASHED_CHUNK,
  NO_STORE,
  assertInjectsRuntimeEnv,
  createFixtureDist,
  cspOf,
  listenOnFreePort,
  request,
} from './testing';

/** Starts the server of `packageName` on a free port. */
async function startServer(root: string, packageName: string, env: Record<string, string> = {}) {
  const config = readServerConfig(packageName, { DEPLOY_DIR: NO_STORE, ...env });
  return listenOnFreePort(await createStaticServer({ root, config }));
}

/** A catalog-mfe server over a fresh fixture dist, for the tests of the block it is called in. */
function servedFixture() {
  const served = {} as { root: string; server: Awaited<ReturnType<typeof startServer>> };
  before(async () => {
    served.root = await createFixtureDist();
    served.server = await startServer(served.root, 'catalog-mfe', FIXTURE_PAGE_ENV);
  });
  after(async () => {
    await served.server.stop();
    await rm(served.root, { recursive: true, force: true });
  });
  return served;
}

describe("a front-end package's server", () => {
  const served = servedFixture();

  it('injects the runtime env with a fresh nonce before the bundles, never cached', () =>
    assertInjectsRuntimeEnv(served.server.url));

  it('sends a CSP that allows scripts only from itself and the remotes, data only from the API', async () => {
    const res = await request(`${served.server.url}/`);
    const csp = cspOf(res.headers);
    const scriptSrc = csp.get('script-src') ?? [];
    for (const hostname of ['localhost', 'hvac.localhost', 'parts.localhost', 'tools.localhost']) {
      assert.ok(scriptSrc.includes(`http://${hostname}:3001`), `${hostname} in ${scriptSrc}`);
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
    const res = await request(`${served.server.url}/product/42?ref=home`);
    assert.equal(res.status, 200);
    assert.match(res.text, /__STOREFRONT_ENV__/);
    assert.ok(cspOf(res.headers).has('script-src'));
  });

  it('answers a missing asset with 404, not the page', async () => {
    for (const asset of ['/missing.0123abcd.js', '/remoteEntry.js.map', '/static/logo.png']) {
      const res = await request(`${served.server.url}${asset}`, { headers: { accept: '*/*' } });
      assert.equal(res.status, 404, asset);
      assert.doesNotMatch(res.text, /__STOREFRONT_ENV__/, asset);
    }
    const manifest = await request(`${served.server.url}/other/mf-manifest.json`, {
      headers: { accept: 'application/json' },
    });
    assert.equal(manifest.status, 404);
  });

  it('answers paths with a dot that name no file with the page, not a plain-text 404', async () => {
    for (const route of ['/product/1.5', '/categories/1.0', '/brands/a.b', '/product/2.5e3']) {
      // curl-like (no Accept) and a browser navigation both get the shell.
      for (const accept of [undefined, 'text/html,application/xhtml+xml,*/*;q=0.8']) {
        const res = await request(`${served.server.url}${route}`, {
          headers: accept ? { accept } : {},
        });
        assert.equal(res.status, 200, `${route} (${accept})`);
        assert.match(String(res.headers['content-type']), /text\/html/);
        assert.match(res.text, /__STOREFRONT_ENV__/, route);
      }
    }
  });

  it('answers a navigation to a missing file name with the page, and still serves real files', async () => {
    const res = await request(`${served.server.url}/old-page.html`, {
      headers: { accept: 'text/html,*/*;q=0.8' },
    });
    assert.equal(res.status, 200);
    assert.match(res.text, /__STOREFRONT_ENV__/);
    const file = await request(`${served.server.url}/data.json`, {
      headers: { accept: 'text/html' },
    });
    assert.equal(file.status, 200);
    assert.equal(file.text, BIG_JSON);
  });

  it('answers a path segment too long to be a file name with the page, not 403', async () => {
    for (const segment of ['x'.repeat(300), '%C3%A9'.repeat(200)]) {
      const res = await request(`${served.server.url}/product/${segment}`);
      assert.equal(res.status, 200, segment.slice(0, 10));
      assert.match(res.text, /__STOREFRONT_ENV__/);
    }
    const asset = await request(`${served.server.url}/${'x'.repeat(300)}.js`);
    assert.equal(asset.status, 404);
  });

  it('sends the build-time brotli or gzip copy a browser accepts, and the file to others', async () => {
    const url = `${served.server.url}/${HASHED_CHUNK}`;
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
    const url = `${served.server.url}/data.json`;
    const brotli = await request(url, { headers: { 'accept-encoding': 'br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.body).toString(), BIG_JSON);
    const gzip = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), BIG_JSON);
  });

  it('caches content-hashed chunks for a year, compressed or not, and revalidates the rest', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const chunk = await request(`${served.server.url}/${HASHED_CHUNK}`, {
        headers: { 'accept-encoding': encoding },
      });
      assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable', encoding);
    }
    // The host's remotes.json is its own route (host/src/server/http).
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'index.html']) {
      const res = await request(`${served.server.url}/${file}`);
      assert.equal(res.status, 200, file);
      assert.equal(res.headers['cache-control'], 'no-cache', file);
    }
  });

  it('revalidates files with ETag', async () => {
    const first = await request(`${served.server.url}/mf-manifest.json`);
    const etag = first.headers.etag;
    assert.ok(etag);
    const second = await request(`${served.server.url}/mf-manifest.json`, {
      headers: { 'if-none-match': etag },
    });
    assert.equal(second.status, 304);
  });

  it('serves images with their type and nosniff', async () => {
    const res = await request(`${served.server.url}/static/logo.svg`);
    assert.equal(res.status, 200);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });

  it('never serves a file outside dist or a dotfile', async () => {
    const outside = path.join(
      path.dirname(served.root),
      `${path.basename(served.root)}-secret.txt`,
    );
    await writeFile(outside, 'secret');
    try {
      const name = path.basename(outside);
      for (const attempt of [`/..%2f${name}`, `/%2e%2e/${name}`, `/static/..%2f..%2f${name}`]) {
        const res = await request(`${served.server.url}${attempt}`);
        assert.ok(res.status >= 400 && res.status < 500, `${attempt}: ${res.status}`);
        assert.doesNotMatch(res.text, /secret/, attempt);
      }
      const dotfile = await request(`${served.server.url}/.env`);
      assert.doesNotMatch(dotfile.text, /SECRET/);
    } finally {
      await rm(outside, { force: true });
    }
  });

  it('answers a malformed URL with 400 without echoing it, and a write method with 405', async () => {
    const malformed = await request(`${served.server.url}/%E0%A4%A<b>`);
    assert.equal(malformed.status, 400);
    assert.doesNotMatch(malformed.text, /%E0|<b>/);
    assert.equal(malformed.headers['x-content-type-options'], 'nosniff');
    const post = await request(`${served.server.url}/`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
  });
});

describe("a remote's server", () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startServer>>;
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

describe('the shell origins from SHELL_ORIGINS', () => {
  it('lets the configured origins load files', async () => {
    const root = await createFixtureDist();
    const server = await startServer(root, 'catalog-mfe', {
      SHELL_ORIGINS: 'https://shop.example.com, https://hvac.example.com,',
    });
    try {
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

const CATALOG_V1 = '20261124100000-aaaaaaa';
const CATALOG_V2 = '20261124110000-bbbbbbb';

describe("a remote's server with published versions", () => {
  let root: string;
  let store: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  before(async () => {
    root = await createFixtureDist();
    store = await mkdtemp(path.join(tmpdir(), 'serve-static-store-'));
    const version = path.join(store, 'catalog', CATALOG_V1);
    await mkdir(version, { recursive: true });
    await writeFile(path.join(version, 'mf-manifest.json'), `{"id":"catalog ${CATALOG_V1}"}`);
    await writeFile(path.join(version, HASHED_CHUNK), BIG_SCRIPT);
    await writeFile(path.join(version, `${HASHED_CHUNK}.br`), CHUNK_BR);
    await writeFile(path.join(version, 'deployment.json'), '{"version":"v"}');
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

describe("a package's page kept in memory (decision 1001)", () => {
  const served = servedFixture();

  it('serves a page rebuilt in place at the next request, and the build hint once it is gone', async () => {
    const page = () =>
      request(`${served.server.url}/products`, { headers: { accept: 'text/html' } });
    assert.doesNotMatch((await page()).text, /rebuilt at 10:02/);
    await writeFile(
      path.join(served.root, 'index.html'),
      '<!doctype html><html><head><title>rebuilt at 10:02</title></head><body><div id="root"></div></body></html>',
    );
    const rebuilt = await page();
    assert.equal(rebuilt.status, 200);
    assert.match(rebuilt.text, /<title>rebuilt at 10:02<\/title>/);
    await rm(path.join(served.root, 'index.html'));
    const gone = await page();
    assert.equal(gone.status, 404);
    assert.equal(gone.text, 'index.html not found: build this package first');
  });
});
