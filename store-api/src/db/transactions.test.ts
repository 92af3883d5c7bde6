// One unit of work (a stock reservation and its outbox message) commits or rolls back as a whole,
// on PGlite and on PostgreSQL, and other requests never see it half done.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { it } from 'node:test';
import { sql } from 'kysely';
import { createOutboxRepository } from '../modules/outbox/index.js';
import { describeOnEachDatabaseAndPgBouncer, getJson } from '../testing/test-app.js';

const STORE = 'hvac';

class UnitOfWorkFailed extends Error {}

describeOnEachDatabaseAndPgBouncer('transactions', (context) => {
  /** A SKU of the store with at least `units` on hand, and how many it has. */
  async function skuWithStock(units: number) {
    const row = await context()
      .db.selectFrom('inventory')
      .select(['sku', 'total_on_hand'])
      .where('store_id', '=', STORE)
      .where('total_on_hand', '>=', units)
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    return { sku: row.sku, onHand: row.total_on_hand };
  }

  async function stockShownToShoppers(sku: string) {
    const { status, body } = await getJson<{ total_on_hand: number }>(
      context().app,
      `/products/inventories/${sku}`,
      STORE,
    );
    assert.equal(status, 200);
    return body.total_on_hand;
  }

  /** A message of the catalogue whose subject tells this test's messages apart. */
  function messageAbout(subject: string, sku: string, units: number) {
    return {
      topic: 'contact.message' as const,
      storeId: STORE,
      payload: {
        name: 'Test Shopper',
        email: 'shopper@example.com',
        subject,
        message: `Reserved ${units} of ${sku}`,
      },
    };
  }

  async function outboxMessages(subject: string) {
    return context()
      .db.selectFrom('outbox')
      .select(['topic', 'payload'])
      .where(sql<string>`payload->>'subject'`, '=', subject)
      .execute();
  }

  /** Reserves units and queues a message about it in one transaction, then runs `then`. */
  async function reserveAndQueue(
    sku: string,
    units: number,
    subject: string,
    then: () => Promise<void> = async () => {},
  ) {
    const { app, db } = context();
    await db.transaction().execute(async (trx) => {
      const left = await app.products.inTransaction(trx).reserveStock(STORE, sku, units);
      assert.notEqual(left, undefined, 'the reservation took the units');
      await createOutboxRepository(trx).add(messageAbout(subject, sku, units));
      await then();
    });
  }

  it('commits a stock reservation and its outbox message together', async () => {
    const { sku, onHand } = await skuWithStock(2);
    const subject = `reserved ${randomUUID()}`;
    await reserveAndQueue(sku, 2, subject);
    assert.equal(await stockShownToShoppers(sku), onHand - 2);
    const { topic, payload } = messageAbout(subject, sku, 2);
    assert.deepEqual(await outboxMessages(subject), [{ topic, payload }]);
  });

  it('rolls back both writes when the unit of work fails after them', async () => {
    const { sku, onHand } = await skuWithStock(3);
    const subject = `rolled back ${randomUUID()}`;
    await assert.rejects(
      reserveAndQueue(sku, 3, subject, async () => {
        throw new UnitOfWorkFailed('payment refused');
      }),
      UnitOfWorkFailed,
    );
    assert.equal(await stockShownToShoppers(sku), onHand);
    assert.deepEqual(await outboxMessages(subject), []);
  });

  it('rolls back the reservation when a later write is refused by the database', async () => {
    const { app, db } = context();
    const { sku, onHand } = await skuWithStock(1);
    const subject = `refused ${randomUUID()}`;
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await app.products.inTransaction(trx).reserveStock(STORE, sku, 1);
        // No such store: the outbox row breaks its foreign key.
        await createOutboxRepository(trx).add({
          ...messageAbout(subject, sku, 1),
          storeId: 'closed',
        });
      }),
      /foreign key/,
    );
    assert.equal(await stockShownToShoppers(sku), onHand);
    assert.deepEqual(await outboxMessages(subject), []);
  });

  it('never shows another request a reservation that is not committed', async () => {
    const { sku, onHand } = await skuWithStock(1);
    let seenMeanwhile: Promise<number> | undefined;
    await assert.rejects(
      reserveAndQueue(sku, 1, `isolated ${randomUUID()}`, async () => {
        // Another shopper asks for the stock while the reservation is open. On PGlite (one
        // connection) the request must wait for the transaction rather than run inside it; the
        // delay gives it every chance to run early if nothing held it back.
        seenMeanwhile = stockShownToShoppers(sku);
        await delay(100);
        throw new UnitOfWorkFailed('cancelled');
      }),
      UnitOfWorkFailed,
    );
    assert.equal(await seenMeanwhile, onHand);
    assert.equal(await stockShownToShoppers(sku), onHand);
  });

  it('refuses to reserve more units than are on hand, and changes nothing', async () => {
    const { sku, onHand } = await skuWithStock(1);
    assert.equal(await context().app.products.reserveStock(STORE, sku, onHand + 1), undefined);
    assert.equal(await stockShownToShoppers(sku), onHand);
  });
});
