// The cascading choices of the vehicle (year → make → model → engine) and outboard (make →
// horsepower → year) selectors, read from a store's equipment models of kind 'vehicle' and
// 'outboard'. A row spans year_from..year_to; an outboard still built (no year_to) runs to this year.
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Database } from '../../../db/schema.js';
import type { OutboardYearChoice, VehicleEngineChoice } from '@storefront/contract';

type Models = ExpressionBuilder<Database, 'equipment_models'>;

const lastYear = sql<number>`coalesce(year_to, extract(year from current_date)::integer)`;

/** Rows built in `year`. */
const builtIn = (year: number) => (eb: Models) =>
  eb.and([eb('year_from', '<=', year), eb(lastYear, '>=', year)]);

export function createSelectorRepository(db: Db) {
  const ofKind = (storeId: string, kind: 'vehicle' | 'outboard') =>
    db.selectFrom('equipment_models').where('store_id', '=', storeId).where('kind', '=', kind);

  return {
    /** Every year some vehicle of the store was built, newest first. */
    async vehicleYears(storeId: string): Promise<number[]> {
      const rows = await db
        .selectFrom(
          ofKind(storeId, 'vehicle')
            .select(sql<number>`generate_series(year_from, year_to)`.as('year'))
            .as('years'),
        )
        .select('years.year')
        .distinct()
        .orderBy('years.year', 'desc')
        .execute();
      return rows.map((row) => Number(row.year));
    },

    async vehicleMakes(storeId: string, year: number): Promise<string[]> {
      const rows = await ofKind(storeId, 'vehicle')
        .where(builtIn(year))
        .select('brand')
        .distinct()
        .orderBy('brand')
        .execute();
      return rows.map((row) => row.brand);
    },

    async vehicleModels(storeId: string, year: number, make: string): Promise<string[]> {
      const rows = await ofKind(storeId, 'vehicle')
        .where(builtIn(year))
        .where('brand', '=', make)
        .select('name')
        .distinct()
        .orderBy('name')
        .execute();
      return rows.map((row) => row.name);
    },

    async vehicleEngines(
      storeId: string,
      year: number,
      make: string,
      model: string,
    ): Promise<VehicleEngineChoice[]> {
      const rows = await ofKind(storeId, 'vehicle')
        .where(builtIn(year))
        .where('brand', '=', make)
        .where('name', '=', model)
        .select(['id', 'engine', 'model_number'])
        .orderBy('engine')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        engine: row.engine ?? '',
        modelId: row.id,
        modelNumber: row.model_number,
      }));
    },

    async outboardMakes(storeId: string): Promise<string[]> {
      const rows = await ofKind(storeId, 'outboard')
        .select('brand')
        .distinct()
        .orderBy('brand')
        .execute();
      return rows.map((row) => row.brand);
    },

    /** The make's ratings, smallest first. */
    async outboardHorsepower(storeId: string, make: string): Promise<number[]> {
      const rows = await ofKind(storeId, 'outboard')
        .where('brand', '=', make)
        .where('horsepower', 'is not', null)
        .select('horsepower')
        .distinct()
        .orderBy('horsepower')
        .execute();
      return rows.map((row) => Number(row.horsepower));
    },

    /** Each year a model of the make and rating was built, newest first: one entry per model. */
    async outboardYears(
      storeId: string,
      make: string,
      horsepower: number,
    ): Promise<OutboardYearChoice[]> {
      const rows = await db
        .selectFrom(
          ofKind(storeId, 'outboard')
            .where('brand', '=', make)
            .where('horsepower', '=', String(horsepower))
            .select([
              'id',
              'model_number',
              'name',
              sql<number>`generate_series(year_from, ${lastYear})`.as('year'),
            ])
            .as('built'),
        )
        .selectAll('built')
        .orderBy('built.year', 'desc')
        .orderBy('built.model_number')
        .execute();
      return rows.map((row) => ({
        year: Number(row.year),
        modelId: row.id,
        modelNumber: row.model_number,
        name: row.name,
      }));
    },
  };
}

export type SelectorRepository = ReturnType<typeof createSelectorRepository>;
