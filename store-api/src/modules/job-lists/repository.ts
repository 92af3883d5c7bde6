// A signed-in customer's job lists (issue 40 item 4). Every call names the customer: a list of
// another customer is never read or changed, it is simply not found. Changes run holding the
// customer's row (a new list) or the list's row (its lines), so two changes at once cannot both
// pass a limit.
import { MAX_JOB_LIST_LINES, MAX_JOB_LISTS, MAX_LINE_QUANTITY } from '@storefront/contract';
import type { JobListSummaryRecord } from '@storefront/contract/records';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export interface NewLine {
  productId: number;
  quantity: number;
}

/** A list's row as the routes need it. */
export interface JobListRow {
  id: number;
  name: string;
  updated_at: Date;
}

/** A list's line with the product fields an order line would have recorded. */
export interface JobListLineRow {
  product_id: number;
  quantity: number;
  name: string;
  sku: string;
}

/** Why a change was refused (the routes turn each into its status and message). */
export type JobListRefusal = 'no-list' | 'too-many-lists' | 'too-many-lines';

export type JobListChange<T = null> =
  { done: true; value: T } | { done: false; refusal: JobListRefusal };

const DONE = { done: true, value: null } as const;

function summary(row: JobListRow & { line_count: number }): JobListSummaryRecord {
  return {
    id: row.id,
    name: row.name,
    lineCount: row.line_count,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function createJobListsRepository(db: Db) {
  /** The customer's list, locked until the transaction ends; undefined when it is not theirs. */
  function lockedList(trx: Db, customerId: number, listId: number) {
    return trx
      .selectFrom('job_lists')
      .select(['id', 'name', 'updated_at'])
      .where('id', '=', listId)
      .where('customer_id', '=', customerId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Adds units to the list's lines (a product already there: more on its line, up to 999). */
  async function addLines(trx: Db, listId: number, lines: readonly NewLine[]) {
    const existing = await trx
      .selectFrom('job_list_lines')
      .select('product_id')
      .where('list_id', '=', listId)
      .execute();
    const onList = new Set(existing.map((row) => row.product_id));
    const added = new Set(lines.map((line) => line.productId).filter((id) => !onList.has(id)));
    if (onList.size + added.size > MAX_JOB_LIST_LINES) return false;
    for (const { productId, quantity } of lines) {
      await trx
        .insertInto('job_list_lines')
        .values({ list_id: listId, product_id: productId, quantity })
        .onConflict((conflict) =>
          conflict.columns(['list_id', 'product_id']).doUpdateSet({
            quantity: sql<number>`least(job_list_lines.quantity + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          }),
        )
        .execute();
    }
    return true;
  }

  function touch(trx: Db, listId: number) {
    return trx
      .updateTable('job_lists')
      .set({ updated_at: sql`now()` })
      .where('id', '=', listId)
      .execute();
  }

  /** Runs `work` on the customer's list, locked; `no-list` when it is not theirs. */
  function onList<T>(
    customerId: number,
    listId: number,
    work: (trx: Db) => Promise<JobListChange<T>>,
  ): Promise<JobListChange<T>> {
    return db.transaction().execute(async (trx) => {
      if (!(await lockedList(trx, customerId, listId))) return { done: false, refusal: 'no-list' };
      const outcome = await work(trx);
      if (outcome.done) await touch(trx, listId);
      return outcome;
    });
  }

  return {
    /** The customer's lists, the last changed first. */
    async summaries(customerId: number): Promise<JobListSummaryRecord[]> {
      const rows = await db
        .selectFrom('job_lists as l')
        .select(['l.id', 'l.name', 'l.updated_at'])
        .select((eb) =>
          eb
            .selectFrom('job_list_lines as jl')
            .select(sql<number>`count(*)::int`.as('count'))
            .whereRef('jl.list_id', '=', 'l.id')
            .as('line_count'),
        )
        .where('l.customer_id', '=', customerId)
        .orderBy('l.updated_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
      return rows.map((row) => summary({ ...row, line_count: row.line_count ?? 0 }));
    },

    /** The customer's list with its lines in the order they were added, or undefined. */
    async find(
      customerId: number,
      listId: number,
    ): Promise<{ list: JobListRow; lines: JobListLineRow[] } | undefined> {
      const list = await db
        .selectFrom('job_lists')
        .select(['id', 'name', 'updated_at'])
        .where('id', '=', listId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!list) return undefined;
      const lines = await db
        .selectFrom('job_list_lines as jl')
        .innerJoin('products as p', 'p.id', 'jl.product_id')
        .select(['jl.product_id', 'jl.quantity', 'p.name', 'p.sku'])
        .where('jl.list_id', '=', listId)
        .orderBy('jl.added_order')
        .execute();
      return { list, lines };
    },

    /** A new list, with its first lines; refused past the lists limit. */
    create(customerId: number, name: string, lines: readonly NewLine[]) {
      return db.transaction().execute(async (trx): Promise<JobListChange<number>> => {
        // Holding the customer's row: two creates at once cannot both pass the limit.
        await trx
          .selectFrom('customers')
          .select('id')
          .where('id', '=', customerId)
          .forUpdate()
          .execute();
        const { count } = await trx
          .selectFrom('job_lists')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow();
        if (count >= MAX_JOB_LISTS) return { done: false, refusal: 'too-many-lists' };
        const { id } = await trx
          .insertInto('job_lists')
          .values({ customer_id: customerId, name })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (!(await addLines(trx, id, lines))) return { done: false, refusal: 'too-many-lines' };
        return { done: true, value: id };
      });
    },

    rename(customerId: number, listId: number, name: string) {
      return onList(customerId, listId, async (trx) => {
        await trx.updateTable('job_lists').set({ name }).where('id', '=', listId).execute();
        return DONE;
      });
    },

    /** Deletes the list and its lines; false when it is not the customer's. */
    async remove(customerId: number, listId: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('job_lists')
        .where('id', '=', listId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    addLines(customerId: number, listId: number, lines: readonly NewLine[]) {
      return onList(customerId, listId, async (trx) =>
        (await addLines(trx, listId, lines)) ? DONE : { done: false, refusal: 'too-many-lines' },
      );
    },

    /** Sets a line's units (a product not on the list is added with them). */
    setQuantity(customerId: number, listId: number, line: NewLine) {
      return onList(customerId, listId, async (trx) => {
        const updated = await trx
          .updateTable('job_list_lines')
          .set({ quantity: line.quantity })
          .where('list_id', '=', listId)
          .where('product_id', '=', line.productId)
          .executeTakeFirst();
        return updated.numUpdatedRows > 0n || (await addLines(trx, listId, [line]))
          ? DONE
          : { done: false, refusal: 'too-many-lines' };
      });
    },

    /** Takes a product off the list (one not on it: the list as it is). */
    removeLine(customerId: number, listId: number, productId: number) {
      return onList(customerId, listId, async (trx) => {
        await trx
          .deleteFrom('job_list_lines')
          .where('list_id', '=', listId)
          .where('product_id', '=', productId)
          .execute();
        return DONE;
      });
    },
  };
}

export type JobListsRepository = ReturnType<typeof createJobListsRepository>;
