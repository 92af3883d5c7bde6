// Deep pages start at the nearest remembered position of their list (decision 0988): they must
// hold exactly the products offset paging gave, in the same order (ties: newest id first), for
// every sort, and follow a change to the products made after the positions were found.
import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { sql } from 'kysely';
import type { ProductSort } from './schemas.js';
import { createProductsRepository } from './repository.js';
import { createImageUrls } from '../../images/index.js';
import { describeOnEachDatabase, TEST_PUBLIC_BASE_URL } from '../../../testing/test-app.js';

/**
 * The whole list of each sort over the 30 products set up below, by each product's index:
 * created on day 1 + i % 3, priced (i % 4) * 10 + 5, rated 3.5 + i % 2 by i % 3 reviews, named
 * "Widget A/B/C" by i % 3. Worked out by hand from those values, ties broken by id, newest first.
 */
const ORDERS: Record<Exclude<ProductSort, 'relevance'>, number[]> = {
  newest: [
    29, 26, 23, 20, 17, 14, 11, 8, 5, 2, 28, 25, 22, 19, 16, 13, 10, 7, 4, 1, 27, 24, 21, 18, 15,
    12, 9, 6, 3, 0,
  ],
  price_asc: [
    28, 24, 20, 16, 12, 8, 4, 0, 29, 25, 21, 17, 13, 9, 5, 1, 26, 22, 18, 14, 10, 6, 2, 27, 23, 19,
    15, 11, 7, 3,
  ],
  price_desc: [
    27, 23, 19, 15, 11, 7, 3, 26, 22, 18, 14, 10, 6, 2, 29, 25, 21, 17, 13, 9, 5, 1, 28, 24, 20, 16,
    12, 8, 4, 0,
  ],
  rating: [
    29, 23, 17, 11, 5, 25, 19, 13, 7, 1, 27, 21, 15, 9, 3, 26, 20, 14, 8, 2, 28, 22, 16, 10, 4, 24,
    18, 12, 6, 0,
  ],
  name: [
    27, 24, 21, 18, 15, 12, 9, 6, 3, 0, 28, 25, 22, 19, 16, 13, 10, 7, 4, 1, 29, 26, 23, 20, 17, 14,
    11, 8, 5, 2,
  ],
};

describeOnEachDatabase('deep product pages', (context) => {
  /** The product ids of the store's 30 listed products, by index. */
  let ids: number[] = [];
  /** A repository remembering every 4th position, so page 2 of 5 is already a deep page. */
  const products = () =>
    createProductsRepository(context().db, createImageUrls(TEST_PUBLIC_BASE_URL), {
      anchorStep: 4,
    });
  const indexesOf = (page: { id: number }[]) => page.map((product) => ids.indexOf(product.id));

  before(async () => {
    const { db } = context();
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where('store_id', '=', 'hvac')
      .orderBy('id')
      .limit(30)
      .execute();
    ids = rows.map((row) => row.id);
    await db
      .updateTable('products')
      .set({ is_active: false })
      .where('store_id', '=', 'hvac')
      .where('id', 'not in', ids)
      .execute();
    for (const [i, id] of ids.entries()) {
      // created_at is never written by the app, so its type forbids an update: raw SQL here.
      await sql`update products set created_at = ${`2026-01-0${1 + (i % 3)}T00:00:00Z`}::timestamptz
        where id = ${id}`.execute(db);
      await db
        .updateTable('products')
        .set({
          price: (i % 4) * 10 + 5,
          rating_rate: 3.5 + (i % 2),
          rating_count: i % 3,
          name: `Widget ${'ABC'[i % 3]!}`,
        })
        .where('id', '=', id)
        .execute();
    }
  });

  it('answers every page of every sort with the products and order of offset paging, at any start', async () => {
    const repository = products();
    for (const [sort, order] of Object.entries(ORDERS)) {
      for (const start of [0, 3, 4, 5, 9, 16, 17, 23, 25, 29, 30, 45]) {
        const page = await repository.list(
          'hvac',
          {},
          { start, limit: 5, sort: sort as ProductSort },
        );
        assert.deepEqual(
          indexesOf(page.products),
          order.slice(start, start + 5),
          `${sort} from ${start}`,
        );
        assert.equal(page.total, 30);
      }
    }
  });

  it('answers the same deep page again from its remembered position, before and after a product changes', async () => {
    const repository = products();
    const page = (start: number) =>
      repository.list('hvac', {}, { start, limit: 5, sort: 'newest' });
    assert.deepEqual(indexesOf((await page(20)).products), [27, 24, 21, 18, 15]);
    assert.deepEqual(indexesOf((await page(10)).products), [28, 25, 22, 19, 16]);
    // Product 0 becomes the newest: every later position moves one on.
    await sql`update products set created_at = '2026-01-09T00:00:00Z' where id = ${ids[0]!}`.execute(
      context().db,
    );
    assert.deepEqual(indexesOf((await page(10)).products), [2, 28, 25, 22, 19]);
    assert.deepEqual(indexesOf((await page(20)).products), [1, 27, 24, 21, 18]);
    // A product leaving the list moves the later ones back.
    await sql`update products set is_active = false where id = ${ids[28]!}`.execute(context().db);
    assert.deepEqual(indexesOf((await page(10)).products), [2, 25, 22, 19, 16]);
  });
});
