// "My equipment" of a signed-in customer: the store's equipment models they saved, each with the
// model year they own. Every call names the customer and their store, and only models of that
// store are ever read or saved.
import { MAX_SAVED_EQUIPMENT } from '@storefront/contract';
import type { savedEquipmentRecord } from '@storefront/contract/records';
import type { z } from 'zod';
import type { Db } from '../../db/connection.js';

type SavedEquipment = z.infer<typeof savedEquipmentRecord>;

/** A model of the store as saving needs it: its number and the years it was made. */
interface ModelYears {
  id: number;
  model_number: string;
  year_from: number;
  year_to: number | null;
}

/** What saving one model came to. */
export type SaveOutcome =
  | { saved: true }
  | { saved: false; reason: 'unknown-model' | 'list-full' }
  | { saved: false; reason: 'year-outside-model'; model: ModelYears; lastYear: number };

/** The last model year a shopper can own: a model still made is sold ahead by a year at most. */
function lastModelYear(model: ModelYears, now = new Date()): number {
  return model.year_to ?? now.getUTCFullYear() + 1;
}

function yearFits(model: ModelYears, year: number): boolean {
  return year >= model.year_from && year <= lastModelYear(model);
}

export function createSavedEquipmentRepository(db: Db) {
  async function findModels(storeId: string, modelIds: number[]): Promise<ModelYears[]> {
    if (modelIds.length === 0) return [];
    return db
      .selectFrom('equipment_models')
      .select(['id', 'model_number', 'year_from', 'year_to'])
      .where('store_id', '=', storeId)
      .where('id', 'in', modelIds)
      .execute();
  }

  /** The customer's list, the newest first. */
  async function list(trx: Db, customerId: number, storeId: string): Promise<SavedEquipment[]> {
    const rows = await trx
      .selectFrom('saved_equipment as s')
      .innerJoin('equipment_models as m', 'm.id', 's.model_id')
      .select(['m.id', 'm.brand', 'm.model_number', 'm.name', 'm.kind', 's.year'])
      .where('s.customer_id', '=', customerId)
      .where('m.store_id', '=', storeId)
      .orderBy('s.saved_order', 'desc')
      .execute();
    return rows.map((row) => ({
      modelId: row.id,
      brand: row.brand,
      modelNumber: row.model_number,
      name: row.name,
      kind: row.kind,
      ...(row.year !== null && { year: row.year }),
    }));
  }

  /**
   * Runs `work` holding the customer's row, so two saves of one customer at once cannot both pass
   * the list limit.
   */
  function forCustomer<T>(customerId: number, work: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('customers')
        .select('id')
        .where('id', '=', customerId)
        .forUpdate()
        .execute();
      return work(trx);
    });
  }

  async function savedModelIds(trx: Db, customerId: number): Promise<Set<number>> {
    const rows = await trx
      .selectFrom('saved_equipment')
      .select('model_id')
      .where('customer_id', '=', customerId)
      .execute();
    return new Set(rows.map((row) => row.model_id));
  }

  /** Saves the model, or changes the year of a model already saved (the list keeps its place). */
  async function upsert(trx: Db, customerId: number, modelId: number, year: number | null) {
    await trx
      .insertInto('saved_equipment')
      .values({ customer_id: customerId, model_id: modelId, year })
      .onConflict((conflict) => conflict.columns(['customer_id', 'model_id']).doUpdateSet({ year }))
      .execute();
  }

  return {
    list: (customerId: number, storeId: string) => list(db, customerId, storeId),

    /** Saves one model of the store (again: its year changes); refuses past the list limit. */
    async save(
      customerId: number,
      storeId: string,
      modelId: number,
      year: number | undefined,
    ): Promise<SaveOutcome> {
      const [model] = await findModels(storeId, [modelId]);
      if (!model) return { saved: false, reason: 'unknown-model' };
      if (year !== undefined && !yearFits(model, year)) {
        return {
          saved: false,
          reason: 'year-outside-model',
          model,
          lastYear: lastModelYear(model),
        };
      }
      return forCustomer(customerId, async (trx) => {
        const saved = await savedModelIds(trx, customerId);
        if (!saved.has(modelId) && saved.size >= MAX_SAVED_EQUIPMENT) {
          return { saved: false, reason: 'list-full' } as const;
        }
        await upsert(trx, customerId, modelId, year ?? null);
        return { saved: true } as const;
      });
    },

    /** Forgets one model; a model not on the list is already forgotten. */
    async remove(customerId: number, modelId: number): Promise<void> {
      await db
        .deleteFrom('saved_equipment')
        .where('customer_id', '=', customerId)
        .where('model_id', '=', modelId)
        .execute();
    },

    /**
     * Adds a guest's list to the customer's and answers the model ids left out: unknown in the
     * store, or past the list limit. A model already saved keeps its year unless it had none; a
     * year outside the model's years is dropped and the model saved without one.
     */
    async merge(
      customerId: number,
      storeId: string,
      guestList: { modelId: number; year?: number | undefined }[],
    ): Promise<{ equipment: SavedEquipment[]; skipped: number[] }> {
      const models = new Map(
        (await findModels(storeId, [...new Set(guestList.map((item) => item.modelId))])).map(
          (model) => [model.id, model],
        ),
      );
      return forCustomer(customerId, async (trx) => {
        const saved = await savedModelIds(trx, customerId);
        const skipped: number[] = [];
        // The guest list is newest first: saved in reverse, so the newest ends up first again.
        for (const { modelId, year } of [...guestList].reverse()) {
          const model = models.get(modelId);
          const isNew = !saved.has(modelId);
          if (!model || (isNew && saved.size >= MAX_SAVED_EQUIPMENT)) {
            if (!skipped.includes(modelId)) skipped.push(modelId);
            continue;
          }
          const fittingYear = year !== undefined && yearFits(model, year) ? year : null;
          if (isNew) {
            saved.add(modelId);
            await upsert(trx, customerId, modelId, fittingYear);
          } else if (fittingYear !== null) {
            await trx
              .updateTable('saved_equipment')
              .set({ year: fittingYear })
              .where('customer_id', '=', customerId)
              .where('model_id', '=', modelId)
              .where('year', 'is', null)
              .execute();
          }
        }
        return { equipment: await list(trx, customerId, storeId), skipped: skipped.reverse() };
      });
    },
  };
}

export type SavedEquipmentRepository = ReturnType<typeof createSavedEquipmentRepository>;
