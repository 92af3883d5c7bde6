import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';

import { readHealth } from '@storefront/static-server/deployment';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { createServerRender, injectServerRender, serverEntriesOf } from './server-render';

// A CommonJS build plugin (build/), loaded as the host's server build loads it.
const { createServerFetchLimitPlugin } = createRequire(import.meta.url)(
  '../../../../build/server-fetch-limit-plugin.cjs',
) as {
  createServerFetchLimitPlugin: (limitMs: number) => {
    fetch: (url: string, init: object) => Promise<Response>;
  };
};

const INDEX_HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id=root></div></body></html>';

describe('a server-rendered page in index.html', () => {
  it('fills the minified mount point and gives the styles and the state the nonce', () => {
    const state = { storeId: 'hvac', note: '</script><script>alert(1)</script>' };
    const html = injectServerRender(
      INDEX_HTML,
      {
        html: '<h1>Detail Sander</h1>',
        styleTags: '<style data-styled="true" data-styled-version="6">.a{color:red}</style>',
        state,
        head: {
          title: 'Detail Sander | Summit Parts &amp; Tools',
          head: '<meta name="description" content="Costs $& and $1" data-storefront-meta>',
        },
      },
      'n0nce',
    );
    assert.match(html, /<title>Detail Sander \| Summit Parts &amp; Tools<\/title>/);
    assert.doesNotMatch(html, /<title>t<\/title>/);
    assert.match(html, /content="Costs \$& and \$1"/, 'replacement patterns are written as text');
    assert.match(
      html,
      /<div id="root"><h1>Detail Sander<\/h1><\/div><div id="root-parsed" hidden><\/div>/,
    );
    assert.match(html, /<style nonce="n0nce" data-styled="true"/);
    // The page's area is hidden until the marker after it is parsed, under the nonce.
    assert.match(
      html,
      /<style nonce="n0nce">html:not\(\[data-interactive\]\) #root:not\(:has\(\+ #root-parsed\)\)\{visibility:hidden\}<\/style>/,
    );
    assert.match(
      html,
      /<script type="application\/json" id="storefront-server-render" nonce="n0nce">\{"storeId":"hvac"/,
    );
    assert.doesNotMatch(html, /<\/script><script>alert/, 'state cannot close its script tag');
    // The script that holds presses until the page hydrates runs under the nonce, in <head>.
    assert.match(
      html,
      /<script nonce="n0nce">\(\(\)=>\{[^<]*__STOREFRONT_HELD_PRESSES__[^<]*<\/script><\/head>/,
    );
  });

  it("drops the host's start-up script preloads and keeps every other hint", () => {
    const withHints = INDEX_HTML.replace(
      '</title>',
      '</title><link rel=preload as=script href=/262.94b6b3d9.js fetchpriority=low data-startup-preload>' +
        '<link rel="preload" as="script" fetchpriority="low" href="http://localhost:3001/remoteEntry.js">' +
        '<link rel=preload as=script href=/54.c8474e5a.js fetchpriority=low data-startup-preload>',
    );
    const html = injectServerRender(
      withHints,
      { html: '<h1>Brands</h1>', styleTags: '', state: { storeId: 'default' } },
      'n0nce',
    );
    assert.doesNotMatch(html, /262\.94b6b3d9\.js|54\.c8474e5a\.js/);
    assert.match(
      html,
      /<link rel="preload" as="script" fetchpriority="low" href="http:\/\/localhost:3001\/remoteEntry.js">/,
    );
    assert.match(html, /<div id="root"><h1>Brands<\/h1><\/div>/);
  });

  it("marks <html> before it is painted when this store's cart is saved, by the key the cart reads", () => {
    const html = injectServerRender(
      INDEX_HTML,
      { html: '<h1>Shopping Cart</h1>', styleTags: '', state: { storeId: 'hvac' } },
      'n0nce',
    );
    const script = /<script nonce="n0nce">([^<]*)<\/script><\/head>/.exec(html)?.[1] ?? '';
    /** Runs the head's script in a page whose storage holds `saved`; the attributes it set. */
    const marksOf = (saved: Record<string, string>) => {
      const attributes: string[] = [];
      runInNewContext(script, {
        window: {},
        document: {
          addEventListener: () => undefined,
          documentElement: { setAttribute: (name: string) => attributes.push(name) },
        },
        localStorage: { getItem: (key: string) => saved[key] ?? null },
      });
      return attributes;
    };
    const line = '[{"id":1,"qty":1}]';
    assert.deepEqual(marksOf({}), []);
    assert.deepEqual(marksOf({ cart: line }), ['data-saved-cart']);
    assert.deepEqual(marksOf({ 'store-id': 'hvac', cart: line }), ['data-saved-cart']);
    // `cart` is another store's (the last used): this store's own copy decides.
    assert.deepEqual(marksOf({ 'store-id': 'default', cart: line }), []);
    assert.deepEqual(marksOf({ 'store-id': 'default', cart: line, hvac_cart: line }), [
      'data-saved-cart',
    ]);
  });

  it("names each remote version's server entry beside its manifest, on an address Node reaches", () => {
    assert.deepEqual(
      serverEntriesOf({
        catalog: 'http://hvac.localhost:3001/versions/20261125010945-c545cab/mf-manifest.json',
        content: 'https://content.example.com/mf-manifest.json',
      }),
      {
        catalog: 'http://localhost:3001/versions/20261125010945-c545cab/server/remoteEntry.js',
        content: 'https://content.example.com/server/remoteEntry.js',
      },
    );
  });
});

/** A host build whose server render is a stand-in: it echoes what it was asked, or throws. */
async function createHostDist({ withServerBuild }: { withServerBuild: boolean }) {
  const root = await mkdtemp(path.join(tmpdir(), 'server-render-'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  if (!withServerBuild) return root;
  await mkdir(path.join(root, 'server'));
  await writeFile(
    path.join(root, 'server', 'render-page.js'),
    `let renders = 0;
    exports.renderPage = async (request) => {
      renders += 1;
      if (request.url === '/broken') throw new Error('the render failed');
      if (request.url.startsWith('/slow/')) await new Promise((resolve) => setTimeout(resolve, 200));
      if (request.url === '/cart') return { rendered: false, reason: 'not a server-rendered page' };
      return {
        rendered: true,
        status: request.url === '/nope' ? 404 : 200,
        complete: request.url !== '/partial',
        html: '<h1>' + request.url + ' on ' + request.hostname + '</h1><p>' + request.serverEntries.catalog + '</p><p>render ' + renders + '</p>',
        styleTags: '<style data-styled="true">h1{color:red}</style>',
        state: { storeId: request.hostname, apiState: {}, modules: [] },
        // A catalog version ending in -fffffff has a server build that does not load.
        loads: { catalog: !String(request.serverEntries.catalog).includes('-fffffff/') },
      };
    };`,
  );
  return root;
}

interface Page {
  status: number | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html', ...headers } }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

describe("the host's server with a server build", () => {
  const servers: { url: string; stop: () => Promise<unknown> }[] = [];
  const logged: string[] = [];
  async function start(root: string) {
    const app = await createHostServer({
      root,
      config: readHostServerConfig({
        DEPLOY_DIR: path.join(tmpdir(), 'server-render-no-store'),
        CATALOG_PORT: '3001',
      }),
      fetchImpl: async () => new Response('{}', { status: 404 }),
      log: (line) => logged.push(line),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const server = { url: `http://127.0.0.1:${port}`, stop: () => app.close() };
    servers.push(server);
    return server;
  }
  let rendering: { url: string };
  let plain: { url: string };
  before(async () => {
    rendering = await start(await createHostDist({ withServerBuild: true }));
    plain = await start(await createHostDist({ withServerBuild: false }));
  });
  after(() => Promise.all(servers.map((server) => server.stop())));

  it("sends the page rendered for the store of the Host header, with the shopper's remote versions", async () => {
    const page = await get(`${rendering.url}/product/12`, { host: 'hvac.localhost' });
    assert.equal(page.status, 200);
    assert.match(
      page.body,
      /<div id="root"><h1>\/product\/12 on hvac\.localhost<\/h1><p>http:\/\/localhost:3001\/server\/remoteEntry\.js<\/p><p>render \d+<\/p><\/div>/,
    );
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    assert.ok(nonce, 'the page has a nonce');
    assert.match(page.body, new RegExp(`<style nonce="${nonce!.replace(/[+/]/g, '\\$&')}"`));
    assert.match(
      page.body,
      /id="storefront-server-render" nonce="[^"]+">\{"storeId":"hvac.localhost"/,
    );
  });

  it('renders a page once for a burst of shoppers of one store, and a partial page every time', async () => {
    const renderNumber = async (path: string, hostname = 'localhost') =>
      /render (\d+)/.exec((await get(`${rendering.url}${path}`, { host: hostname })).body)?.[1];
    const [first, second] = await Promise.all([renderNumber('/brands'), renderNumber('/brands')]);
    assert.ok(first);
    assert.equal(second, first, 'the second shopper got the same render');
    assert.equal(await renderNumber('/brands'), first, 'and so does the next, within seconds');
    assert.notEqual(
      await renderNumber('/brands', 'hvac.localhost'),
      first,
      'another store renders its own',
    );
    const partial = await renderNumber('/partial');
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.notEqual(await renderNumber('/partial'), partial, 'a partial page is not kept');
  });

  it('answers with the status of the render: 404 for a page that shows nothing that exists, each time', async () => {
    for (const attempt of ['rendered', 'cached']) {
      const page = await get(`${rendering.url}/nope`);
      assert.equal(page.status, 404, attempt);
      assert.match(page.body, /<div id="root"><h1>\/nope on 127\.0\.0\.1<\/h1>/, attempt);
    }
  });

  it('sends the shell as before for a page not rendered on the server', async () => {
    const page = await get(`${rendering.url}/cart`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id=root><\/div>/);
    assert.doesNotMatch(page.body, /storefront-server-render/);
  });

  it('answers 200 with the shell when the render throws, and logs why', async () => {
    const page = await get(`${rendering.url}/broken`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id=root><\/div>/);
    assert.ok(
      logged.some((line) =>
        /server render of \/broken failed: Error: the render failed/.test(line),
      ),
    );
  });

  it('answers with the shell when the build has no server render', async () => {
    const page = await get(`${plain.url}/product/12`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<div id=root><\/div>/);
  });
});

describe('a remote version that fails in the server render', () => {
  const V1 = '20261124100000-aaaaaaa';
  const V2 = '20261124110000-bbbbbbb';
  const BROKEN = '20261124120000-fffffff';

  it('is recorded broken, and the page is rendered with and loads the newest version known healthy', async () => {
    const store = await mkdtemp(path.join(tmpdir(), 'server-render-store-'));
    for (const version of [V1, V2, BROKEN]) {
      await mkdir(path.join(store, 'catalog', version), { recursive: true });
      await writeFile(
        path.join(store, 'catalog', version, 'deployment.json'),
        JSON.stringify({
          version,
          remote: 'catalog',
          requires: {
            contract: {
              package: '@storefront/shared',
              version: '5.0.0',
              range: '^5.0.0',
              imports: [],
            },
            singletons: {},
          },
        }),
      );
    }
    await writeFile(
      path.join(store, 'registry.json'),
      JSON.stringify({
        remotes: { catalog: { live: BROKEN, canary: null, percent: 0, previous: [V2, V1] } },
      }),
    );
    // V2 failed before (its code threw), V1 rendered.
    await mkdir(path.join(store, 'health'));
    for (const [version, state] of [
      [V2, 'broken'],
      [V1, 'healthy'],
    ]) {
      await writeFile(
        path.join(store, 'health', `catalog@${version}.json`),
        JSON.stringify({ state, at: '2026-11-28T23:00:00.000Z', reason: state }),
      );
    }
    const root = await createHostDist({ withServerBuild: true });
    const lines: string[] = [];
    const app = await createHostServer({
      root,
      config: readHostServerConfig({ DEPLOY_DIR: store, CATALOG_PORT: '3001' }),
      fetchImpl: async () => new Response('{}', { status: 404 }),
      log: (line) => lines.push(line),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      for (const attempt of ['first', 'second']) {
        const page = await get(`http://127.0.0.1:${port}/product/12`);
        assert.equal(page.status, 200);
        assert.match(
          page.body,
          new RegExp(`<p>http://127.0.0.1:3001/versions/${V1}/server/remoteEntry\\.js</p>`),
          attempt,
        );
        const remotes = /window\.__STOREFRONT_REMOTES__=(\{[^<]*?\});/.exec(page.body)?.[1];
        assert.equal(
          JSON.parse(remotes ?? '{}').catalog,
          `http://127.0.0.1:3001/versions/${V1}/mf-manifest.json`,
          attempt,
        );
        assert.match(page.body, /window\.__STOREFRONT_REMOTE_FALLBACKS__=\{\};/, attempt);
      }
      const health = readHealth(store);
      assert.equal(health.of('catalog', BROKEN)?.state, 'broken');
      assert.equal(health.of('catalog', V1)?.state, 'healthy');
      assert.deepEqual(
        lines
          .filter((line) => line.includes('remote-health'))
          .map((line) => JSON.parse(line).version),
        [BROKEN],
        'one line for the change, none for what the store already said',
      );
    } finally {
      await app.close();
      await rm(store, { recursive: true, force: true });
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe("a remote server build's chunk requests", () => {
  it('give up on a remote that never answers, and still fetch from one that does', async () => {
    const server = http.createServer((request, response) => {
      // /hung holds the request open; anything else answers at once.
      if (request.url !== '/hung') response.end('chunk source');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const plugin = createServerFetchLimitPlugin(200);
      const started = Date.now();
      await assert.rejects(plugin.fetch(`${base}/hung`, {}), { name: 'TimeoutError' });
      const waited = Date.now() - started;
      assert.ok(waited >= 190 && waited < 2000, `gave up after ${waited} ms`);
      assert.equal(await (await plugin.fetch(`${base}/chunk.js`, {})).text(), 'chunk source');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the server render budget', () => {
  let rootDir: string;
  before(async () => {
    rootDir = await createHostDist({ withServerBuild: true });
  });
  const pageRequest = (url: string, clientAddress: string) => ({
    url,
    hostname: 'localhost',
    env: { apiBaseUrl: 'http://localhost:4000' },
    remotes: {},
    nonce: 'n',
    clientAddress,
  });

  it("leaves the pages of a client over its renders this minute to the browser, says so once, and renders others'", async () => {
    const logged: string[] = [];
    const server = createServerRender({
      rootDir,
      cacheMs: 0,
      rendersPerMinute: 2,
      log: (line) => logged.push(line),
    });
    const rendered = async (url: string, client: string) =>
      (await server.render(pageRequest(url, client))) !== null;
    assert.deepEqual(
      [
        await rendered('/product/1', '203.0.113.7'),
        await rendered('/product/2', '203.0.113.7'),
        await rendered('/product/3', '203.0.113.7'),
        await rendered('/product/4', '203.0.113.7'),
        await rendered('/product/5', '198.51.100.2'),
      ],
      [true, true, false, false, true],
    );
    assert.deepEqual(logged, [
      'server render: 203.0.113.7 asked for over 2 renders in a minute; its pages render in the browser',
    ]);
  });

  it('gives a cached page to a client over its renders: it costs no render', async () => {
    const server = createServerRender({ rootDir, cacheMs: 60_000, rendersPerMinute: 1, log() {} });
    const first = await server.render(pageRequest('/product/7', '203.0.113.9'));
    const again = await server.render(pageRequest('/product/7', '203.0.113.9'));
    assert.ok(first && again);
    assert.equal(again.html, first.html);
    assert.equal(await server.render(pageRequest('/product/8', '203.0.113.9')), null);
  });

  it('leaves a page to the browser while every render slot is taken, and renders once one is free', async () => {
    const server = createServerRender({
      rootDir,
      cacheMs: 0,
      rendersInFlight: 2,
      rendersPerMinute: 0,
      log() {},
    });
    const burst = await Promise.all(
      ['/slow/1', '/slow/2', '/slow/3'].map((url) => server.render(pageRequest(url, '192.0.2.1'))),
    );
    assert.deepEqual(
      burst.map((page) => page !== null),
      [true, true, false],
    );
    assert.notEqual(await server.render(pageRequest('/slow/4', '192.0.2.1')), null);
  });
});
