// A search's counts (its total, the filter panel's facets, the category and brand strips) are
// kept a few seconds, and a catalogue change the API makes (a checkout taking stock, a price
// change through the operator API) forgets them at once. The response cache is off here, so the
// answers come from the products repository. Seeded HVAC store: 9 capacitors, 8 of them in
// stock, priced 12.99 to 51.99, all in the one category Capacitors.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Product, ProductFacets } from '@storefront/contract';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';

type Facets = { data: ProductFacets };
type ProductList = { data: Product[]; total: number };
type Strip = { data: { id: number; name: string; productCount?: number; count?: number }[] };

describeOnEachDatabase(
  'kept search counts',
  (context) => {
    it('answers the same counts until the catalogue changes, then the new ones', async () => {
      const { app, db } = context();
      const facets = async () =>
        (await getJson<Facets>(app, '/products/facets?search=capacitor')).body.data;
      const before = await facets();
      assert.equal(before.total, 9);
      assert.equal(before.inStock, 8);
      assert.deepEqual(before.price, { min: 12.99, max: 51.99 });

      const { body: list } = await getJson<ProductList>(
        app,
        '/products?search=capacitor&limit=100',
      );
      const dearest = list.data.find((product) => product.price === 51.99);
      const inStock = list.data.find((product) => product.inStock && product !== dearest);
      assert.ok(dearest && inStock);
      const [stock] = await db
        .selectFrom('inventory')
        .select('total_on_hand')
        .where('store_id', '=', 'hvac')
        .where('sku', '=', inStock.sku)
        .execute();
      await db
        .updateTable('inventory')
        .set({ total_on_hand: 0 })
        .where('store_id', '=', 'hvac')
        .where('sku', '=', inStock.sku)
        .execute();
      await db
        .updateTable('products')
        .set({ price: '61.5' })
        .where('id', '=', dearest.id)
        .execute();
      try {
        // Written behind the API's back: the kept counts stand for a few seconds.
        const kept = await facets();
        assert.equal(kept.inStock, 8);
        assert.deepEqual(kept.price, { min: 12.99, max: 51.99 });

        // What a checkout's or the operator API's write does once it commits.
        app.catalogCache.invalidate('hvac');
        const after = await facets();
        assert.equal(after.total, 9);
        assert.equal(after.inStock, 7);
        assert.deepEqual(after.price, { min: 12.99, max: 61.5 });
      } finally {
        await db
          .updateTable('inventory')
          .set({ total_on_hand: stock!.total_on_hand })
          .where('store_id', '=', 'hvac')
          .where('sku', '=', inStock.sku)
          .execute();
        await db
          .updateTable('products')
          .set({ price: '51.99' })
          .where('id', '=', dearest.id)
          .execute();
        app.catalogCache.invalidate('hvac');
      }
    });

    it("counts the results page's facets, category strip and brand strip alike", async () => {
      const { app } = context();
      // Asked at once, as the results page does: one count of the search's matches answers all.
      const [facets, categories, brands] = await Promise.all([
        getJson<Facets>(app, '/products/facets?search=capacitor'),
        getJson<Strip>(app, '/categories?parent_id=0&productSearch=capacitor&limit=100&_start=0'),
        getJson<Strip>(app, '/brands?limit=1000&search=&productSearch=capacitor'),
      ]);
      const counted = (rows: Strip['data']) =>
        rows.map((row) => `${row.name}:${row.productCount ?? row.count}`).sort();
      const fiveBrands = [
        'Corvex Controls:1',
        'Heatwell:2',
        'Motorline:2',
        'Thermacore:2',
        'Voltara Electric:2',
      ];
      assert.deepEqual(counted(facets.body.data.brands), fiveBrands);
      assert.deepEqual(counted(brands.body.data), fiveBrands);
      assert.deepEqual(counted(facets.body.data.categories), ['Capacitors:9']);
      assert.deepEqual(counted(categories.body.data), ['HVAC Parts:9']);
    });
  },
  { env: { CATALOG_CACHE_TTL_MS: '0' } },
);
