import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { storeCatalogs } from './catalog-data.js';
import { buildBrands, buildCategoryNodes, generateProducts } from './generate-catalog.js';

/** Free text claiming what a product fits: only the fitment data (model_parts) may say that. */
const CLAIMS_A_FIT = /\bfits?\b|\bfitment\b|\bcompatible\b|direct-fit|universal-fit/i;

const catalogOf = (storeId: string) => storeCatalogs.find((store) => store.storeId === storeId)!;

describe('the generated catalogue', () => {
  it('is the same on every run', () => {
    const store = catalogOf('parts');
    const first = generateProducts(store, 500, buildBrands(store));
    const second = generateProducts(store, 500, buildBrands(store));
    assert.deepEqual(first, second);
  });

  it('gives every store a three-level tree with descriptions', () => {
    for (const store of storeCatalogs) {
      const nodes = buildCategoryNodes(store);
      assert.deepEqual([...new Set(nodes.map((node) => node.level))].sort(), [1, 2, 3]);
      assert.ok(nodes.every((node) => node.description.length > 10));
    }
  });

  it('sells what each store is for', () => {
    const topLevel = (storeId: string) =>
      buildCategoryNodes(catalogOf(storeId))
        .filter((node) => node.level === 1)
        .map((node) => node.name);
    assert.deepEqual(topLevel('hvac'), ['HVAC Equipment', 'HVAC Parts', 'Tools']);
    assert.ok(!topLevel('default').includes('HVAC Equipment'));
    assert.ok(topLevel('default').includes('Tools'));
    for (const name of ['Automotive Parts', 'Marine Parts', 'Appliance Parts', 'Tools']) {
      assert.ok(topLevel('parts').includes(name), name);
    }
  });

  it('has unique SKUs, real prices, some discounts, ratings and seasons', () => {
    const store = catalogOf('hvac');
    const products = generateProducts(store, 2000, buildBrands(store));
    assert.equal(new Set(products.map((product) => product.sku)).size, products.length);
    assert.ok(products.every((product) => product.price > 0));
    const discounted = products.filter((product) => product.discount > 0).length;
    assert.ok(discounted > 200 && discounted < 800, `${discounted} discounted`);
    assert.ok(products.some((product) => product.seasonalMonths.length > 0));
    assert.ok(products.some((product) => product.seasonalMonths.length === 0));
    assert.ok(products.every((product) => product.ratingRate >= 0 && product.ratingRate <= 5));
  });

  it('has at least 35 brands with product types in every store', () => {
    for (const store of storeCatalogs) {
      const brands = buildBrands(store);
      assert.ok(brands.length >= 35, `${store.storeId}: ${brands.length}`);
      assert.ok(brands.every((brand) => brand.productTypes.length > 0));
    }
  });

  it('always has sold-out and low-stock products, even in a small catalogue', () => {
    const store = catalogOf('default');
    const products = generateProducts(store, 60, buildBrands(store));
    assert.ok(products.filter((product) => product.totalOnHand === 0).length >= 2);
    assert.ok(products.filter((p) => p.totalOnHand >= 1 && p.totalOnHand <= 3).length >= 3);
  });

  it("gives every product its maker's part number and some the numbers it replaces", () => {
    const store = catalogOf('parts');
    const products = generateProducts(store, 1000, buildBrands(store));
    assert.ok(
      products.every((p) => p.partNumbers.filter((n) => n.kind === 'manufacturer').length === 1),
    );
    for (const kind of ['oem', 'superseded', 'interchange'] as const) {
      const share = products.filter((p) => p.partNumbers.some((n) => n.kind === kind)).length;
      assert.ok(share > 80 && share < 400, `${kind}: ${share}`);
    }
    const own = products.map((p) => p.partNumbers[0]!.number.replace(/[^A-Z0-9]/gi, ''));
    assert.equal(new Set(own).size, products.length);
  });

  it('writes no free-text fitment: no fitment or compatible_with attribute, no "fits …" in any text', () => {
    for (const store of storeCatalogs) {
      const products = generateProducts(store, 2000, buildBrands(store));
      const claims = products.flatMap((p) =>
        [p.description, ...Object.values(p.attributes)]
          .filter((text) => CLAIMS_A_FIT.test(text))
          .map((text) => `${p.sku}: ${text}`),
      );
      assert.deepEqual(claims.slice(0, 3), [], store.storeId);
      const keys = new Set(products.flatMap((p) => Object.keys(p.attributes)));
      assert.ok(!keys.has('fitment') && !keys.has('compatible_with'), store.storeId);
      assert.ok(keys.has('material') && keys.has('voltage'), store.storeId);
    }
  });

  it('says only what is true of each product: makers, materials and shipping follow its category', () => {
    const store = catalogOf('parts');
    const categories = new Map(buildCategoryNodes(store).map((node) => [node.key, node]));
    const products = generateProducts(store, 3000, buildBrands(store));
    const segmentOf = (p: (typeof products)[number]) => categories.get(p.categoryKey)!.segment.key;
    const leafOf = (p: (typeof products)[number]) => categories.get(p.categoryKey)!.name;
    const wrong = (label: string, bad: typeof products) =>
      assert.deepEqual(
        bad.slice(0, 3).map((p) => `${p.sku} ${leafOf(p)}: ${JSON.stringify(p.attributes)}`),
        [],
        label,
      );

    const automotive = products.filter((p) => segmentOf(p) === 'automotive');
    assert.ok(automotive.length > 100);
    wrong(
      'brake pads and rotors are friction material or iron, never nylon or brass',
      automotive.filter(
        (p) =>
          leafOf(p) === 'Brake Pads & Rotors' &&
          !/ceramic|semi-metallic|organic|cast iron/i.test(p.attributes.material ?? ''),
      ),
    );
    wrong(
      'only big, heavy items ship by freight',
      products.filter(
        (p) =>
          /freight/.test(p.attributes.item_additional_information ?? '') &&
          parseFloat(p.attributes.weight ?? '0') < 40,
      ),
    );

    const hvacStore = catalogOf('hvac');
    const hvacNodes = new Map(buildCategoryNodes(hvacStore).map((node) => [node.key, node]));
    const hvac = generateProducts(hvacStore, 3000, buildBrands(hvacStore));
    wrong(
      'furnaces, central air conditioners and heat pumps ship by freight',
      hvac.filter(
        (p) =>
          /^(Gas Furnaces|Central Air Conditioners|Heat Pumps)$/.test(
            hvacNodes.get(p.categoryKey)!.name,
          ) && !/freight/.test(p.attributes.item_additional_information ?? ''),
      ),
    );
  });
});
