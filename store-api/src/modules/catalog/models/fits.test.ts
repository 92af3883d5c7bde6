// "Fits": the parts of equipment models as a product filter, the models one part fits, and the
// fit check behind the product page's badge (issue 37 item 4). Seed facts used (hvac store):
// model 28 (AeroZone AE-GF367) has the 8 parts 359, 409, 444, 505, 526, 553, 555, 560; part 409
// (Thermacore XR Hot Surface Ignitor) fits models 26 (NorthAir Comfort NO-GF489A) and 28; part 321
// (a condensing unit) is in no model; model 1 belongs to the default store.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';
import type { EquipmentModel, Product, ProductFit } from '@storefront/contract';

type ProductList = { data: Product[]; total: number };
type ModelList = { data: EquipmentModel[]; total: number };
type Refusal = { error: string };

const MODEL_28_PARTS = [359, 409, 444, 505, 526, 553, 555, 560];

const aeroZoneFurnace: EquipmentModel = {
  id: 28,
  brand: 'AeroZone',
  modelNumber: 'AE-GF367',
  kind: 'furnace',
  name: 'AeroZone 120,000 BTU Gas Furnace',
  yearFrom: 2006,
  yearTo: 2011,
  url: '/models/28',
  partCount: 8,
};

const sortedIds = (body: ProductList) =>
  body.data.map((product) => product.id).sort((a, b) => a - b);

describeOnEachDatabase('fits: parts of equipment models', (context) => {
  describe('GET /products?fits', () => {
    it("narrows the list to the model's parts, counted in x-total-count", async () => {
      const { status, headers, body } = await getJson<ProductList>(
        context().app,
        '/products?fits=28&limit=100',
      );
      assert.equal(status, 200);
      assert.equal(headers['x-total-count'], '8');
      assert.equal(body.total, 8);
      assert.deepEqual(sortedIds(body), MODEL_28_PARTS);
    });

    it('combines with search, ignores models of another store and pages', async () => {
      const app = context().app;
      const contactors = await getJson<ProductList>(app, '/products?fits=28&search=contactor');
      assert.deepEqual(sortedIds(contactors.body), [553, 560]);
      assert.equal(contactors.headers['x-total-count'], '2');

      const withForeign = await getJson<ProductList>(app, '/products?fits=1,28,1&limit=100');
      assert.deepEqual(sortedIds(withForeign.body), MODEL_28_PARTS);

      const onlyForeign = await getJson<ProductList>(app, '/products?fits=1');
      assert.deepEqual(onlyForeign.body, { data: [], total: 0 });
      assert.equal(onlyForeign.headers['x-total-count'], '0');

      const secondPage = await getJson<ProductList>(app, '/products?fits=28&limit=5&_start=5');
      assert.equal(secondPage.body.data.length, 3);
      assert.equal(secondPage.headers['x-total-count'], '8');
    });

    it('refuses a list that is not model ids, or more than 20 of them, with 400', async () => {
      const app = context().app;
      const tooMany = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
      for (const fits of ['abc', '0', '28,,29', '-1', '1.5', tooMany, '99999999999']) {
        const { status, body } = await getJson<Refusal>(
          app,
          `/products?fits=${encodeURIComponent(fits)}`,
        );
        assert.equal(status, 400, fits);
        assert.match(body.error, /fits must be/, fits);
      }
    });
  });

  describe('GET /products/{id}/models', () => {
    it('lists the models a part fits by brand and model number, paged', async () => {
      const app = context().app;
      const { status, headers, body } = await getJson<ModelList>(app, '/products/409/models');
      assert.equal(status, 200);
      assert.equal(headers['x-total-count'], '2');
      assert.deepEqual(
        body.data.map((model) => `${model.id} ${model.brand} ${model.modelNumber}`),
        ['28 AeroZone AE-GF367', '26 NorthAir Comfort NO-GF489A'],
      );
      assert.deepEqual(body.data[0], aeroZoneFurnace);

      const second = await getJson<ModelList>(app, '/products/409/models?_start=1&limit=1');
      assert.deepEqual(
        second.body.data.map((model) => model.modelNumber),
        ['NO-GF489A'],
      );
      assert.equal(second.headers['x-total-count'], '2');
    });

    it('answers an empty list for a part in no model and 404 for a product of no store', async () => {
      const app = context().app;
      const none = await getJson<ModelList>(app, '/products/321/models');
      assert.equal(none.status, 200);
      assert.deepEqual(none.body, { data: [], total: 0 });
      const elsewhere = await getJson<Refusal>(app, '/products/409/models', 'parts');
      assert.equal(elsewhere.status, 404);
      assert.equal(elsewhere.body.error, 'Product 409 not found in this store');
      const missing = await getJson<Refusal>(app, '/products/2000000/models');
      assert.equal(missing.status, 404);
    });
  });

  describe('GET /products/{id}/fit', () => {
    it('says fits, does not fit, or unknown for a part without fitment data', async () => {
      const app = context().app;
      const ignitor = await getJson<{ data: ProductFit[] }>(
        app,
        '/products/409/fit?models=27,28,1,26',
      );
      assert.equal(ignitor.status, 200);
      // Model 1 is the default store's: left out.
      assert.deepEqual(ignitor.body.data, [
        { modelId: 27, status: 'does-not-fit' },
        { modelId: 28, status: 'fits' },
        { modelId: 26, status: 'fits' },
      ]);
      const condensingUnit = await getJson<{ data: ProductFit[] }>(
        app,
        '/products/321/fit?models=28',
      );
      assert.deepEqual(condensingUnit.body.data, [{ modelId: 28, status: 'unknown' }]);
    });

    it('refuses missing or bad model ids with 400 and an unknown product with 404', async () => {
      const app = context().app;
      for (const query of ['', '?models=', '?models=x', '?models=28;1']) {
        const { status, body } = await getJson<Refusal>(app, `/products/409/fit${query}`);
        assert.equal(status, 400, query);
        assert.match(body.error, /models/, query);
      }
      const missing = await getJson<Refusal>(app, '/products/2000000/fit?models=28');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.error, 'Product 2000000 not found in this store');
    });
  });
});
