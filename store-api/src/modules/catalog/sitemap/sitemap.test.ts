import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  describeOnEachDatabase,
  getJson,
  TEST_PRODUCTS_PER_STORE,
} from '../../../testing/test-app.js';

type Entries = {
  data: {
    website: string | null;
    productIds: number[];
    categoryIds: number[];
    brandIds: number[];
    modelIds: number[];
  };
};

const WEBSITES: Record<string, string> = {
  default: 'https://www.summitpartsandtools.com',
  hvac: 'https://www.comfortairhvacsupply.com',
  parts: 'https://www.gulfcoastpartsdepot.com',
};

describeOnEachDatabase('GET /sitemap-entries', (context) => {
  it("gives each store's canonical address and its own product, category and brand ids, ascending", async () => {
    const { app, db } = context();
    const seen = new Set<number>();
    for (const storeId of ['default', 'hvac', 'parts']) {
      const { status, body } = await getJson<Entries>(app, '/sitemap-entries', storeId);
      assert.equal(status, 200);
      const { website, productIds, categoryIds, brandIds, modelIds } = body.data;
      assert.equal(website, WEBSITES[storeId]);
      assert.equal(productIds.length, TEST_PRODUCTS_PER_STORE);
      assert.ok(brandIds.length >= 35, `${storeId} lists ${brandIds.length} brands`);
      // The seed's models: 24 in the default and HVAC stores; in the parts store 30, then its 57
      // vehicles and 34 more outboards.
      assert.deepEqual(
        modelIds,
        { default: range(1, 24), hvac: range(25, 48), parts: range(49, 169) }[storeId],
      );
      for (const list of [productIds, categoryIds, brandIds]) {
        assert.deepEqual(
          list,
          [...list].sort((a, b) => a - b),
        );
      }
      for (const id of productIds) {
        assert.ok(!seen.has(id), `product ${id} is listed for two stores`);
        seen.add(id);
      }
      const ownCategories = await db
        .selectFrom('categories')
        .select('id')
        .where('store_id', '=', storeId)
        .orderBy('id')
        .execute();
      assert.deepEqual(
        categoryIds,
        ownCategories.map((row) => row.id),
      );
    }
  });

  it('leaves out a product taken off sale', async () => {
    const { app, db } = context();
    const before = await getJson<Entries>(app, '/sitemap-entries', 'parts');
    const [offSale] = before.body.data.productIds;
    assert.ok(offSale !== undefined);
    await db.updateTable('products').set({ is_active: false }).where('id', '=', offSale).execute();
    try {
      app.catalogCache.invalidate('parts');
      const after = await getJson<Entries>(app, '/sitemap-entries', 'parts');
      assert.equal(after.body.data.productIds.length, TEST_PRODUCTS_PER_STORE - 1);
      assert.ok(!after.body.data.productIds.includes(offSale));
    } finally {
      await db.updateTable('products').set({ is_active: true }).where('id', '=', offSale).execute();
      app.catalogCache.invalidate('parts');
    }
  });

  it('refuses a request without a known store', async () => {
    const { status, body } = await getJson<{ error: string }>(
      context().app,
      '/sitemap-entries',
      'nowhere',
    );
    assert.equal(status, 400);
    assert.match(body.error, /^Unknown store "nowhere" in X-Store-ID header/);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
