import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  describeOnEachDatabase,
  getJson,
  TEST_PRODUCTS_PER_STORE,
  TEST_PUBLIC_BASE_URL,
} from '../../../testing/test-app.js';
import type { CategoryTreeNode } from '@storefront/contract/records';
import type { Product } from '@storefront/contract';

type ProductList = { data: Product[]; total: number };

function subtreeIds(node: CategoryTreeNode): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

describeOnEachDatabase('product routes', (context) => {
  describe('GET /products', () => {
    it('answers a list with the same bytes and validator as before for the same data', async () => {
      // Pinned: the list route's statements are compiled once per shape and its answers sent as
      // the handler returns them (decision 0999); a change to either must leave these bytes alone.
      const response = await context().app.inject({
        url: '/store-api/products?limit=2&sort=name',
        headers: { 'x-store-id': 'hvac' },
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(response.headers['x-total-count'], '320');
      assert.equal(response.headers.etag, '"IeVQNnpz9hZ7FO_91c3jcOAT6nk"');
      assert.equal(
        response.body,
        JSON.stringify({
          data: [
            {
              id: 330,
              name: 'AeroZone Contractor 2H/2C Programmable Thermostat',
              title: 'AeroZone Contractor 2H/2C Programmable Thermostat',
              description:
                'AeroZone Contractor 2H/2C Programmable Thermostat. Engineered for quiet, efficient operation. Ideal for precise temperature control and lower energy bills.',
              price: 182.99,
              discount: 0,
              category: 'Thermostats',
              categoryId: 55,
              brand: 'AeroZone',
              brandId: 41,
              brandLogo: 'http://api.test.localhost:4000/store-api/images/brands/41.svg',
              brand_image: 'http://api.test.localhost:4000/store-api/images/brands/41.svg',
              image: 'http://api.test.localhost:4000/store-api/images/products/330.svg',
              sku: 'HV-TXX-000010',
              inStock: true,
              unitsOnHand: 11,
              shippingClass: 'parcel',
              weightLb: 5.8,
              rating: {
                rate: 4.1,
                count: 25,
              },
              createdAt: '2025-01-10T14:48:03.671Z',
              seasonalMonths: [],
              store_id: 'hvac',
              attributes: {
                weight: '5.8 lb',
                voltage: '24 V',
                warranty: '5-year parts warranty',
                model_number: 'AZ-320A',
                item_long_description:
                  'The AeroZone Contractor 2H/2C Programmable Thermostat is made for precise temperature control and lower energy bills. Tested for long service life in demanding conditions. AeroZone is known for ductless mini-splits and zoning systems; this model (AZ-320A) comes with a 5-year parts warranty. Tested for long service life in demanding conditions.',
                item_short_description:
                  'Programmable Thermostat for precise temperature control and lower energy bills.',
                item_additional_information:
                  'Ships in original manufacturer packaging. Disconnect power before servicing. Model number AZ-320A.',
              },
            },
            {
              id: 488,
              name: 'AeroZone Contractor 4,000 W Baseboard Heater',
              title: 'AeroZone Contractor 4,000 W Baseboard Heater',
              description:
                'AeroZone Contractor 4,000 W Baseboard Heater. Built to original-equipment specifications. Ideal for warming workshops, garages and cold rooms.',
              price: 71.99,
              discount: 0,
              category: 'Electric & Radiant Heaters',
              categoryId: 48,
              brand: 'AeroZone',
              brandId: 41,
              brandLogo: 'http://api.test.localhost:4000/store-api/images/brands/41.svg',
              brand_image: 'http://api.test.localhost:4000/store-api/images/brands/41.svg',
              image: 'http://api.test.localhost:4000/store-api/images/products/488.svg',
              sku: 'HV-ERH-000168',
              inStock: true,
              unitsOnHand: 4,
              shippingClass: 'parcel',
              weightLb: 3.3,
              rating: {
                rate: 4,
                count: 250,
              },
              createdAt: '2024-08-25T15:25:39.535Z',
              seasonalMonths: [10, 11, 12, 1, 2],
              store_id: 'hvac',
              attributes: {
                weight: '3.3 lb',
                voltage: '120 V',
                wattage: '4,000 W',
                capacity: '450 sq ft',
                material: 'Galvanized steel',
                warranty: 'Lifetime warranty',
                model_number: 'AZ-862B',
                item_long_description:
                  'The AeroZone Contractor 4,000 W Baseboard Heater is made for warming workshops, garages and cold rooms. A dependable choice for professionals and do-it-yourselfers alike. AeroZone is known for ductless mini-splits and zoning systems; this model (AZ-862B) comes with a Lifetime warranty. Engineered for quiet, efficient operation.',
                item_short_description:
                  'Baseboard Heater for warming workshops, garages and cold rooms.',
                item_additional_information:
                  'Ships in original manufacturer packaging. Professional installation recommended. Model number AZ-862B.',
              },
            },
          ],
          total: 320,
        }),
      );
    });

    it('answers the newest 12 products of the store with the total in body and header', async () => {
      const { status, headers, body } = await getJson<ProductList>(context().app, '/products');
      assert.equal(status, 200);
      assert.equal(body.data.length, 12);
      assert.equal(body.total, TEST_PRODUCTS_PER_STORE);
      assert.equal(headers['x-total-count'], String(TEST_PRODUCTS_PER_STORE));
      assert.ok(body.data.every((product) => product.store_id === 'hvac'));
      const dates = body.data.map((product) => Date.parse(product.createdAt));
      assert.deepEqual(
        dates,
        [...dates].sort((a, b) => b - a),
      );
    });

    it('serves every product field of the contract with absolute image URLs', async () => {
      const { body } = await getJson<ProductList>(context().app, '/products?limit=1');
      const product = body.data[0]!;
      assert.equal(product.title, product.name);
      assert.ok(product.image.startsWith(`${TEST_PUBLIC_BASE_URL}/store-api/images/products/`));
      assert.ok(product.brandLogo.startsWith(`${TEST_PUBLIC_BASE_URL}/store-api/images/brands/`));
      assert.equal(product.brand_image, product.brandLogo);
      assert.equal(typeof product.price, 'number');
      assert.ok(product.rating.rate >= 0 && product.rating.rate <= 5);
      for (const key of [
        'item_long_description',
        'item_short_description',
        'item_additional_information',
      ]) {
        assert.equal(typeof product.attributes[key], 'string', key);
      }
      assert.ok(Object.keys(product.attributes).length > 3, 'has extra attributes');
    });

    it('pages with _start and limit without overlaps', async () => {
      const app = context().app;
      const first = await getJson<ProductList>(app, '/products?limit=5');
      const second = await getJson<ProductList>(app, '/products?limit=5&_start=5');
      const both = await getJson<ProductList>(app, '/products?limit=10');
      assert.deepEqual(
        [...first.body.data, ...second.body.data].map((product) => product.id),
        both.body.data.map((product) => product.id),
      );
      const beyond = await getJson<ProductList>(app, '/products?_start=100000');
      assert.deepEqual(beyond.body.data, []);
      assert.equal(beyond.body.total, TEST_PRODUCTS_PER_STORE);
    });

    it('filters by a top-level category including all its descendants', async () => {
      const app = context().app;
      const tree = await getJson<{ data: CategoryTreeNode[] }>(app, '/categories/tree');
      const top = tree.body.data[0]!;
      const allowed = new Set(subtreeIds(top));
      const { body, headers } = await getJson<ProductList>(
        app,
        `/products?categoryId=${top.id}&limit=100`,
      );
      assert.ok(body.total > 0);
      assert.equal(body.total, top.productCount);
      assert.equal(headers['x-total-count'], String(top.productCount));
      assert.ok(body.data.every((product) => allowed.has(product.categoryId)));
      assert.ok(
        body.data.some((product) => product.categoryId !== top.id),
        'products come from sub-categories',
      );
    });

    it('filters by parent_id to the descendants of a category', async () => {
      const app = context().app;
      const tree = await getJson<{ data: CategoryTreeNode[] }>(app, '/categories/tree');
      const sub = tree.body.data[0]!.children[0]!;
      const leafIds = new Set(sub.children.map((leaf) => leaf.id));
      const { body } = await getJson<ProductList>(app, `/products?parent_id=${sub.id}&limit=100`);
      assert.equal(body.total, sub.productCount);
      assert.ok(body.data.every((product) => leafIds.has(product.categoryId)));
    });

    it('filters by brand', async () => {
      const app = context().app;
      const brands = await getJson<{ data: { id: number; productCount: number }[] }>(
        app,
        '/brands?limit=1000',
      );
      const brand = brands.body.data.find((candidate) => candidate.productCount > 2)!;
      const { body } = await getJson<ProductList>(app, `/products?brandId=${brand.id}&limit=100`);
      assert.equal(body.total, brand.productCount);
      assert.ok(body.data.every((product) => product.brandId === brand.id));
    });

    it('searches names and SKUs case-insensitively', async () => {
      const app = context().app;
      const byName = await getJson<ProductList>(app, '/products?search=THERMOSTAT&limit=100');
      assert.ok(byName.body.total > 0);
      assert.ok(byName.body.data.every((product) => /thermostat/i.test(product.name)));
      const sku = byName.body.data[0]!.sku;
      const bySku = await getJson<ProductList>(app, `/products?search=${sku.toLowerCase()}`);
      assert.equal(bySku.body.total, 1);
      assert.equal(bySku.body.data[0]!.sku, sku);
    });

    it('treats SQL and HTML characters in search as plain text', async () => {
      const { app, db } = context();
      const category = await db
        .selectFrom('categories')
        .select('id')
        .where('store_id', '=', 'hvac')
        .where('level', '=', 3)
        .executeTakeFirstOrThrow();
      const brand = await db
        .selectFrom('brands')
        .select('id')
        .where('store_id', '=', 'hvac')
        .executeTakeFirstOrThrow();
      const name = `100% Copper_Wire 'Pro' "Max" <script>alert(1)</script> back\\slash`;
      await db
        .insertInto('products')
        .values({
          store_id: 'hvac',
          sku: 'TEST-LITERAL-1',
          name,
          slug: 'literal',
          description: 'A product whose name is full of special characters.',
          price: 1,
          category_id: category.id,
          brand_id: brand.id,
          rating_rate: 0,
          rating_count: 0,
          seasonal_months: [],
          attributes: '{}',
        })
        .execute();
      try {
        for (const term of [
          '%',
          '_',
          "'pro'",
          '"max"',
          '<script>',
          '100%',
          'r_w',
          '\\',
          "'; drop table products; --",
        ]) {
          const { status, body } = await getJson<ProductList>(
            app,
            `/products?search=${encodeURIComponent(term)}&limit=100`,
          );
          assert.equal(status, 200, term);
          const expected = name.toLowerCase().includes(term.toLowerCase()) ? [name] : [];
          assert.deepEqual(
            body.data.map((product) => product.name),
            expected,
            `search ${term}`,
          );
        }
        const count = await sql<{ n: number }>`select count(*)::int as n from products`.execute(db);
        assert.ok(count.rows[0]!.n > 0, 'products table still there');
      } finally {
        await db.deleteFrom('products').where('sku', '=', 'TEST-LITERAL-1').execute();
      }
    });

    it('sorts by price when asked', async () => {
      const { body } = await getJson<ProductList>(
        context().app,
        '/products?sort=price_asc&limit=50',
      );
      const prices = body.data.map((product) => product.price);
      assert.deepEqual(
        prices,
        [...prices].sort((a, b) => a - b),
      );
    });

    it('accepts the paging flag and empty filters', async () => {
      const { status, body } = await getJson<ProductList>(
        context().app,
        '/products?paging=true&categoryId=&brandId=&search=',
      );
      assert.equal(status, 200);
      assert.equal(body.total, TEST_PRODUCTS_PER_STORE);
    });

    for (const [query, mentions] of [
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
      ['limit=101', 'limit'],
      ['limit=1000000000000', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=1&limit=2', 'limit'],
      ['_start=-1', '_start'],
      ['categoryId=abc', 'categoryId'],
      ['brandId=-3', 'brandId'],
      ['parent_id=1e3', 'parent_id'],
      ['sort=cheapest', 'sort'],
      ['paging=maybe', 'paging'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      it(`refuses ${query.slice(0, 40)} with a readable 400`, async () => {
        const { status, body } = await getJson<{ error: string }>(
          context().app,
          `/products?${query}`,
        );
        assert.equal(status, 400);
        assert.match(body.error, new RegExp(mentions));
      });
    }
  });

  describe('GET /products/{id}', () => {
    it('answers one product of the store, as listed plus its part numbers and specs', async () => {
      const app = context().app;
      const list = await getJson<ProductList>(app, '/products?limit=1');
      const { status, body } = await getJson<{ data: Product }>(
        app,
        `/products/${list.body.data[0]!.id}`,
      );
      assert.equal(status, 200);
      const { partNumbers, specs, ...listed } = body.data;
      assert.deepEqual(listed, list.body.data[0]);
      assert.ok(specs && specs.length > 0, 'typed specs');
      assert.equal(partNumbers?.[0]?.kind, 'manufacturer');
    });

    it("answers 404 for another store's product", async () => {
      const app = context().app;
      const other = await getJson<ProductList>(app, '/products?limit=1', 'parts');
      const { status, body } = await getJson<{ error: string }>(
        app,
        `/products/${other.body.data[0]!.id}`,
        'hvac',
      );
      assert.equal(status, 404);
      assert.match(body.error, /not found/i);
    });

    it('answers 404 for an id no product has', async () => {
      const { status } = await getJson(context().app, '/products/2147483647');
      assert.equal(status, 404);
    });

    for (const id of ['abc', '0', '-5', '1.5', '99999999999', '1%27%20or%201=1']) {
      it(`refuses the id ${id} with a readable 400`, async () => {
        const { status, body } = await getJson<{ error: string }>(context().app, `/products/${id}`);
        assert.equal(status, 400);
        assert.match(body.error, /Product id must be a positive whole number/);
      });
    }
  });

  describe('GET /products/inventories/{sku}', () => {
    it("answers the units on hand, matching the product's inStock and unitsOnHand", async () => {
      const { app, db } = context();
      const list = await getJson<ProductList>(app, '/products?limit=40');
      for (const product of list.body.data) {
        const { status, body } = await getJson<{ sku: string; total_on_hand: number }>(
          app,
          `/products/inventories/${product.sku}`,
        );
        assert.equal(status, 200);
        assert.equal(body.sku, product.sku);
        const row = await db
          .selectFrom('inventory')
          .select('total_on_hand')
          .where('store_id', '=', 'hvac')
          .where('sku', '=', product.sku)
          .executeTakeFirstOrThrow();
        assert.equal(body.total_on_hand, row.total_on_hand);
        assert.equal(product.inStock, body.total_on_hand > 0);
        // The product page says "Only 2 left" from the record it has, without asking again.
        assert.equal(product.unitsOnHand, body.total_on_hand);
        const single = await getJson<{ data: Product }>(app, `/products/${product.id}`);
        assert.equal(single.body.data.unitsOnHand, body.total_on_hand);
      }
    });

    it('has out-of-stock and low-stock (1-3) items in every store', async () => {
      const { db } = context();
      for (const storeId of ['default', 'hvac', 'parts']) {
        const rows = await db
          .selectFrom('inventory')
          .select('total_on_hand')
          .where('store_id', '=', storeId)
          .execute();
        const stock = rows.map((row) => row.total_on_hand);
        assert.ok(
          stock.filter((units) => units === 0).length >= 3,
          `${storeId} has sold-out items`,
        );
        assert.ok(
          stock.filter((units) => units >= 1 && units <= 3).length >= 3,
          `${storeId} has low-stock items`,
        );
      }
    });

    it("answers 404 for an unknown SKU and for another store's SKU", async () => {
      const app = context().app;
      assert.equal((await getJson(app, '/products/inventories/NO-SUCH-SKU')).status, 404);
      const other = await getJson<ProductList>(app, '/products?limit=1', 'parts');
      const { status } = await getJson(app, `/products/inventories/${other.body.data[0]!.sku}`);
      assert.equal(status, 404);
    });

    it('refuses a malformed SKU with 400', async () => {
      const { status, body } = await getJson<{ error: string }>(
        context().app,
        `/products/inventories/${encodeURIComponent('<script>')}`,
      );
      assert.equal(status, 400);
      assert.match(body.error, /SKU/);
    });
  });

  // Seeded numbers of the default store (src/db/seed): DF-CRX-000035 is Thermacore's TH-269269-32
  // and replaces Meridian Supply's OEM MEFAN269329; DF-MCM-000016 superseded TR118898.
  describe('words in search: any order, word forms, typos and synonyms', () => {
    type SearchList = ProductList & { didYouMean?: string };
    const search = (store: string, text: string) =>
      getJson<SearchList>(
        context().app,
        `/products?search=${encodeURIComponent(text)}&limit=100`,
        store,
      );
    const skus = (body: SearchList) => body.data.map((product) => product.sku);

    it('corrects a misspelt word, finds its products and says what it searched for', async () => {
      const capacitor = await search('hvac', 'capacitr');
      assert.equal(capacitor.status, 200);
      assert.equal(capacitor.body.didYouMean, 'capacitor');
      assert.equal(capacitor.body.total, 9);
      assert.ok(capacitor.body.data.every((product) => / Capacitor$/.test(product.name)));
      const contactor = await search('hvac', 'contacter');
      assert.equal(contactor.body.didYouMean, 'contactor');
      assert.equal(
        contactor.body.data[0]!.name,
        'Dialtemp HD 3-Pole 50A Definite-Purpose Contactor',
      );
      const unit = await search('hvac', 'condensng unit');
      assert.equal(unit.body.didYouMean, 'condensing unit');
      assert.equal(unit.body.total, 10);
      assert.equal(unit.body.data[0]!.name, 'Thermacore Prime 5-Ton Condensing Unit');
      const humidifier = await search('hvac', 'humidifer');
      assert.equal(humidifier.body.didYouMean, 'humidifier');
      assert.equal(humidifier.body.data[0]!.name, 'BreezeMaster XR 35-Pint Whole-Home Humidifier');
    });

    it('allows one typo from 5 letters and two from 9, and none in numbers', async () => {
      const twoIn9 = await search('default', 'thrmostst');
      assert.equal(twoIn9.body.didYouMean, 'thermostat');
      assert.equal(twoIn9.body.total, 8);
      const twoIn7 = await search('default', 'capactr');
      assert.deepEqual([twoIn7.body.total, twoIn7.body.didYouMean], [0, undefined]);
      for (const number of ['th 269269 33', 'TH-269269-33', 'dfcrx000036x']) {
        const { status, body } = await search('default', number);
        assert.equal(status, 200, number);
        assert.deepEqual([body.total, body.didYouMean], [0, undefined], number);
      }
    });

    it('finds plurals of a category name and words in any order', async () => {
      const capacitors = await search('hvac', 'capacitors');
      assert.deepEqual([capacitors.body.total, capacitors.body.didYouMean], [9, undefined]);
      const contactors = await search('hvac', 'contactors');
      assert.equal(contactors.body.total, 14);
      assert.equal(
        contactors.body.data[0]!.name,
        'Dialtemp HD 3-Pole 50A Definite-Purpose Contactor',
      );
      const relays = await search('hvac', 'relays');
      assert.equal(relays.body.total, 14);
      assert.equal(relays.body.data[0]!.name, 'Kinetic Motor Works Select 24V Coil Fan Relay');
      const units = await search('hvac', 'units condensing');
      assert.equal(units.body.total, 10);
      const definite = await search('hvac', 'definite purpose contactor');
      assert.equal(definite.body.total, 5);
      assert.ok(definite.body.data.every((p) => p.name.endsWith('Definite-Purpose Contactor')));
      const fiveTon = await search('hvac', '5 ton condensing unit');
      assert.deepEqual(skus(fiveTon.body), ['HV-CAC-000061']);
    });

    it('ranks products named by every word before those found by brand or category', async () => {
      const { body } = await search('default', 'thermacore contactor');
      assert.deepEqual(skus(body), ['DF-CRX-000035', 'DF-CRX-000143', 'DF-CRX-000063']);
      assert.deepEqual(
        body.data.map((product) => product.name),
        [
          'Thermacore Core Definite-Purpose Contactor',
          'Thermacore Ultra 1-Pole 30A Time Delay Relay',
          'Thermacore XR 24V Coil Fan Relay',
        ],
      );
    });

    it("finds a store's synonyms: cap, stat, and break for brake in the parts store", async () => {
      const cap = await search('hvac', 'cap');
      assert.equal(cap.body.total, 9);
      assert.ok(cap.body.data.every((product) => product.category === 'Capacitors'));
      const stat = await search('hvac', 'stat');
      assert.equal(stat.body.total, 14);
      assert.ok(stat.body.data.every((product) => product.category === 'Thermostats'));
      const brake = await search('parts', 'break pads');
      assert.equal(brake.body.total, 9);
      assert.equal(brake.body.data[0]!.sku, 'PT-BPR-000031');
      assert.ok(brake.body.data.every((product) => product.category === 'Brake Pads & Rotors'));
    });
  });

  describe('part numbers in search and on the product', () => {
    const search = (text: string) =>
      getJson<ProductList>(
        context().app,
        `/products?search=${encodeURIComponent(text)}&limit=100`,
        'default',
      );

    it('finds a SKU however it is typed, that product first and the number it matched named', async () => {
      for (const typed of ['DF CRX 000035', 'dfcrx000035', 'df-crx-000035', 'DF.CRX/000035']) {
        const { status, body } = await search(typed);
        assert.equal(status, 200, typed);
        assert.equal(body.data[0]!.sku, 'DF-CRX-000035', typed);
        assert.deepEqual(body.data[0]!.matchedNumber, { number: 'DF-CRX-000035', kind: 'sku' });
      }
      const { body } = await search('000035');
      assert.equal(body.data[0]!.sku, 'DF-CRX-000035');
    });

    it('finds a whole number typed without its leading zeros, but no prefix through them', async () => {
      for (const typed of ['DF CRX 35', 'dfcrx35', 'DF-CRX-0035']) {
        const { status, body } = await search(typed);
        assert.equal(status, 200, typed);
        assert.deepEqual(
          body.data.map((product) => [product.sku, product.matchedNumber]),
          [['DF-CRX-000035', { number: 'DF-CRX-000035', kind: 'sku' }]],
          typed,
        );
      }
      // The maker's number TH-269269-32 has no leading zeros to drop; DF-CRX-3 is the start of no
      // number (DF-CRX-000035 starts DF-CRX-0…), and 36 is another number than 35.
      for (const typed of ['DF CRX 3', 'DF-CRX-36']) {
        const { body } = await search(typed);
        assert.ok(
          body.data.every((product) => product.sku !== 'DF-CRX-000035'),
          `${typed}: ${body.data.map((product) => product.sku).join(', ')}`,
        );
      }
    });

    it("finds a product by its maker's number typed with spaces or by its start", async () => {
      const whole = await search('th 269269 32');
      assert.deepEqual(
        whole.body.data.map((product) => [product.sku, product.matchedNumber]),
        [['DF-CRX-000035', { number: 'TH-269269-32', kind: 'manufacturer' }]],
      );
      const start = await search('th-2692');
      assert.deepEqual(
        start.body.data.map((product) => [product.sku, product.matchedNumber]),
        [['DF-CRX-000035', { number: 'TH-269269-32', kind: 'manufacturer' }]],
      );
      const oem = await search('mefan 269329');
      assert.deepEqual(
        oem.body.data.map((product) => [product.sku, product.matchedNumber]),
        [['DF-CRX-000035', { number: 'MEFAN269329', kind: 'oem' }]],
      );
    });

    it('finds the current part by an old number it superseded, saying which number matched', async () => {
      const { body } = await search('TR-118898');
      assert.deepEqual(
        body.data.map((product) => [product.sku, product.matchedNumber]),
        [['DF-MCM-000016', { number: 'TR118898', kind: 'superseded' }]],
      );
    });

    it('never matches a number one character off', async () => {
      for (const typed of ['TH-269269-33', 'TR118899', 'MEFAN269328']) {
        const { status, body } = await search(typed);
        assert.equal(status, 200);
        assert.equal(body.total, 0, typed);
      }
    });

    it("lists the part numbers on the product, the maker's own first", async () => {
      const { body: found } = await search('DF-CRX-000035');
      const { status, body } = await getJson<{ data: Product }>(
        context().app,
        `/products/${found.data[0]!.id}`,
        'default',
      );
      assert.equal(status, 200);
      assert.deepEqual(body.data.partNumbers, [
        { kind: 'manufacturer', brand: 'Thermacore', number: 'TH-269269-32' },
        { kind: 'oem', brand: 'Meridian Supply', number: 'MEFAN269329' },
      ]);
      assert.equal(body.data.matchedNumber, undefined);
    });

    it('answers hostile search text with a result or a 400, never a 5xx', async () => {
      for (const typed of ['%', '_', '\\', "'", '"', '%%', '.*', "1' or '1'='1", '\u0001\u0000x']) {
        const { status } = await search(typed);
        assert.ok(status === 200 || status === 400, `${JSON.stringify(typed)}: ${status}`);
      }
      const { status } = await search('9'.repeat(500));
      assert.equal(status, 400);
    });
  });
});
