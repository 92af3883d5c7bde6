import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { buildMockProductApi, fixtureCatalogue } from './app.js';

const app = buildMockProductApi();
after(() => app.close());

describe('the sample product API stand-in', () => {
  it('lists the fixture catalogue in the real shape, images on its own origin', async () => {
    const response = await app.inject({ url: '/products', headers: { host: 'localhost:4300' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const products = response.json<Record<string, unknown>[]>();
    assert.equal(products.length, fixtureCatalogue.length);
    assert.deepEqual(Object.keys(products[0] ?? {}), [
      'id',
      'title',
      'price',
      'description',
      'category',
      'image',
      'rating',
    ]);
    assert.equal(products[0]?.image, 'http://localhost:4300/img/1.svg');
  });

  it('answers one product by id', async () => {
    const response = await app.inject({ url: '/products/9' });
    assert.equal(response.json<{ category: string }>().category, 'electronics');
  });

  it('answers an id it does not have with 200 and an empty body, as the real service does', async () => {
    const response = await app.inject({ url: '/products/999' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.body, '');
  });

  it('lists the categories and the products of one category', async () => {
    const categories = (await app.inject({ url: '/products/categories' })).json<string[]>();
    assert.deepEqual(categories, ['electronics', 'jewelery', "men's clothing", "women's clothing"]);
    const response = await app.inject({
      url: `/products/category/${encodeURIComponent("men's clothing")}`,
    });
    const products = response.json<{ category: string }[]>();
    assert.ok(products.length > 0);
    assert.ok(products.every((product) => product.category === "men's clothing"));
  });

  it('serves each product image as SVG and 404s an unknown one', async () => {
    const image = await app.inject({ url: '/img/3.svg' });
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.match(image.body, /^<svg/);
    assert.equal((await app.inject({ url: '/img/99.svg' })).statusCode, 404);
  });
});
