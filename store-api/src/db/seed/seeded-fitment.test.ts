import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import { describeOnEachDatabase } from '../../testing/test-app.js';

/** Free text claiming what a product fits: only the fitment data (model_parts) may say that. */
const CLAIMS_A_FIT = /\bfits?\b|\bfitment\b|\bcompatible\b|direct-fit|universal-fit/i;

describeOnEachDatabase('the seeded catalogue of every store', (context) => {
  it('carries no free-text fitment: no fitment or compatible_with attribute, no description claiming a fit', async () => {
    const products = await context()
      .db.selectFrom('products')
      .select(['store_id', 'sku', 'description', 'attributes'])
      .orderBy('id')
      .execute();
    assert.deepEqual([...new Set(products.map((p) => p.store_id))].sort(), [
      'default',
      'hvac',
      'parts',
    ]);
    const withFitmentKeys = products.filter(
      (p) => 'fitment' in p.attributes || 'compatible_with' in p.attributes,
    );
    assert.deepEqual(
      withFitmentKeys.map((p) => p.sku),
      [],
    );
    const claims = products.flatMap((p) =>
      [p.description, ...Object.values(p.attributes)]
        .filter((text) => CLAIMS_A_FIT.test(text))
        .map((text) => `${p.sku}: ${text}`),
    );
    assert.deepEqual(claims, []);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from products
      where attributes ? 'fitment' or attributes ? 'compatible_with'`.execute(context().db);
    assert.equal(rows[0]!.n, 0);
  });
});
