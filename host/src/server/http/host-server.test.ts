import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import {
  BIG_SCRIPT,
  CHUNK_BR,
  FIXTURE_PAGE_ENV,
  HASHED_CHUNK,
  NO_STORE,
  assertInjectsRuntimeEnv,
  createFixtureDist,
  cspOf,
  listenOnFreePort,
  request,
} from '@storefront/static-server/testing';
import { createStaticServer, readServerConfig } from '@storefront/static-server';
import { signPreviewToken } from '@storefront/deploy';
import { recordHealth } from '@storefront/static-server/deployment';

import { readHostServerConfig } from './config';
import type { SitemapEntries } from './sitemap';
import { createHostServer } from './host-server';

/** The host reads remote manifests for its preload hints; tests never leave this machine. */
const loopbackFetch: typeof fetch = async (url, init) => {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(String(url)))
    throw new Error(`offline: ${String(url)}`);
  return fetch(url, init);
};

/** Starts the host's server on a free port; its base URL and a stop function. */
async function startServer(
  root: string,
  env: Record<string, string> = {},
  { log = () => {} }: { log?: (line: string) => void } = {},
) {
  const app = await createHostServer({
    root,
    config: readHostServerConfig({ DEPLOY_DIR: NO_STORE, ...env }),
    fetchImpl: loopbackFetch,
    log,
  });
  return listenOnFreePort(app);
}

/** A remote's server (its files only). */
async function startRemote(root: string, packageName: string) {
  const config = readServerConfig(packageName, { DEPLOY_DIR: NO_STORE });
  return listenOnFreePort(await createStaticServer({ root, config }));
}

type Server = Awaited<ReturnType<typeof startServer>>;

interface RegistryEntry {
  live: string;
  canary: string | null;
  percent: number;
  previous: string[];
}

describe("the host's server", () => {
  let root: string;
  let server: Server;
  before(async () => {
    root = await createFixtureDist();
    server = await startServer(root, { ...FIXTURE_PAGE_ENV, CATALOG_PORT: '3101' });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('injects the runtime env with a fresh nonce before the bundles, never cached', () =>
    assertInjectsRuntimeEnv(server.url));

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
});

describe("the host's robots.txt and sitemaps", () => {
  const ENTRIES: Record<string, SitemapEntries> = {
    hvac: {
      website: 'https://www.comfortairhvacsupply.com',
      productIds: [12, 40],
      categoryIds: [3],
      brandIds: [8],
    },
    // A store the API knows no canonical address for: its pages are named under the host asked.
    parts: { website: null, productIds: [501], categoryIds: [60], brandIds: [70] },
  };
  let root: string;
  let api: http.Server;
  let apiUp = true;
  let apiCalls = 0;
  let server: Server;
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
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    server = await startServer(root, {
      API_BASE_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
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
    assert.ok(!locs.some((loc) => loc?.endsWith('/product/501')), "another store's product");

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

describe("the host's preload hints", () => {
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
    const catalog = await startRemote(catalogRoot, 'catalog-mfe');
    const hostRoot = await createFixtureDist();
    const manifest = `${catalog.url}/mf-manifest.json`;
    const host = await startServer(hostRoot, {
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

describe("the host's server with REMOTES_JSON and SHELL_ORIGINS", () => {
  it('serves the configured map to every Host and lets its origins run scripts', async () => {
    const root = await createFixtureDist();
    const override = { catalog: 'https://cdn.example.com/catalog/v2/mf-manifest.json' };
    const server = await startServer(root, {
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

const CATALOG_V1 = '20261124100000-aaaaaaa';
const CATALOG_V2 = '20261124110000-bbbbbbb';
const CATALOG_V3 = '20261124120000-fffffff';
const CONTENT_V1 = '20261124100000-ccccccc';
const CONTENT_V2 = '20261124110000-ddddddd';
const CONTENT_V3 = '20261124120000-eeeeeee';
// Rollout ids whose catalog buckets (first 4 bytes of sha256("<id>:catalog") mod 100, worked out
// with sha256sum) fall on either side of a 50 % canary.
const LIVE_VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA'; // bucket 99
const CANARY_VISITOR = 'DDDDDDDDDDDDDDDDDDDDDw'; // bucket 28

/** What a deploy writes next to a version: here only the contract imports matter. */
/** What `npm run deploy` recorded for CATALOG_V1's remote entry (docs/decisions/0957). */
const CATALOG_V1_ENTRY_HASH =
  'sha384-97Id47UXLNYp+dUtrSKqVUI5mKl1M0wG96DtExai2ROLyEr784koMMELU4uhacR9';

function deploymentJson(remote: string, version: string, imports: string[]) {
  return JSON.stringify({
    version,
    remote,
    requires: {
      contract: { package: '@storefront/shared', version: '5.0.0', range: '^5.0.0', imports },
      singletons: {},
    },
    ...(remote === 'catalog' &&
      version === CATALOG_V1 && { integrity: { 'remoteEntry.js': CATALOG_V1_ENTRY_HASH } }),
  });
}

/** Publishes a fabricated version into `store`: its manifest, a chunk and its deployment.json. */
async function publishFixtureVersion(
  store: string,
  remote: string,
  version: string,
  imports: string[] = [],
) {
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
async function writeRegistry(store: string, contents: unknown) {
  const temporary = path.join(store, '.registry.json.tmp');
  await writeFile(temporary, typeof contents === 'string' ? contents : JSON.stringify(contents));
  await rename(temporary, path.join(store, 'registry.json'));
}

describe("the host's server with a registry", () => {
  let root: string;
  let store: string;
  let server: Server;
  const logged: string[] = [];
  const url = (port: number, version: string) =>
    `http://127.0.0.1:${port}/versions/${version}/mf-manifest.json`;
  /** The maps the page of a visitor with `cookie` carries. */
  async function pageMaps(cookie?: string) {
    const res = await request(`${server.url}/`, cookie ? { headers: { cookie } } : {});
    assert.equal(res.status, 200);
    const inline = res.text.match(
      /window\.__STOREFRONT_REMOTE_FALLBACKS__=(\{[^<]*\});window\.__STOREFRONT_REMOTES__=(\{[^<]*\});<\/script>/,
    );
    assert.ok(inline, res.text);
    return {
      res,
      fallbacks: JSON.parse(inline[1]!) as Record<string, string>,
      remotes: JSON.parse(inline[2]!) as Record<string, string>,
    };
  }
  const registry: { remotes: Record<string, RegistryEntry> } = {
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
    await publishFixtureVersion(store, 'catalog', CATALOG_V3, ['@storefront/shared Button']);
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

  it('gives the page the published hash of each remote entry it may load, for the browser to check', async () => {
    const { res } = await pageMaps(`sf_rollout=${LIVE_VISITOR}`);
    const integrity = /window\.__STOREFRONT_REMOTE_INTEGRITY__=(\{[^<]*?\});/.exec(res.text)?.[1];
    // Only the catalog's live version was published with hashes in this store.
    assert.deepEqual(JSON.parse(integrity ?? 'null'), {
      [`http://127.0.0.1:3101/versions/${CATALOG_V1}/remoteEntry.js`]: CATALOG_V1_ENTRY_HASH,
    });
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

  it('falls back to the newest version known healthy, however deep, and else to one not known broken', async () => {
    // Issue 39: live answering 500 over a version with broken code fell back to the broken one.
    const deep = structuredClone(registry);
    deep.remotes.catalog = {
      live: CATALOG_V3,
      canary: null,
      percent: 0,
      previous: [CATALOG_V2, CATALOG_V1],
    };
    await writeRegistry(store, deep);
    const observed = (state: 'healthy' | 'broken') => ({
      state,
      at: '2026-11-28T23:00:00.000Z',
      reason: state,
    });
    try {
      recordHealth(store, 'catalog', CATALOG_V2, observed('broken'));
      assert.equal(
        (await pageMaps(`sf_rollout=${LIVE_VISITOR}`)).fallbacks.catalog,
        url(3101, CATALOG_V1),
        'not the broken one',
      );
      recordHealth(store, 'catalog', CATALOG_V2, observed('healthy'));
      recordHealth(store, 'catalog', CATALOG_V1, observed('healthy'));
      assert.equal(
        (await pageMaps(`sf_rollout=${LIVE_VISITOR}`)).fallbacks.catalog,
        url(3101, CATALOG_V2),
        'the newest healthy one',
      );
      recordHealth(store, 'catalog', CATALOG_V2, observed('broken'));
      const { remotes, fallbacks } = await pageMaps(`sf_rollout=${LIVE_VISITOR}`);
      assert.equal(remotes.catalog, url(3101, CATALOG_V3), 'the live version is still tried first');
      assert.equal(fallbacks.catalog, url(3101, CATALOG_V1), 'two steps deep');
    } finally {
      await rm(path.join(store, 'health'), { recursive: true, force: true });
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

describe("the host's server with preview links", () => {
  const SECRET = 'a-preview-key-of-forty-characters-long!!';
  const LIVE = CONTENT_V1;
  const PREVIEWED = CONTENT_V2;
  /** Built against a contract export this host lacks. */
  const UNRUNNABLE = CONTENT_V3;
  let root: string;
  let store: string;
  let server: Server;
  const url = (version: string) => `http://127.0.0.1:3004/versions/${version}/mf-manifest.json`;
  const inAnHour = () => new Date(Date.now() + 3_600_000);
  const linkFor = (version: string, expiresAt = inAnHour(), remote = 'content', issuedAt?: Date) =>
    signPreviewToken({ remote, version, expiresAt }, SECRET, issuedAt);

  /** A page (or /remotes.json) for a visitor: status, the remotes map, the headers, the page. */
  async function visit(pathname: string, cookie = `sf_rollout=${LIVE_VISITOR}`) {
    const res = await request(`${server.url}${pathname}`, {
      headers: { accept: 'text/html', ...(cookie && { cookie }) },
    });
    const remotes = pathname.startsWith('/remotes.json')
      ? JSON.parse(res.text)
      : JSON.parse(res.text.match(/window\.__STOREFRONT_REMOTES__=(\{[^<]*\});/)?.[1] ?? '{}');
    const notice = res.text.match(
      /<p role="status" id="storefront-preview-notice">([^<]*)<\/p>/,
    )?.[1];
    return { res, remotes: remotes as Record<string, string>, notice: notice ?? null };
  }
  const previewCookies = (res: { headers: http.IncomingHttpHeaders }) =>
    [res.headers['set-cookie'] ?? []].flat().filter((line) => line.startsWith('sf_preview_'));

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
    await writeFile(path.join(root, 'mf-manifest.json'), JSON.stringify({ id: 'host' }));
    store = await mkdtemp(path.join(tmpdir(), 'host-preview-store-'));
    await publishFixtureVersion(store, 'content', LIVE, ['@storefront/shared Button']);
    await publishFixtureVersion(store, 'content', PREVIEWED, ['@storefront/shared formatPrice']);
    await publishFixtureVersion(store, 'content', UNRUNNABLE, ['@storefront/shared bannerSuffix']);
    await publishFixtureVersion(store, 'catalog', CATALOG_V1, ['@storefront/shared Button']);
    await writeRegistry(store, {
      remotes: {
        content: { live: LIVE, canary: null, percent: 0, previous: [] },
        catalog: { live: CATALOG_V1, canary: null, percent: 0, previous: [] },
      },
    });
    server = await startServer(root, {
      CATALOG_PORT: '3101',
      DEPLOY_DIR: store,
      PREVIEW_LINK_SECRET: SECRET,
    });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(store, { recursive: true, force: true });
  });

  it('shows a valid link’s version to whoever opens it, on every page and in /remotes.json', async () => {
    const token = linkFor(PREVIEWED);
    const { res, remotes, notice } = await visit(`/?sf_preview=${token}`);
    assert.equal(res.status, 200);
    assert.equal(remotes.content, url(PREVIEWED));
    assert.equal(remotes.catalog, `http://127.0.0.1:3101/versions/${CATALOG_V1}/mf-manifest.json`);
    assert.match(
      notice ?? '',
      new RegExp(
        `^Preview: content ${PREVIEWED} until \\S+Z; other shoppers get the live version\\.$`,
      ),
    );
    assert.equal(res.headers['x-storefront-preview'], notice);
    const [cookie] = previewCookies(res);
    assert.match(
      cookie ?? '',
      new RegExp(
        `^sf_preview_content=${token.replaceAll('.', '\\.')}; Path=/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$`,
      ),
    );
    // The browser sends the cookie back: later pages and its remote loading keep the preview.
    const kept = `sf_rollout=${LIVE_VISITOR}; sf_preview_content=${token}`;
    assert.equal((await visit('/product/3', kept)).remotes.content, url(PREVIEWED));
    assert.equal((await visit('/remotes.json', kept)).remotes.content, url(PREVIEWED));
  });

  it('refuses an expired, tampered or other-remote link with a notice, and serves the live version', async () => {
    const [remote, , issued, expiry, signature] = linkFor(PREVIEWED).split('.');
    const refused: [string, string, string][] = [
      [
        `/?sf_preview=${linkFor(PREVIEWED, new Date(Date.now() - 1000))}`,
        `sf_rollout=${LIVE_VISITOR}`,
        'This preview link was refused: it expired at ',
      ],
      [
        `/?sf_preview=${[remote, UNRUNNABLE, issued, expiry, signature].join('.')}`,
        `sf_rollout=${LIVE_VISITOR}`,
        'This preview link was refused: its signature does not match (changed, or signed with another key); you see the live store.',
      ],
      [
        `/?sf_preview=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
        `sf_rollout=${LIVE_VISITOR}`,
        'This preview link was refused: it is not a preview link of this site; you see the live store.',
      ],
      [
        '/',
        `sf_rollout=${LIVE_VISITOR}; sf_preview_catalog=${linkFor(PREVIEWED)}`,
        'Your preview of catalog ended: it previews content, not catalog.',
      ],
    ];
    for (const [pathname, cookie, message] of refused) {
      const { res, remotes, notice } = await visit(pathname, cookie);
      assert.equal(res.status, 200, pathname);
      assert.equal(remotes.content, url(LIVE), pathname);
      assert.equal(
        remotes.catalog,
        `http://127.0.0.1:3101/versions/${CATALOG_V1}/mf-manifest.json`,
      );
      assert.ok(notice?.startsWith(message), `${pathname}: ${notice}`);
      assert.equal(res.headers['x-storefront-preview'], notice);
      // No preview cookie is set; a refused one is cleared.
      for (const line of previewCookies(res))
        assert.match(
          line,
          /^sf_preview_catalog=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT/,
        );
    }
  });

  it('answers hostile links and cookies with the live store, never a 5xx', async () => {
    const hostile: [string, string][] = [
      [`/?sf_preview=${'x'.repeat(6000)}`, `sf_rollout=${LIVE_VISITOR}`],
      ['/?sf_preview=', `sf_rollout=${LIVE_VISITOR}`],
      ['/?sf_preview=%E0%A4%A', `sf_rollout=${LIVE_VISITOR}`],
      ['/', `sf_rollout=${LIVE_VISITOR}; sf_preview_content=%ZZ%`],
      ['/', `sf_rollout=${LIVE_VISITOR}; sf_preview_=${linkFor(PREVIEWED)}`],
      ['/', `sf_rollout=${LIVE_VISITOR}; sf_preview_a%0D%0Ab=${linkFor(PREVIEWED)}`],
      ['/', `sf_rollout=${LIVE_VISITOR}; sf_preview_\u00e9=${linkFor(PREVIEWED)}`],
      ['/remotes.json?sf_preview=../../etc/passwd', `sf_preview_content="${'y'.repeat(3000)}"`],
    ];
    for (const [pathname, cookie] of hostile) {
      const { res, remotes, notice } = await visit(pathname, cookie);
      assert.equal(res.status, 200, `${pathname} ${cookie.slice(0, 80)}`);
      assert.equal(remotes.content, url(LIVE), pathname);
      // A cookie's name is never echoed unless it is a remote's name.
      assert.doesNotMatch(notice ?? '', /a%0D|\u00e9|preview of {2}/);
    }
  });

  it('refuses a version the live host cannot run, even from a valid link', async () => {
    const { res, remotes, notice } = await visit(`/?sf_preview=${linkFor(UNRUNNABLE)}`);
    assert.equal(res.status, 200);
    assert.equal(remotes.content, url(LIVE));
    assert.equal(
      notice,
      `The preview of content ${UNRUNNABLE} was refused: the live site cannot run it (or it is no longer published); you see the live version.`,
    );
  });

  it('refuses a revoked link from the next page on and clears its cookie; a later link works', async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const early = linkFor(PREVIEWED, inAnHour(), 'content', new Date((nowSeconds - 60) * 1000));
    const cookie = `sf_rollout=${LIVE_VISITOR}; sf_preview_content=${early}`;
    assert.equal((await visit('/', cookie)).remotes.content, url(PREVIEWED));
    // What `npm run remotes -- preview --revoke content <version>` writes.
    const registry = {
      remotes: {
        content: { live: LIVE, canary: null, percent: 0, previous: [] },
        catalog: { live: CATALOG_V1, canary: null, percent: 0, previous: [] },
      },
    };
    const before = nowSeconds - 30;
    await writeRegistry(store, {
      ...registry,
      previewsRevoked: [{ remote: 'content', version: PREVIEWED, before }],
    });
    try {
      const { res, remotes, notice } = await visit('/', cookie);
      assert.equal(remotes.content, url(LIVE));
      assert.equal(
        notice,
        `Your preview of content ended: it was revoked at ${new Date(before * 1000).toISOString()}.`,
      );
      assert.match(previewCookies(res)[0] ?? '', /^sf_preview_content=; Max-Age=0;/);
      // A link made after the revocation (a new one for the reviewers who still need it) works.
      const later = linkFor(PREVIEWED, inAnHour(), 'content', new Date((before + 1) * 1000));
      assert.equal((await visit(`/?sf_preview=${later}`)).remotes.content, url(PREVIEWED));
    } finally {
      await writeRegistry(store, registry);
    }
  });

  it('never gives the previewed version to a shopper without the link', async () => {
    // A previewer's visit first: nothing of it may reach the next shoppers (cache, rollout).
    await visit(`/?sf_preview=${linkFor(PREVIEWED)}`);
    for (let i = 0; i < 100; i++) {
      const visitor = Buffer.from(`visitor-${String(i).padStart(8, '0')}`).toString('base64url');
      for (const pathname of ['/', '/remotes.json']) {
        const { remotes, notice } = await visit(pathname, `sf_rollout=${visitor}`);
        assert.equal(remotes.content, url(LIVE), `${visitor} ${pathname}`);
        assert.equal(notice, null);
      }
    }
  });

  it('refuses every link while the server has no PREVIEW_LINK_SECRET', async () => {
    const plain = await startServer(root, { CATALOG_PORT: '3101', DEPLOY_DIR: store });
    try {
      const res = await request(`${plain.url}/?sf_preview=${linkFor(PREVIEWED)}`, {
        headers: { cookie: `sf_rollout=${LIVE_VISITOR}` },
      });
      assert.equal(res.status, 200);
      assert.ok(res.text.includes(url(LIVE)));
      assert.ok(!res.text.includes(url(PREVIEWED)));
      assert.equal(
        res.headers['x-storefront-preview'],
        'This site takes no preview links; you see the live store.',
      );
    } finally {
      await plain.stop();
    }
  });
});

describe('a remote published and promoted after the host was built (decision 0963)', () => {
  const WISHLIST_V1 = '20261129100000-abcdef0';
  let root: string;
  let store: string;
  let server: Server;

  /** The route table and remotes map a page carries. */
  async function pageOf(pathname: string) {
    const res = await request(`${server.url}${pathname}`);
    assert.equal(res.status, 200);
    const routes = res.text.match(/window\.__STOREFRONT_ROUTES__=(\{[^<]*?\});window/);
    const remotes = res.text.match(/window\.__STOREFRONT_REMOTES__=(\{[^<]*?\});<\/script>/);
    assert.ok(routes && remotes, res.text);
    return {
      routes: JSON.parse(routes[1]!) as {
        routes: Array<{ path: string; remote: string; access: string }>;
        nav: unknown[];
      },
      remotes: JSON.parse(remotes[1]!) as Record<string, string>,
    };
  }

  before(async () => {
    root = await createFixtureDist();
    store = await mkdtemp(path.join(tmpdir(), 'fifth-remote-store-'));
    const directory = path.join(store, 'wishlist', WISHLIST_V1);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, 'mf-manifest.json'), '{"id":"wishlist"}');
    await writeFile(path.join(directory, HASHED_CHUNK), BIG_SCRIPT);
    await writeFile(
      path.join(directory, 'deployment.json'),
      JSON.stringify({
        version: WISHLIST_V1,
        remote: 'wishlist',
        routes: {
          serverRendered: false,
          routes: [
            { path: '/wishlist', access: 'login' },
            { path: '/wishlist/shared/:id', access: 'public', idParam: 'id' },
          ],
          nav: [{ label: 'Wishlist', path: '/wishlist' }],
        },
      }),
    );
    await writeRegistry(store, { remotes: {} });
    server = await startServer(root, { DEPLOY_DIR: store });
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
    await rm(store, { recursive: true, force: true });
  });

  it('serves its pages, access and nav entry from the next request after the promote, without a restart', async () => {
    const before = await pageOf('/wishlist');
    assert.equal(before.remotes.wishlist, undefined);
    assert.equal(
      before.routes.routes.some((route) => route.path === '/wishlist'),
      false,
    );

    await writeRegistry(store, {
      remotes: { wishlist: { live: WISHLIST_V1, canary: null, percent: 0, previous: [] } },
    });
    const after = await pageOf('/wishlist');
    assert.equal(
      after.remotes.wishlist,
      `http://127.0.0.1:3000/remotes/wishlist/versions/${WISHLIST_V1}/mf-manifest.json`,
    );
    assert.deepEqual(
      after.routes.routes.filter((route) => route.remote === 'wishlist'),
      [
        { path: '/wishlist', remote: 'wishlist', access: 'login' },
        { path: '/wishlist/shared/:id', remote: 'wishlist', access: 'public', idParam: 'id' },
      ],
    );
    assert.deepEqual(after.routes.nav, [
      { label: 'Wishlist', path: '/wishlist', remote: 'wishlist' },
    ]);
    // The built-in remotes keep their routes and access as before.
    assert.deepEqual(
      after.routes.routes.find((route) => route.path === '/orders/:orderId'),
      { path: '/orders/:orderId', remote: 'account', access: 'login-no-guest' },
    );
    // 28 of SPEC, 6 of issue 40 (quick order, stock-alert links, job lists, RMA slip), 2 new.
    assert.equal(after.routes.routes.length, 34 + 2);
  });

  it("serves the version's files from the store on the shell's origin, never its record", async () => {
    const base = `${server.url}/remotes/wishlist/versions/${WISHLIST_V1}`;
    const manifest = await request(`${base}/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.text, '{"id":"wishlist"}');
    assert.equal((await request(`${base}/${HASHED_CHUNK}`)).status, 200);
    for (const hostile of [
      `${base}/deployment.json`,
      `${base}/missing.js`,
      `${server.url}/remotes/wishlist/versions/latest/mf-manifest.json`,
      `${server.url}/remotes/wishlist/versions/${WISHLIST_V1}/..%2f..%2fregistry.json`,
      `${server.url}/remotes/..%2f/versions/${WISHLIST_V1}/mf-manifest.json`,
    ]) {
      const res = await request(hostile);
      assert.equal(res.status, 404, hostile);
    }
  });
});
