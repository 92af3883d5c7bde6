// Spec facets, "in stock only", price bounds and sort on the seeded HVAC store (320 products, the
// same on every run). The expected counts were counted by hand from the seeded rows: the nine
// Capacitors are 4 at 370 V and 5 at 440 V, 8 of them in stock; the 13 Condenser Fan Motors are
// 5 at 1/6 HP, 3 at 1/4 HP, 3 at 1/3 HP and 2 at 1/2 HP.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProductFacets, Product } from '@storefront/contract';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';

type ProductList = { data: Product[]; total: number };
type Facets = { data: ProductFacets };

/** The id of the store's category with this name. */
async function categoryId(context: () => { app: Parameters<typeof getJson>[0] }, name: string) {
  const { body } = await getJson<{ data: { id: number; name: string }[] }>(
    context().app,
    `/categories?search=${encodeURIComponent(name)}`,
  );
  const found = body.data.find((category) => category.name === name);
  assert.ok(found, name);
  return found.id;
}

function specFacet(facets: ProductFacets, key: string) {
  const facet = facets.specs.find((candidate) => candidate.key === key);
  assert.ok(facet, `facet ${key}`);
  return facet;
}

const valueCounts = (facet: ProductFacets['specs'][number]) =>
  facet.values.map(({ value, count }) => `${value}:${count}`);

describeOnEachDatabase('product spec facets and filters', (context) => {
  describe('GET /products/facets', () => {
    it("counts a category's spec values with their units", async () => {
      const capacitors = await categoryId(context, 'Capacitors');
      const { status, body } = await getJson<Facets>(
        context().app,
        `/products/facets?categoryId=${capacitors}`,
      );
      assert.equal(status, 200);
      assert.equal(body.data.total, 9);
      assert.equal(body.data.inStock, 8);
      const voltage = specFacet(body.data, 'voltage');
      assert.equal(voltage.kind, 'number');
      assert.equal(voltage.unit, 'V');
      assert.deepEqual(valueCounts(voltage), ['370:4', '440:5']);
      const capacitance = specFacet(body.data, 'capacitance');
      assert.equal(capacitance.unit, 'µF');
      assert.deepEqual(valueCounts(capacitance), ['5:1', '7.5:1', '10:3', '35:2', '45:2']);
      assert.deepEqual(
        body.data.specs.map((facet) => facet.key),
        ['capacitance', 'voltage'],
      );
    });

    it('counts each facet with the other filters but not its own, so a choice can be widened', async () => {
      const capacitors = await categoryId(context, 'Capacitors');
      const { body } = await getJson<Facets>(
        context().app,
        `/products/facets?categoryId=${capacitors}&spec.voltage=440&inStock=true`,
      );
      assert.equal(body.data.total, 4);
      // Voltage counted in stock but over both voltages: 370 V can still be added.
      assert.deepEqual(valueCounts(specFacet(body.data, 'voltage')), ['370:4', '440:4']);
      // Capacitance counted over the 440 V ones in stock only.
      assert.deepEqual(valueCounts(specFacet(body.data, 'capacitance')), ['5:1', '7.5:1', '10:2']);
      // In stock counted over the 440 V ones whatever their stock: all 5, 4 of them in stock.
      assert.equal(body.data.inStock, 4);
      assert.deepEqual(body.data.categories, [{ id: capacitors, name: 'Capacitors', count: 4 }]);
    });

    it('offers rotation as choices and horsepower as a range on condenser fan motors', async () => {
      const motors = await categoryId(context, 'Condenser Fan Motors');
      const { body } = await getJson<Facets>(
        context().app,
        `/products/facets?categoryId=${motors}`,
      );
      const horsepower = specFacet(body.data, 'horsepower');
      assert.equal(horsepower.kind, 'number');
      assert.equal(horsepower.kind === 'number' && horsepower.min, 0.167);
      assert.equal(horsepower.kind === 'number' && horsepower.max, 0.5);
      assert.deepEqual(valueCounts(horsepower), ['0.167:5', '0.25:3', '0.333:3', '0.5:2']);
      const rotation = specFacet(body.data, 'rotation');
      assert.equal(rotation.kind, 'choice');
      assert.deepEqual(valueCounts(rotation), ['Reversible:6', 'CCW:4', 'CW:3']);
    });

    it('counts the categories, brands and price range of a search', async () => {
      const { body } = await getJson<Facets>(context().app, '/products/facets?search=capacitor');
      assert.equal(body.data.total, 9);
      assert.deepEqual(
        body.data.categories.map(({ name, count }) => `${name}:${count}`),
        ['Capacitors:9'],
      );
      assert.equal(
        body.data.brands.reduce((sum, brand) => sum + brand.count, 0),
        9,
      );
      assert.deepEqual(body.data.price, { min: 12.99, max: 51.99 });
      assert.equal(body.data.inStock, 8);
      assert.deepEqual(
        body.data.specs.map((facet) => facet.key),
        ['capacitance', 'voltage'],
      );
    });

    it('leaves spec facets out of the whole, unnarrowed store', async () => {
      const { body } = await getJson<Facets>(context().app, '/products/facets');
      assert.equal(body.data.total, 320);
      assert.deepEqual(body.data.specs, []);
      assert.ok(body.data.categories.length > 10);
    });
  });

  describe('GET /products with spec, stock and price filters', () => {
    it('narrows to the chosen voltage in stock, as many as the facet counted', async () => {
      const capacitors = await categoryId(context, 'Capacitors');
      const { body } = await getJson<ProductList>(
        context().app,
        `/products?categoryId=${capacitors}&spec.voltage=440&inStock=true&limit=100`,
      );
      assert.equal(body.total, 4);
      assert.equal(body.data.length, 4);
      for (const product of body.data) {
        assert.equal(product.attributes.voltage, '440 V', product.name);
        assert.equal(product.inStock, true, product.name);
      }
    });

    it('finds any of several choices and a number range', async () => {
      const motors = await categoryId(context, 'Condenser Fan Motors');
      const either = await getJson<ProductList>(
        context().app,
        `/products?categoryId=${motors}&spec.rotation=CW&spec.rotation=CCW&limit=100`,
      );
      assert.equal(either.body.total, 7);
      const range = await getJson<ProductList>(
        context().app,
        `/products?categoryId=${motors}&spec.horsepower.min=0.25&spec.horsepower.max=0.34&limit=100`,
      );
      assert.equal(range.body.total, 6);
      for (const product of range.body.data) {
        assert.match(product.attributes.horsepower ?? '', /^1\/[34] HP$/, product.name);
      }
    });

    it('combines a search with a spec filter and sorts it by price when asked', async () => {
      const { body } = await getJson<ProductList>(
        context().app,
        '/products?search=capacitor&spec.capacitance.min=30&sort=price_asc',
      );
      assert.equal(body.total, 4);
      const prices = body.data.map((product) => product.price);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
      for (const product of body.data) {
        assert.match(product.attributes.capacitance ?? '', /^(35|40|45)\+5 µF$/, product.name);
      }
    });

    it('keeps prices within minPrice and maxPrice', async () => {
      const { body } = await getJson<ProductList>(
        context().app,
        '/products?search=capacitor&minPrice=20&maxPrice=40&limit=100',
      );
      assert.ok(body.total > 0 && body.total < 9);
      for (const product of body.data) assert.ok(product.price >= 20 && product.price <= 40);
    });
  });

  describe('GET /products/{id} specs', () => {
    it('lists the typed specs with their units, agreeing with the name', async () => {
      const { body } = await getJson<ProductList>(
        context().app,
        '/products?search=45%2B5%20MFD&limit=1',
      );
      const capacitor = body.data[0]!;
      assert.match(capacitor.name, /45\+5 MFD/);
      const detail = await getJson<{ data: Product }>(context().app, `/products/${capacitor.id}`);
      const shown = detail.body.data.specs?.map(
        ({ label, value, unit }) => `${label} ${value}${unit ? ` ${unit}` : ''}`,
      );
      assert.deepEqual(shown, [
        'Capacitance 45 µF',
        `Voltage ${parseInt(capacitor.attributes.voltage!)} V`,
      ]);
    });
  });

  describe('bad filters', () => {
    for (const [query, mentions] of [
      ['spec.bogus=1', 'no spec "bogus"'],
      ['spec.voltage.min=abc', 'spec.voltage.min must be a number'],
      ['spec.voltage.min=500&spec.voltage.max=100', 'min must not be above'],
      ['spec.voltage=abc', 'spec.voltage values must be numbers'],
      ['spec.rotation.min=1', 'is a choice'],
      [Array.from({ length: 21 }, (_, i) => `spec.rotation=v${i}`).join('&'), 'at most 20'],
      [Array.from({ length: 11 }, (_, i) => `spec.k${i}=v`).join('&'), 'At most 10 spec filters'],
      ['spec.rotation=a%01b', 'plain text'],
      ['spec.rotation=%00', 'NUL'],
      ['spec.rotation=%ed%a0%80', 'malformed'],
      [`spec.rotation=${'x'.repeat(101)}`, 'plain text'],
      ['spec.=1', 'not a spec filter'],
      ['spec.Voltage%27%3B=1', 'not a spec filter'],
      ['spec.voltage.min=1&spec.voltage.min=2', 'once'],
      ['inStock=maybe', 'inStock'],
      ['minPrice=-1', 'minPrice'],
      ['minPrice=abc', 'minPrice'],
      ['minPrice=50&maxPrice=10', 'minPrice must not be above maxPrice'],
    ] as const) {
      for (const path of ['/products', '/products/facets']) {
        it(`${path} refuses ${query.slice(0, 50)} with a readable 400`, async () => {
          const { status, body } = await getJson<{ error: string }>(
            context().app,
            `${path}?${query}`,
          );
          assert.equal(status, 400);
          assert.ok(body.error.includes(mentions), body.error);
        });
      }
    }
  });
});
