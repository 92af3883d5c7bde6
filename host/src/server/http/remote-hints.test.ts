// The host's preload hints when the catalog's manifest cannot be read for a moment: a page then
// goes out with the manifest hint alone, and the pages a second later have every script again.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';

import { createRemoteHints } from './remote-hints';

const MANIFEST_URL = 'http://localhost:3101/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.1a2b.js'], async: [] } } }],
};
const SCRIPT_HINTS = [
  'http://localhost:3101/remoteEntry.js',
  'http://localhost:3101/routes.1a2b.js',
];

/** The script URLs a page's hints name. */
function hintedScripts(tags: string) {
  return [...tags.matchAll(/as="script" fetchpriority="low" href="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

/** A catalog whose next answers are `outcomes` in turn ('slow' throws as a timed-out read does). */
function catalogAnswering(...outcomes: string[]) {
  const reads: unknown[] = [];
  const fetchImpl = async (url: unknown) => {
    reads.push(url);
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'slow') throw new DOMException('The operation timed out.', 'TimeoutError');
    if (outcome === 'missing') return new Response('Not found', { status: 404 });
    return Response.json(MANIFEST);
  };
  return { fetchImpl, reads };
}

describe('remote hints', () => {
  beforeEach(() => mock.timers.enable({ apis: ['Date'], now: 1_000_000 }));
  afterEach(() => mock.timers.reset());

  it('reads the manifest once for the pages of five seconds', async () => {
    const catalog = catalogAnswering('ok');
    const hints = createRemoteHints(catalog.fetchImpl as typeof fetch);
    assert.deepEqual(hintedScripts(await hints.tagsFor({ catalog: MANIFEST_URL })), SCRIPT_HINTS);
    mock.timers.tick(4000);
    assert.deepEqual(hintedScripts(await hints.tagsFor({ catalog: MANIFEST_URL })), SCRIPT_HINTS);
    assert.equal(catalog.reads.length, 1);
  });

  for (const failure of ['slow', 'missing']) {
    it(`after a ${failure} manifest, reads it again for the first page a second later`, async () => {
      const catalog = catalogAnswering(failure, 'ok');
      const hints = createRemoteHints(catalog.fetchImpl as typeof fetch);
      const first = await hints.tagsFor({ catalog: MANIFEST_URL });
      assert.deepEqual(hintedScripts(first), []);
      assert.match(
        first,
        /as="fetch" crossorigin fetchpriority="low" href="http:\/\/localhost:3101\/mf-manifest.json"/,
      );

      // Within the second, pages go out as the first did and the catalog is not asked again.
      mock.timers.tick(500);
      assert.deepEqual(hintedScripts(await hints.tagsFor({ catalog: MANIFEST_URL })), []);
      assert.equal(catalog.reads.length, 1);

      mock.timers.tick(600);
      assert.deepEqual(hintedScripts(await hints.tagsFor({ catalog: MANIFEST_URL })), SCRIPT_HINTS);
      assert.equal(catalog.reads.length, 2);
    });
  }

  it('reads a failed manifest again once for pages asked for at the same moment', async () => {
    const catalog = catalogAnswering('slow', 'ok');
    const hints = createRemoteHints(catalog.fetchImpl as typeof fetch);
    await hints.tagsFor({ catalog: MANIFEST_URL });
    mock.timers.tick(1100);
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => hints.tagsFor({ catalog: MANIFEST_URL })),
    );
    for (const tags of pages) assert.deepEqual(hintedScripts(tags), SCRIPT_HINTS);
    assert.equal(catalog.reads.length, 2);
  });

  it('asks a catalog that stays down once a second, not once a page', async () => {
    const catalog = catalogAnswering('slow', 'slow', 'slow', 'slow');
    const hints = createRemoteHints(catalog.fetchImpl as typeof fetch);
    for (let page = 0; page < 30; page += 1) {
      assert.deepEqual(hintedScripts(await hints.tagsFor({ catalog: MANIFEST_URL })), []);
      mock.timers.tick(100);
    }
    assert.equal(catalog.reads.length, 3);
  });

  it('hints nothing for a remotes map without the catalog', async () => {
    const catalog = catalogAnswering();
    const hints = createRemoteHints(catalog.fetchImpl as typeof fetch);
    assert.equal(await hints.tagsFor({ content: 'http://localhost:3104/mf-manifest.json' }), '');
    assert.equal(catalog.reads.length, 0);
  });
  it("hints the scripts of another remote's module the page was rendered with (the product page's Add to Cart)", async () => {
    const CART_MANIFEST_URL = 'http://localhost:3102/mf-manifest.json';
    const cartManifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './AddToCart', assets: { js: { sync: ['add-to-cart.9f8e.js'], async: [] } } },
        { path: './routes', assets: { js: { sync: ['routes.7c6d.js'], async: [] } } },
      ],
    };
    const reads: unknown[] = [];
    const fetchImpl = async (url: unknown) => {
      reads.push(url);
      return Response.json(String(url).includes(':3102') ? cartManifest : MANIFEST);
    };
    const hints = createRemoteHints(fetchImpl as typeof fetch);

    const tags = await hints.tagsFor({ catalog: MANIFEST_URL, cartCheckout: CART_MANIFEST_URL }, [
      ['catalog', './routes'],
      ['cartCheckout', './AddToCart'],
    ]);

    assert.deepEqual(hintedScripts(tags), [
      ...SCRIPT_HINTS,
      'http://localhost:3102/remoteEntry.js',
      'http://localhost:3102/add-to-cart.9f8e.js',
    ]);
    assert.match(
      tags,
      /as="fetch" crossorigin fetchpriority="low" href="http:\/\/localhost:3102\/mf-manifest.json"/,
    );
    // A page without the widget does not hint the cart remote.
    assert.deepEqual(
      hintedScripts(
        await hints.tagsFor({ catalog: MANIFEST_URL, cartCheckout: CART_MANIFEST_URL }),
      ),
      SCRIPT_HINTS,
    );
    assert.equal(reads.length, 2);
  });
});

describe('the preload hint of a remote entry with a published hash', () => {
  it('asks for it as the integrity plugin will: a CORS request with that integrity', async () => {
    const hash = 'sha384-97Id47UXLNYp+dUtrSKqVUI5mKl1M0wG96DtExai2ROLyEr784koMMELU4uhacR9';
    const hints = createRemoteHints(async () => new Response(JSON.stringify(MANIFEST)));
    const tags = await hints.tagsFor({ catalog: MANIFEST_URL }, [], {
      'http://localhost:3101/remoteEntry.js': hash,
    });
    assert.ok(
      tags.includes(
        `<link rel="preload" as="script" crossorigin integrity="${hash}" fetchpriority="low" href="http://localhost:3101/remoteEntry.js">`,
      ),
      tags,
    );
    // Its chunks are loaded by the remote's own webpack runtime: plain, as before.
    assert.deepEqual(hintedScripts(tags), ['http://localhost:3101/routes.1a2b.js']);
  });
});
