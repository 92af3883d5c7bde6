import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { createSitemapEntries, pagePaths, robotsTxt, sitemapFile } from './sitemap';

const ORIGIN = 'http://hvac.localhost:3000';
const SITE = 'https://www.comfortairhvacsupply.com';
const AT = { site: SITE, origin: ORIGIN };

describe('sitemap files', () => {
  it('lists the content pages, then categories, brands, equipment models and products', () => {
    const paths = pagePaths({ productIds: [7, 9], categoryIds: [3], brandIds: [5], modelIds: [2] });
    assert.deepEqual(paths.slice(0, 3), ['/', '/product', '/categories']);
    assert.ok(paths.includes('/privacy-policy'));
    assert.ok(paths.includes('/models'));
    assert.deepEqual(paths.slice(-5), [
      '/categories/3',
      '/brands/5',
      '/models/2',
      '/product/7',
      '/product/9',
    ]);
    assert.equal(paths.length, 17);
  });

  it("writes one url set under the store's canonical address while the URLs fit in one file", () => {
    const xml = sitemapFile(AT, ['/', '/product/7', '/brands/5'], 0, 3);
    assert.equal(
      xml,
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://www.comfortairhvacsupply.com/</loc></url>\n' +
        '<url><loc>https://www.comfortairhvacsupply.com/product/7</loc></url>\n' +
        '<url><loc>https://www.comfortairhvacsupply.com/brands/5</loc></url>\n' +
        '</urlset>\n',
    );
    assert.equal(sitemapFile(AT, ['/'], 1, 3), null, 'no numbered files then');
  });

  it('past the per-file limit, makes sitemap.xml an index of numbered files, at the address asked, that hold every URL once', () => {
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'];
    assert.equal(
      sitemapFile(AT, paths, 0, 3),
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>http://hvac.localhost:3000/sitemap-1.xml</loc></sitemap>\n' +
        '<sitemap><loc>http://hvac.localhost:3000/sitemap-2.xml</loc></sitemap>\n' +
        '<sitemap><loc>http://hvac.localhost:3000/sitemap-3.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
    const locs = (xml: string | null) =>
      [...String(xml).matchAll(/<loc>https:\/\/www\.comfortairhvacsupply\.com(.*?)<\/loc>/g)].map(
        (m) => m[1],
      );
    assert.deepEqual(locs(sitemapFile(AT, paths, 1, 3)), ['/a', '/b', '/c']);
    assert.deepEqual(locs(sitemapFile(AT, paths, 3, 3)), ['/g']);
    assert.equal(sitemapFile(AT, paths, 4, 3), null);
  });

  it('keeps crawlers out of the cart, checkout and account pages and names the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    assert.match(robots, /^User-agent: \*$/m);
    for (const page of ['/cart', '/checkout', '/login', '/profile', '/orders']) {
      assert.match(robots, new RegExp(`^Disallow: ${page}$`, 'm'));
    }
    assert.doesNotMatch(robots, /^Disallow: \/product/m);
    assert.match(robots, /^Sitemap: http:\/\/hvac\.localhost:3000\/sitemap\.xml$/m);
  });
});

describe('sitemap entries from the store API', () => {
  const answer = { data: { website: SITE, productIds: [1], categoryIds: [2], brandIds: [3] } };

  it("asks once per store within the reuse time, with the store's header", async () => {
    const calls: [string, string | undefined][] = [];
    let clock = 0;
    const entries = createSitemapEntries({
      apiBaseUrl: 'http://localhost:4555',
      ttlMs: 1000,
      now: () => clock,
      fetchImpl: async (url, init) => {
        calls.push([String(url), (init?.headers as Record<string, string>)['x-store-id']]);
        return Response.json(answer);
      },
    });
    assert.deepEqual(await entries.forStore('hvac'), answer.data);
    await entries.forStore('hvac');
    await entries.forStore('parts');
    clock = 1001;
    await entries.forStore('hvac');
    assert.deepEqual(calls, [
      ['http://localhost:4555/store-api/sitemap-entries', 'hvac'],
      ['http://localhost:4555/store-api/sitemap-entries', 'parts'],
      ['http://localhost:4555/store-api/sitemap-entries', 'hvac'],
    ]);
  });

  it('does not keep a failed answer: the next request asks again', async () => {
    let status = 503;
    const entries = createSitemapEntries({
      apiBaseUrl: 'http://localhost:4555',
      fetchImpl: async () =>
        status === 200 ? Response.json(answer) : new Response('', { status }),
    });
    await assert.rejects(entries.forStore('hvac'), /the store API answered 503/);
    status = 200;
    assert.deepEqual(await entries.forStore('hvac'), answer.data);
  });
});
