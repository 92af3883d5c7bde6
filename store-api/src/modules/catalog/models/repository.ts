// Equipment models of one store: found by model number however typed, and one model with its
// diagram sections and the parts at each callout.
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { ImageUrls } from '../../images/index.js';
import { normalisePartNumber } from '../products/repository.js';
import { likePattern } from '../../../schemas/common.js';
import type { EquipmentModel, EquipmentModelDetail, ProductFit } from '@storefront/contract';

/**
 * What a model's words are matched in: the expression of equipment_models_words_trgm_idx
 * (migration 0021), so the trigram index serves every word's LIKE.
 */
const MODEL_WORDS_TEXT = sql<string>`lower(' ' || m.brand || ' ' || m.name || ' ' || m.kind || ' ' || m.model_number)`;

const TRIGRAM_LENGTH = 3;

/** Most words of a search matched: enough for "kestrel lark 1.5l gas 2015", bounded for the planner. */
const MAX_SEARCH_WORDS = 6;

/** The search's distinct words, lower case, longest first so the rarest trigrams lead. */
function searchWords(search: string): string[] {
  const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
  return words.sort((a, b) => b.length - a.length).slice(0, MAX_SEARCH_WORDS);
}

export interface ModelFilters {
  search?: string | undefined;
  brand?: string | undefined;
  kind?: EquipmentModel['kind'] | undefined;
}

export function createModelsRepository(db: Db, imageUrls: ImageUrls) {
  /**
   * A search matches the start of the model number however typed, or all its words (any order,
   * any case, each the start of a word) in the model's brand, name, kind and number: "kestrel lark",
   * "frostline furnace". Null when the search holds no letter or digit: nothing can match it.
   */
  function selectModels(storeId: string, filters: ModelFilters) {
    let query = db.selectFrom('equipment_models as m').where('m.store_id', '=', storeId);
    if (filters.search !== undefined) {
      const normalised = normalisePartNumber(filters.search);
      if (!normalised) return null;
      const words = searchWords(filters.search);
      query = query.where((eb) => {
        // Only letters and digits are left, so the pattern needs no escaping; the "C"
        // collation of the column lets its btree serve the prefix.
        const numberMatch = eb('m.normalised', 'like', `${normalised}%`);
        // The trigram index needs a word of 3 or more characters: shorter text ("ha") is
        // matched as a number only, never by a scan of every model's words.
        if (!words.some((word) => word.length >= TRIGRAM_LENGTH)) return numberMatch;
        // Each word is a LIKE of its own on the trigram-indexed text (migration 0021), matching
        // the start of a word: "bri" finds Brixton, not every hybrid.
        const wordsMatch = words.map((word) =>
          eb(MODEL_WORDS_TEXT, 'like', likePattern(` ${word}`)),
        );
        return eb.or([numberMatch, eb.and(wordsMatch)]);
      });
    }
    if (filters.brand !== undefined) {
      query = query.where((eb) =>
        eb(eb.fn('lower', ['m.brand']), '=', filters.brand!.toLowerCase()),
      );
    }
    if (filters.kind !== undefined) query = query.where('m.kind', '=', filters.kind);
    return query;
  }

  function withPartCount(query: NonNullable<ReturnType<typeof selectModels>>) {
    return query.select((eb) => [
      'm.id',
      'm.brand',
      'm.model_number',
      'm.kind',
      'm.name',
      'm.year_from',
      'm.year_to',
      'm.engine',
      'm.horsepower',
      eb
        .selectFrom('model_sections as s')
        .innerJoin('model_parts as mp', 'mp.section_id', 's.id')
        .whereRef('s.model_id', '=', 'm.id')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .as('part_count'),
    ]);
  }

  type ModelRow = Awaited<ReturnType<ReturnType<typeof withPartCount>['execute']>>[number];

  const toModel = (row: ModelRow): EquipmentModel => ({
    id: row.id,
    brand: row.brand,
    modelNumber: row.model_number,
    kind: row.kind,
    name: row.name,
    yearFrom: row.year_from,
    yearTo: row.year_to,
    url: `/models/${row.id}`,
    partCount: Number(row.part_count ?? 0),
    ...(row.engine === null ? {} : { engine: row.engine }),
    ...(row.horsepower === null ? {} : { horsepower: Number(row.horsepower) }),
  });

  /** Ids of the store's models whose sections name the part: the models it fits. */
  const modelsFittedBy = (storeId: string, productId: number) =>
    db
      .selectFrom('model_parts as mp')
      .innerJoin('model_sections as s', 's.id', 'mp.section_id')
      .innerJoin('equipment_models as fitted', 'fitted.id', 's.model_id')
      .select('s.model_id')
      .where('mp.product_id', '=', productId)
      .where('fitted.store_id', '=', storeId);

  /** Whether the store sells the product (an active product of that store). */
  async function sellsProduct(storeId: string, productId: number): Promise<boolean> {
    const row = await db
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .where('store_id', '=', storeId)
      .where('is_active', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /**
     * A page of the models the product fits, by brand and model number; undefined when the store
     * does not sell the product.
     */
    async fittedBy(
      storeId: string,
      productId: number,
      page: { start: number; limit: number },
    ): Promise<{ models: EquipmentModel[]; total: number } | undefined> {
      if (!(await sellsProduct(storeId, productId))) return undefined;
      const base = selectModels(storeId, {})!.where(
        'm.id',
        'in',
        modelsFittedBy(storeId, productId),
      );
      const [rows, count] = await Promise.all([
        withPartCount(base)
          .orderBy('m.brand')
          .orderBy('m.normalised')
          .orderBy('m.id')
          .offset(page.start)
          .limit(page.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { models: rows.map(toModel), total: Number(count.total) };
    },

    /**
     * Whether the product fits each of the store's models asked about (others are left out), in
     * the order asked: a part in no model at all has no fitment data, so its fit is unknown;
     * undefined when the store does not sell the product.
     */
    async fitOf(
      storeId: string,
      productId: number,
      modelIds: number[],
    ): Promise<ProductFit[] | undefined> {
      if (!(await sellsProduct(storeId, productId))) return undefined;
      const [fitted, known] = await Promise.all([
        modelsFittedBy(storeId, productId).execute(),
        db
          .selectFrom('equipment_models')
          .select('id')
          .where('store_id', '=', storeId)
          .where('id', 'in', modelIds)
          .execute(),
      ]);
      const fits = new Set(fitted.map((row) => row.model_id));
      const ofStore = new Set(known.map((row) => row.id));
      return modelIds
        .filter((id) => ofStore.has(id))
        .map((modelId) => ({
          modelId,
          status: fits.has(modelId) ? 'fits' : fits.size > 0 ? 'does-not-fit' : 'unknown',
        }));
    },

    /**
     * A page of models: a whole-number match first, then the other number matches, then the
     * models found by their words; each by brand and model number.
     */
    async list(
      storeId: string,
      filters: ModelFilters & { start: number; limit: number },
    ): Promise<{ models: EquipmentModel[]; total: number }> {
      const base = selectModels(storeId, filters);
      if (!base) return { models: [], total: 0 };
      const exact = normalisePartNumber(filters.search ?? '');
      const [rows, count] = await Promise.all([
        withPartCount(base)
          .orderBy(sql`m.normalised = ${exact}`, 'desc')
          .orderBy(sql`m.normalised like ${`${exact}%`}`, 'desc')
          .orderBy('m.brand')
          .orderBy('m.normalised')
          .orderBy('m.id')
          .offset(filters.start)
          .limit(filters.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { models: rows.map(toModel), total: Number(count.total) };
    },

    /** The model with its sections in order and each section's active parts by callout. */
    async findById(storeId: string, id: number): Promise<EquipmentModelDetail | undefined> {
      const row = await withPartCount(
        selectModels(storeId, {})!.where('m.id', '=', id),
      ).executeTakeFirst();
      if (!row) return undefined;
      const [sections, parts] = await Promise.all([
        db
          .selectFrom('model_sections')
          .select(['id', 'position', 'title'])
          .where('model_id', '=', id)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('model_sections as s')
          .innerJoin('model_parts as mp', 'mp.section_id', 's.id')
          .innerJoin('products as p', 'p.id', 'mp.product_id')
          .leftJoin('inventory as i', (join) =>
            join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
          )
          .select([
            's.id as section_id',
            'mp.callout',
            'mp.quantity',
            'p.id',
            'p.name',
            'p.sku',
            'p.price',
            'p.discount',
            'i.total_on_hand',
          ])
          .where('s.model_id', '=', id)
          .where('p.is_active', '=', true)
          .orderBy('s.position')
          .orderBy('mp.callout')
          .execute(),
      ]);
      return {
        ...toModel(row),
        sections: sections.map((section) => ({
          id: section.id,
          position: section.position,
          title: section.title,
          diagram: imageUrls.modelDiagram(id, section.id),
          parts: parts
            .filter((part) => part.section_id === section.id)
            .map((part) => ({
              callout: part.callout,
              quantity: part.quantity,
              product: {
                id: part.id,
                name: part.name,
                sku: part.sku,
                price: Number(part.price),
                discount: part.discount,
                inStock: (part.total_on_hand ?? 0) > 0,
              },
            })),
        })),
      };
    },

    /** What a section's diagram draws: its title, the model and its callouts' part names. */
    async diagramOf(modelId: number, sectionId: number) {
      const section = await db
        .selectFrom('model_sections as s')
        .innerJoin('equipment_models as m', 'm.id', 's.model_id')
        .select(['s.title', 'm.brand', 'm.model_number', 'm.kind'])
        .where('s.id', '=', sectionId)
        .where('s.model_id', '=', modelId)
        .executeTakeFirst();
      if (!section) return undefined;
      const callouts = await db
        .selectFrom('model_parts as mp')
        .innerJoin('products as p', 'p.id', 'mp.product_id')
        .select(['mp.callout', 'p.name'])
        .where('mp.section_id', '=', sectionId)
        .orderBy('mp.callout')
        .execute();
      return { ...section, callouts };
    },
  };
}

export type ModelsRepository = ReturnType<typeof createModelsRepository>;
