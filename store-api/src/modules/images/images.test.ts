import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabase, type TestContext } from '../../testing/test-app.js';

/** A product of the leaf category with this name, from any store. */
async function productIn({ db }: TestContext, categoryName: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.name'])
    .where('c.name', '=', categoryName)
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
}

const drawingOf = (svg: string) => svg.match(/<g class="drawing-([a-z-]+)"[^>]*>(.*?)<\/g>/);

describeOnEachDatabase('generated product images', (context) => {
  describe('GET /images/products/{id}.svg', () => {
    it('draws a brake pad and a filter differently, each with the product name, in under 2 KB', async () => {
      const brakePad = await productIn(context(), 'Brake Pads & Rotors');
      const filter = await productIn(context(), 'Air Purifiers & Filters');
      const pictures = [];
      for (const product of [brakePad, filter]) {
        const response = await context().app.inject({
          url: `/store-api/images/products/${product.id}.svg`,
        });
        assert.equal(response.statusCode, 200);
        assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
        assert.ok(response.body.length < 2048, `${response.body.length} bytes`);
        const escapedName = product.name.replace(/&/g, '&#38;');
        assert.ok(response.body.includes(`aria-label="${escapedName}"`), response.body);
        // The name's first words are drawn under the picture.
        const firstWord = escapedName.split(' ')[0]!;
        assert.match(response.body, new RegExp(`<text[^>]*>${firstWord}[ <]`));
        pictures.push(response.body);
      }
      const [brakeDrawing, filterDrawing] = pictures.map(drawingOf);
      assert.equal(brakeDrawing?.[1], 'brake');
      assert.equal(filterDrawing?.[1], 'filter');
      assert.notEqual(brakeDrawing?.[2], filterDrawing?.[2]);
    });
  });
});
