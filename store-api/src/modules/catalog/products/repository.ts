// Reads products of one store: filtered pages, single products, featured picks and stock.
import {
  CompiledQuery,
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from '../../../db/connection.js';
import type {
  Database,
  PartNumberKind,
  ProductSpecs,
  SpecDefinitionsTable,
  SpecKind,
} from '../../../db/schema.js';
import { badRequest } from '../../../http-error.js';
import { likePattern } from '../../../schemas/common.js';
import { LRUCache } from 'lru-cache';
import { catalogCache } from '../cache-policy.js';
import { createActiveProductCounts } from '../active-product-counts.js';
import type { ImageUrls } from '../../images/index.js';
import type { FeaturedStrategy } from '../featured/schemas.js';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  poundsFromOunces,
  type Product,
  type ProductFacets,
  type SpecFacet,
} from '@storefront/contract';
import type { ProductSort, SpecFilterInput } from './schemas.js';
import { createWordSearch, matchesWords, nameHasAllWords, type WordTerms } from './word-search.js';

export interface ProductFilters {
  categoryId?: number | undefined;
  /** Descendants of this category, without the category itself. */
  parentId?: number | undefined;
  brandId?: number | undefined;
  search?: string | undefined;
  /** Only parts of any of these equipment models (ids of other stores' models match nothing). */
  fitsModelIds?: number[] | undefined;
  /** Only products with stock on hand. */
  inStock?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  specs?: SpecFilterInput[] | undefined;
}

/** A spec filter checked against the store's definition of the spec. */
interface SpecFilter {
  key: string;
  kind: SpecKind;
  /** Any of these (choices as text, a number spec's exact values as numbers). */
  values?: (string | number)[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/** A filter a facet can leave out, so its own choices are counted as if none were chosen. */
type Dimension = 'inStock' | 'price' | `spec:${string}`;

type ProductsScope = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/** Filters after the category filters are resolved to the ids of the categories they cover. */
interface ResolvedFilters {
  categoryIds?: number[] | undefined;
  brandId?: number | undefined;
  search?: string | undefined;
  /** The search's words as matched (corrected, with synonyms). */
  words?: WordTerms | undefined;
  /** Only parts of any of these equipment models (never left out of a facet's counts). */
  fitsModelIds?: number[] | undefined;
  inStock?: boolean | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  specs?: SpecFilter[] | undefined;
}

/** Whether filters beyond category, brand and search apply (the kept counts cannot answer). */
/** Whether a facet of the filter panel (category, brand, in stock, price) is itself filtered. */
function hasFacetFilter(filters: ResolvedFilters): boolean {
  return (
    filters.categoryIds !== undefined ||
    filters.brandId !== undefined ||
    Boolean(filters.inStock) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

function hasRefinements(filters: ResolvedFilters): boolean {
  return (
    Boolean(filters.inStock) ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    (filters.specs?.length ?? 0) > 0 ||
    filters.fitsModelIds !== undefined
  );
}

/** A search's (or refined list's) matches counted in one pass: see searchScan. */
interface SearchScan {
  total: number;
  inStock: number;
  price: ProductFacets['price'];
  categories: { id: number; count: number }[];
  brands: { id: number; count: number }[];
}

type ProductsQuery<O> = SelectQueryBuilder<Database & { p: Database['products'] }, 'p', O>;

/** An order key of a product page; newest id first always breaks the remaining ties. */
type SortKey = readonly [
  key:
    | 'p.created_at'
    | 'p.price'
    | 'p.rating_rate'
    | 'p.rating_count'
    | 'p.name'
    | 'p.discount'
    | RawBuilder<unknown>,
  direction: 'asc' | 'desc',
];

const listSortKeys: Record<ProductSort, readonly SortKey[]> = {
  // A search's ranking keys go first (see list); after them, and without a search, newest first.
  relevance: [['p.created_at', 'desc']],
  newest: [['p.created_at', 'desc']],
  price_asc: [['p.price', 'asc']],
  price_desc: [['p.price', 'desc']],
  rating: [
    ['p.rating_rate', 'desc'],
    ['p.rating_count', 'desc'],
  ],
  name: [['p.name', 'asc']],
};

function inOrder<O>(query: ProductsQuery<O>, keys: readonly SortKey[]): ProductsQuery<O> {
  for (const [key, direction] of keys) query = query.orderBy(key, direction);
  return query.orderBy('p.id', 'desc');
}

/**
 * A typed part number or SKU in the form the store compares (part_numbers.normalised, migration
 * 0015): upper case, letters and digits only, so `df crx 000035` and `DF-CRX-000035` are one.
 */
export function normalisePartNumber(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

/**
 * A normalised number without the leading zeros of its runs of digits (`PTBPR000031` → `PTBPR31`):
 * the `unpadded` key of migration 0022, so a number typed without its zeros is still that number.
 */
export function unpadPartNumber(normalised: string): string {
  return normalised.replace(/(^|[^0-9])0+([0-9])/g, '$1$2');
}

/** Shortest normalised search matched as the start of a number; shorter ones only as a whole one. */
export const PART_NUMBER_PREFIX_MIN = 3;
const PART_NUMBER_EXACT_MIN = 2;

/** The SKU normalised like a part number: the expression of products_store_normalised_sku_idx. */
const normalisedSku = sql<string>`(upper(regexp_replace(p.sku, '[^A-Za-z0-9]+', '', 'g')) collate "C")`;
/** The SKU's unpadded key: the expression of products_store_unpadded_sku_idx (migration 0022). */
export const unpaddedSku = sql<string>`(regexp_replace(upper(regexp_replace(p.sku, '[^A-Za-z0-9]+', '', 'g')), '(^|[^0-9])0+([0-9])', '\\1\\2', 'g') collate "C")`;

/**
 * How a search matches numbers: the normalised text as a whole number, and from
 * PART_NUMBER_PREFIX_MIN characters also as the start of one. Undefined when too short or without
 * a digit (every SKU and part number has one): a word like `fr` or `motor` is a name search only,
 * so the products it names are not each normalised and compared (15 times slower, measured). The
 * text holds only letters and digits, so it needs no escaping in a LIKE pattern.
 */
function numberSearch(search: string | undefined) {
  const normalised = normalisePartNumber(search ?? '');
  if (normalised.length < PART_NUMBER_EXACT_MIN || !/[0-9]/.test(normalised)) return undefined;
  return {
    normalised,
    /** The whole number typed with or without leading zeros (`PT BPR 31` = PT-BPR-000031). */
    unpadded: unpadPartNumber(normalised),
    operator: normalised.length >= PART_NUMBER_PREFIX_MIN ? ('like' as const) : ('=' as const),
    pattern: normalised.length >= PART_NUMBER_PREFIX_MIN ? `${normalised}%` : normalised,
  };
}
type NumberSearch = NonNullable<ReturnType<typeof numberSearch>>;

/**
 * Products whose SKU or a part number the search matches. The part numbers' product ids are an
 * array computed once (an init plan), so `p.id = any(...)` joins the name and SKU conditions in
 * one bitmap OR of index scans instead of a subquery run per product.
 */
function matchesNumber(eb: ProductsScope, numbers: NumberSearch, exact = false) {
  // A whole number is the same number with or without leading zeros (the unpadded keys); a
  // prefix is compared as typed, zeros included.
  const ids = eb
    .selectFrom('part_numbers as pn')
    .select('pn.product_id')
    .where((pn) =>
      exact
        ? pn(sql.ref('pn.unpadded'), '=', numbers.unpadded)
        : pn.or([
            pn(sql.ref('pn.normalised'), numbers.operator, numbers.pattern),
            pn(sql.ref('pn.unpadded'), '=', numbers.unpadded),
          ]),
    );
  return eb.or([
    ...(exact ? [] : [eb(normalisedSku, numbers.operator, numbers.pattern)]),
    eb(unpaddedSku, '=', numbers.unpadded),
    eb('p.id', '=', eb.fn.any(sql<number[]>`array(${ids})`)),
  ]);
}

/** Products with every searched word in their name, or the search as typed. */
function nameMatches(search: string, words: WordTerms | undefined): Expression<SqlBool> {
  const eb = expressionBuilder<Database & { p: Database['products'] }, 'p'>();
  const inName = eb(eb.fn('lower', ['p.name']), 'like', likePattern(search));
  return words ? eb.or([inName, nameHasAllWords(words)]) : inName;
}

/**
 * A sort key putting the products that have every searched word in their name (or the search as
 * typed) before those found by their brand or category.
 */
function nameMatchFirst(search: string, words: WordTerms | undefined): SortKey {
  return [sql`case when ${nameMatches(search, words)} then 0 else 1 end`, 'asc'];
}

/** A sort key putting the products that have the searched number as a whole number first. */
function exactNumberFirst(numbers: NumberSearch): SortKey {
  const eb = expressionBuilder<Database & { p: Database['products'] }, 'p'>();
  return [sql`case when ${matchesNumber(eb, numbers, true)} then 0 else 1 end`, 'asc'];
}

const matchedKindOrder: (PartNumberKind | 'sku')[] = [
  'sku',
  'manufacturer',
  'oem',
  'superseded',
  'interchange',
];

/** The number a search matched on a product: a whole number before a prefix, the SKU first. */
function matchedNumberOf(
  sku: string,
  partNumbers: { number: string; kind: PartNumberKind; normalised: string; unpadded: string }[],
  numbers: NumberSearch,
): Product['matchedNumber'] {
  const skuNormalised = normalisePartNumber(sku);
  const whole = (candidate: { unpadded: string }) => candidate.unpadded === numbers.unpadded;
  const candidates = [
    {
      number: sku,
      kind: 'sku' as const,
      normalised: skuNormalised,
      unpadded: unpadPartNumber(skuNormalised),
    },
    ...partNumbers,
  ].filter(
    (candidate) =>
      whole(candidate) ||
      (numbers.operator === '='
        ? candidate.normalised === numbers.normalised
        : candidate.normalised.startsWith(numbers.normalised)),
  );
  const rank = (candidate: (typeof candidates)[number]) =>
    (whole(candidate) ? 0 : 10) + matchedKindOrder.indexOf(candidate.kind);
  const best = candidates.sort((a, b) => rank(a) - rank(b))[0];
  return best && { number: best.number, kind: best.kind };
}

/**
 * Parts of any of the models: "part P fits model M" is a model_parts row of one of M's sections
 * naming P. The ids are an array computed once (an init plan), like the part numbers' matches.
 */
function fitsAnyModel(eb: ProductsScope, modelIds: number[]) {
  const partIds = eb
    .selectFrom('model_parts as mp')
    .innerJoin('model_sections as s', 's.id', 'mp.section_id')
    .select('mp.product_id')
    .where('s.model_id', 'in', modelIds);
  return eb('p.id', '=', eb.fn.any(sql<number[]>`array(${partIds})`));
}

/** A JSON document as a jsonb parameter. */
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Products whose spec matches the filter: any of the listed values through containment (the
 * products_specs_idx GIN index), a range by comparing the jsonb numbers (never a cast, so a
 * stray text value cannot fail the query).
 */
function matchesSpec(eb: ProductsScope, filter: SpecFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.values) {
    conditions.push(
      eb.or(
        filter.values.map((value) => sql<SqlBool>`p.specs @> ${jsonb({ [filter.key]: value })}`),
      ),
    );
  }
  if (filter.min !== undefined || filter.max !== undefined) {
    const value = sql`p.specs -> ${filter.key}`;
    conditions.push(sql<SqlBool>`jsonb_typeof(${value}) = 'number'`);
    if (filter.min !== undefined) conditions.push(sql<SqlBool>`${value} >= ${jsonb(filter.min)}`);
    if (filter.max !== undefined) conditions.push(sql<SqlBool>`${value} <= ${jsonb(filter.max)}`);
  }
  return eb.and(conditions);
}

/** Products with stock on hand. */
function inStockCondition(eb: ProductsScope) {
  return eb.exists(
    eb
      .selectFrom('inventory as i')
      .select('i.sku')
      .whereRef('i.store_id', '=', 'p.store_id')
      .whereRef('i.sku', '=', 'p.sku')
      .where('i.total_on_hand', '>', 0),
  );
}

/** The filters' conditions; `except` leaves one out (a facet's own, for its counts). */
function productConditions(storeId: string, filters: ResolvedFilters, except?: Dimension) {
  return (eb: ProductsScope) => {
    const conditions: Expression<SqlBool>[] = [
      eb('p.store_id', '=', storeId),
      // A literal, not a parameter, so the planner can use the partial (active-only) indexes.
      eb('p.is_active', '=', sql.lit(true)),
    ];
    if (filters.categoryIds) conditions.push(eb('p.category_id', 'in', filters.categoryIds));
    if (filters.brandId !== undefined) conditions.push(eb('p.brand_id', '=', filters.brandId));
    if (filters.fitsModelIds) conditions.push(fitsAnyModel(eb, filters.fitsModelIds));
    if (filters.inStock && except !== 'inStock') conditions.push(inStockCondition(eb));
    if (except !== 'price') {
      if (filters.minPrice !== undefined) conditions.push(eb('p.price', '>=', filters.minPrice));
      if (filters.maxPrice !== undefined) conditions.push(eb('p.price', '<=', filters.maxPrice));
    }
    for (const filter of filters.specs ?? []) {
      if (except !== `spec:${filter.key}`) conditions.push(matchesSpec(eb, filter));
    }
    if (filters.search) {
      const pattern = likePattern(filters.search);
      const numbers = numberSearch(filters.search);
      conditions.push(
        eb.or([
          eb(eb.fn('lower', ['p.name']), 'like', pattern),
          eb(eb.fn('lower', ['p.sku']), 'like', pattern),
          ...(numbers ? [matchesNumber(eb, numbers)] : []),
          ...(filters.words ? [matchesWords(storeId, filters.words)] : []),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** A product's spec values with their labels and units, in the store's order of its specs. */
function typedSpecs(
  values: ProductSpecs,
  definitions: Pick<SpecDefinitionsTable, 'key' | 'label' | 'unit'>[],
): NonNullable<Product['specs']> {
  return definitions
    .filter((definition) => values[definition.key] !== undefined)
    .map(({ key, label, unit }) => ({ key, label, value: values[key]!, unit }));
}

/**
 * Every ANCHOR_STEP-th product of a list's order is remembered (its id) once a page beyond it is
 * asked for, so a deep page starts after the nearest one and walks fewer than ANCHOR_STEP rows
 * instead of every row before it (decision 0988).
 */
export const ANCHOR_STEP = 200;

/** A plain column of a sort key; the anchored lists (no search) sort by columns only. */
function columnOf([key]: readonly [SortKey[0] | 'p.id', ...unknown[]]): string {
  if (typeof key !== 'string') throw new Error('an anchored list sorts by columns only');
  return key.slice('p.'.length);
}

/**
 * Products after the anchor product in the order of `keys` (ties: newest id first), its values
 * read once (init plans) so the condition is a range of the order's index. One direction: a row
 * comparison; mixed (price or name ascending, id descending): the first key's bound, then the
 * exact order.
 */
function afterProduct(anchorId: number, keys: readonly SortKey[]): Expression<SqlBool> {
  const columns = [...keys, ['p.id', 'desc'] as const].map(
    (key) => [sql.ref(`p.${columnOf(key)}`), key[1], columnOf(key)] as const,
  );
  const valueOf = (column: string) =>
    sql`(select ${sql.ref(`a.${column}`)} from products as a where a.id = ${anchorId})`;
  const past = (direction: 'asc' | 'desc') => sql.raw(direction === 'asc' ? '>' : '<');
  if (columns.every(([, direction]) => direction === columns[0]![1])) {
    return sql<SqlBool>`(${sql.join(columns.map(([ref]) => ref))}) ${past(columns[0]![1])} (${sql.join(
      columns.map(([, , column]) => valueOf(column)),
    )})`;
  }
  const after = columns.reduceRight<Expression<SqlBool> | undefined>(
    (later, [ref, direction, column]) =>
      later
        ? sql<SqlBool>`(${ref} ${past(direction)} ${valueOf(column)} or (${ref} = ${valueOf(column)} and ${later}))`
        : sql<SqlBool>`${ref} ${past(direction)} ${valueOf(column)}`,
    undefined,
  )!;
  const [first, direction, column] = columns[0]!;
  return sql<SqlBool>`${first} ${sql.raw(direction === 'asc' ? '>=' : '<=')} ${valueOf(column)} and ${after}`;
}

/**
 * A request's own value (a store, a category id, a page's position) in a statement compiled once
 * for every request of its shape: it compiles to a parameter, which bindSlots fills per request.
 */
class Slot {
  constructor(readonly name: string) {}
}

/** A slot typed as the value it stands for, to build a query with. */
function slot<T>(name: string): T {
  return new Slot(name) as unknown as T;
}

/** The statement with each slot's parameter replaced by the request's value of it. */
function bindSlots<R>(
  statement: CompiledQuery<R>,
  values: Record<string, unknown>,
): CompiledQuery<R> {
  const parameters = statement.parameters.map((parameter) =>
    parameter instanceof Slot ? values[parameter.name] : parameter,
  );
  return CompiledQuery.raw(statement.sql, parameters) as CompiledQuery<R>;
}

export function createProductsRepository(
  db: Db,
  imageUrls: ImageUrls,
  { anchorStep = ANCHOR_STEP }: { anchorStep?: number } = {},
) {
  const counts = createActiveProductCounts(db);
  const wordSearch = createWordSearch(db);
  // Only a search's (or a refined list's) counts are still counted over the products (its
  // matches, through the trigram and full-text indexes): the terms typed into the search box
  // repeat, and a results page asks for its total, facets and strips at once, so they are kept a
  // few seconds, keyed by the store's catalogue changes (forgetSearches) and the filters.
  const searchTotals = catalogCache<number>(2000);
  const searchScans = catalogCache<SearchScan>(500);
  const searchFacets = catalogCache<ProductFacets>(500);
  /**
   * Catalogue changes seen (stock, price), of every store ('') and per store: a change makes new
   * cache keys, so the kept counts read before it are never answered again.
   */
  const catalogueChanges = new Map<string, number>();
  const searchKey = (storeId: string, resolved: ResolvedFilters) =>
    JSON.stringify([
      storeId,
      catalogueChanges.get('') ?? 0,
      catalogueChanges.get(storeId) ?? 0,
      resolved,
    ]);
  // The category tree changes rarely, so a filter's category ids are reused like the counts.
  const subtrees = catalogCache<number[]>(2000);

  /**
   * Ids of the categories a filter covers (categoryId: it and its descendants; parent_id: only
   * its descendants), looked up first: a short explicit id list lets the planner walk the newest-first index instead of
   * joining and sorting the whole subtree. Undefined when there is no category filter.
   */
  async function categoryIdsFor(
    storeId: string,
    filters: ProductFilters,
  ): Promise<number[] | undefined> {
    const rootId = filters.categoryId ?? filters.parentId;
    if (rootId === undefined) return undefined;
    const rows = await db
      .selectFrom('categories as d')
      .innerJoin('categories as a', (join) =>
        join.onRef('a.store_id', '=', 'd.store_id').on(sql<SqlBool>`d.path like a.path || '%'`),
      )
      .select('d.id')
      .where('a.id', '=', rootId)
      .where('a.store_id', '=', storeId)
      .$if(filters.categoryId === undefined, (query) => query.whereRef('d.id', '<>', 'a.id'))
      .execute();
    let ids = rows.map((row) => row.id);
    // Both filters given: the subtree of categoryId inside the descendants of parent_id.
    if (filters.categoryId !== undefined && filters.parentId !== undefined) {
      const below = await categoryIdsFor(storeId, { parentId: filters.parentId });
      ids = ids.filter((id) => below?.includes(id));
    }
    return ids;
  }

  type SpecDefinition = Omit<Selectable<SpecDefinitionsTable>, 'store_id'>;
  const specDefinitionsCache = catalogCache<SpecDefinition[]>(10);
  /** The store's spec definitions in their order (they change only with the catalogue). */
  const specDefinitionsOf = (storeId: string) =>
    specDefinitionsCache.forceFetch(storeId, {
      context: () =>
        db
          .selectFrom('spec_definitions')
          .select(['key', 'label', 'kind', 'unit', 'position', 'category_ids'])
          .where('store_id', '=', storeId)
          .orderBy('position')
          .execute(),
    });

  /** The spec filters checked against the store's specs: an unknown spec or a misfit is a 400. */
  async function resolveSpecFilters(
    storeId: string,
    inputs: SpecFilterInput[] | undefined,
  ): Promise<SpecFilter[] | undefined> {
    if (!inputs?.length) return undefined;
    const definitions = await specDefinitionsOf(storeId);
    return inputs.map((input) => {
      const definition = definitions.find((candidate) => candidate.key === input.key);
      if (!definition) throw badRequest(`This store has no spec "${input.key}"`);
      if (definition.kind === 'choice') {
        if (input.min !== undefined || input.max !== undefined) {
          throw badRequest(`spec.${input.key} is a choice: it takes values, not min or max`);
        }
        return { key: input.key, kind: definition.kind, values: input.values };
      }
      const values = input.values?.map((value) => {
        const number = Number(value);
        if (!Number.isFinite(number)) throw badRequest(`spec.${input.key} values must be numbers`);
        return number;
      });
      return { key: input.key, kind: definition.kind, values, min: input.min, max: input.max };
    });
  }

  async function resolveFilters(
    storeId: string,
    filters: ProductFilters,
  ): Promise<ResolvedFilters> {
    const { categoryId, parentId } = filters;
    return {
      inStock: filters.inStock || undefined,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      specs: await resolveSpecFilters(storeId, filters.specs),
      words: filters.search ? await wordSearch.analyse(storeId, filters.search) : undefined,
      categoryIds:
        categoryId === undefined && parentId === undefined
          ? undefined
          : await subtrees.forceFetch(JSON.stringify([storeId, categoryId, parentId]), {
              context: async () => (await categoryIdsFor(storeId, filters)) ?? [],
            }),
      brandId: filters.brandId,
      search: filters.search,
      fitsModelIds: filters.fitsModelIds,
    };
  }

  /**
   * Product rows with their category name, brand name and logo and stock. The lookups are scalar
   * subqueries rather than joins: PostgreSQL plans them in a fraction of the time a four-table
   * join takes, and it evaluates them only for the rows of the page. Built once (query builders
   * are immutable): building it per request cost as much CPU as compiling the query.
   */
  const selectProducts = db
    .selectFrom('products as p')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.description',
      'p.price',
      'p.discount',
      'p.category_id',
      eb
        .selectFrom('categories as c')
        .select('c.name')
        .whereRef('c.id', '=', 'p.category_id')
        .$asScalar()
        .$notNull()
        .as('category_name'),
      'p.brand_id',
      eb
        .selectFrom('brands as b')
        .select('b.name')
        .whereRef('b.id', '=', 'p.brand_id')
        .$asScalar()
        .$notNull()
        .as('brand_name'),
      eb
        .selectFrom('brands as b')
        .select('b.logo_url')
        .whereRef('b.id', '=', 'p.brand_id')
        .$asScalar()
        .as('brand_logo_url'),
      'p.image_url',
      'p.sku',
      eb
        .selectFrom('inventory as i')
        .select('i.total_on_hand')
        .whereRef('i.store_id', '=', 'p.store_id')
        .whereRef('i.sku', '=', 'p.sku')
        .$asScalar()
        .as('total_on_hand'),
      'p.rating_rate',
      'p.rating_count',
      'p.created_at',
      'p.seasonal_months',
      'p.store_id',
      'p.attributes',
      'p.shipping_class',
      'p.weight_oz',
    ]);
  type ProductQueryRow = Awaited<ReturnType<(typeof selectProducts)['execute']>>[number];

  function toProduct(row: ProductQueryRow): Product {
    const logo = imageUrls.brandLogo(row.brand_id, row.brand_logo_url);
    return {
      id: row.id,
      name: row.name,
      title: row.name,
      description: row.description,
      price: Number(row.price),
      discount: row.discount,
      category: row.category_name,
      categoryId: row.category_id,
      brand: row.brand_name,
      brandId: row.brand_id,
      brandLogo: logo,
      brand_image: logo,
      image: imageUrls.product(row.id, row.image_url),
      sku: row.sku,
      inStock: (row.total_on_hand ?? 0) > 0,
      unitsOnHand: row.total_on_hand ?? 0,
      shippingClass: row.shipping_class,
      weightLb: poundsFromOunces(row.weight_oz),
      rating: { rate: Number(row.rating_rate), count: row.rating_count },
      createdAt: new Date(row.created_at).toISOString(),
      seasonalMonths: row.seasonal_months.map(Number),
      store_id: row.store_id,
      attributes: row.attributes,
    };
  }

  const pickIds = () => db.selectFrom('products as p').select('p.id');

  /**
   * The anchors of each list (store, category ids, brand, sort) under the products' list version
   * (migration 0029): the ids of its products at positions anchorStep - 1, 2 * anchorStep - 1, ...
   * as far as a page asked for; complete when the list ended before the last one asked.
   */
  const anchors = new LRUCache<string, { ids: number[]; complete: boolean }>({ max: 500 });

  /**
   * Where the page starting at `start` begins: after the nearest anchor before it (found first
   * when no page this deep was asked for since the products last changed), `skip` rows on.
   */
  async function deepPosition(
    storeId: string,
    resolved: ResolvedFilters,
    sort: ProductSort,
    start: number,
  ): Promise<{ after?: number; skip: number }> {
    const { version } = await db
      .selectFrom('product_list_version')
      .select('version')
      .executeTakeFirstOrThrow();
    const key = JSON.stringify([
      version,
      storeId,
      resolved.categoryIds ?? null,
      resolved.brandId ?? null,
      sort,
    ]);
    const wanted = Math.floor(start / anchorStep);
    let known = anchors.get(key) ?? { ids: [], complete: false };
    if (known.ids.length < wanted && !known.complete) {
      const keys = listSortKeys[sort];
      const from = known.ids.at(-1);
      const more = wanted - known.ids.length;
      const numbered = inOrder(
        pickIds()
          .select(
            sql<number>`row_number() over (order by ${sql.join(
              [...keys, ['p.id', 'desc'] as const].map(
                (key) => sql`${sql.ref(`p.${columnOf(key)}`)} ${sql.raw(key[1])}`,
              ),
            )})`.as('n'),
          )
          .where(productConditions(storeId, resolved))
          .$if(from !== undefined, (query) => query.where(afterProduct(from!, keys)))
          .limit(more * anchorStep),
        keys,
      );
      const rows = await db
        .selectFrom(numbered.as('s'))
        .select('s.id')
        .where(sql<SqlBool>`s.n % ${anchorStep} = 0`)
        .orderBy('s.n')
        .execute();
      known = { ids: [...known.ids, ...rows.map((row) => row.id)], complete: rows.length < more };
      const kept = anchors.get(key);
      if (!kept || kept.ids.length < known.ids.length) anchors.set(key, known);
    }
    const usable = Math.min(wanted, known.ids.length);
    return usable === 0
      ? { skip: start }
      : { after: known.ids[usable - 1]!, skip: start - usable * anchorStep };
  }

  /**
   * Active products matching every filter: the kept counts answer category and brand filters; a
   * search's or a refined list's matches are counted over the products and kept a few seconds.
   */
  function totalOf(storeId: string, resolved: ResolvedFilters): Promise<number> {
    if (!resolved.search && !hasRefinements(resolved)) return counts.total(storeId, resolved);
    return searchTotals.forceFetch(searchKey(storeId, resolved), {
      context: async () => {
        const row = await db
          .selectFrom('products as p')
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .where(productConditions(storeId, resolved))
          .executeTakeFirstOrThrow();
        return Number(row.total);
      },
    });
  }

  /**
   * Products per brand or category (a facet: its own filter left out), most first. Without a
   * search or refinement the kept counts answer (migration 0013), so a whole store's or a
   * category's list never counts its products one by one.
   */
  async function facetCountsBy(
    key: 'brand_id' | 'category_id',
    storeId: string,
    resolved: ResolvedFilters,
  ): Promise<{ id: number; name: string; count: number }[]> {
    const others: ResolvedFilters =
      key === 'brand_id'
        ? { ...resolved, brandId: undefined }
        : { ...resolved, categoryIds: undefined };
    let counted: { id: number; count: number }[];
    if (!others.search && !hasRefinements(others)) {
      const kept = await (key === 'brand_id'
        ? counts.byBrand(storeId, others)
        : counts.byCategory(storeId, others));
      counted = [...kept].map(([id, count]) => ({ id, count }));
    } else {
      const rows = await db
        .selectFrom('products as p')
        .select((eb) => [eb.ref(`p.${key}`).as('id'), eb.fn.countAll<number>().as('count')])
        .where(productConditions(storeId, others))
        .groupBy(`p.${key}`)
        .execute();
      counted = rows.map((row) => ({ id: row.id, count: Number(row.count) }));
    }
    return withNames(key, counted);
  }

  /** Facet rows with the brand's or category's name, most first (ties by name). */
  async function withNames(
    key: 'brand_id' | 'category_id',
    counted: { id: number; count: number }[],
  ): Promise<{ id: number; name: string; count: number }[]> {
    const named = key === 'brand_id' ? 'brands' : 'categories';
    if (counted.length === 0) return [];
    const names = await db
      .selectFrom(named)
      .select(['id', 'name'])
      .where(
        'id',
        'in',
        counted.map((row) => row.id),
      )
      .execute();
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    return counted
      .map(({ id, count }) => ({ id, name: nameOf.get(id) ?? '', count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }

  /**
   * Value counts of the specs of the products matching the filters (but `except`'s), for the
   * given spec keys only when `onlyKeys` is set: one row per spec and value.
   */
  function specValueCounts(
    storeId: string,
    resolved: ResolvedFilters,
    except?: Dimension,
    onlyKeys?: string[],
  ) {
    return db
      .selectFrom('products as p')
      .innerJoin(sql<{ key: string; value: unknown }>`jsonb_each(p.specs)`.as('e'), (join) =>
        join.onTrue(),
      )
      .select((eb) => ['e.key', 'e.value', eb.fn.countAll<number>().as('count')])
      .where(productConditions(storeId, resolved, except))
      .$if(onlyKeys !== undefined, (query) => query.where('e.key', 'in', onlyKeys!))
      .groupBy(['e.key', 'e.value'])
      .execute();
  }

  /**
   * The spec facets of a narrowed list: a spec without a filter is counted over the products of
   * every filter (one query for all of them); a filtered spec over those of the other filters.
   */
  async function specFacets(storeId: string, resolved: ResolvedFilters): Promise<SpecFacet[]> {
    const definitions = await specDefinitionsOf(storeId);
    const filtered = (resolved.specs ?? []).map((filter) => filter.key);
    const rows = (
      await Promise.all([
        specValueCounts(storeId, resolved).then((all) =>
          all.filter((row) => !filtered.includes(row.key)),
        ),
        ...filtered.map((key) => specValueCounts(storeId, resolved, `spec:${key}`, [key])),
      ])
    ).flat();
    const facets: SpecFacet[] = [];
    for (const definition of definitions) {
      const own = rows.filter((row) => row.key === definition.key);
      if (own.length === 0) continue;
      const { key, label } = definition;
      if (definition.kind === 'choice') {
        const values = own
          .map((row) => ({ value: String(row.value), count: Number(row.count) }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
        facets.push({ key, label, kind: 'choice', unit: null, values });
        continue;
      }
      const values = own
        .filter((row) => typeof row.value === 'number')
        .map((row) => ({ value: row.value as number, count: Number(row.count) }))
        .sort((a, b) => a.value - b.value);
      if (values.length === 0) continue;
      facets.push({
        key,
        label,
        kind: 'number',
        unit: definition.unit,
        min: values[0]!.value,
        max: values.at(-1)!.value,
        count: values.reduce((sum, value) => sum + value.count, 0),
        values,
      });
    }
    return facets;
  }

  /**
   * Active products of the filters per brand or category. Without a search the kept counts answer
   * (migration 0013); a search's matches are counted in its scan, shared with its facets.
   */
  async function countBy(
    key: 'brand_id' | 'category_id',
    storeId: string,
    filters: ProductFilters,
  ): Promise<Map<number, number>> {
    const resolved = await resolveFilters(storeId, filters);
    if (!resolved.search && !hasRefinements(resolved)) {
      return key === 'brand_id'
        ? counts.byBrand(storeId, resolved)
        : counts.byCategory(storeId, resolved);
    }
    if (resolved.categoryIds?.length === 0) return new Map();
    const scan = await searchScan(storeId, resolved);
    return new Map(
      (key === 'brand_id' ? scan.brands : scan.categories).map((row) => [row.id, row.count]),
    );
  }

  /**
   * One page in one round trip: the ids are picked on the products table alone (its indexes and
   * narrow rows, never the lookups), and only the rows of those ids are read with their lookups.
   * `array(...)` makes the pick an init plan, so the outer query stays a primary-key lookup that
   * needs no join planning. Both levels order by the same keys (ties: newest id first), so the
   * page keeps the order the ids were picked in.
   */
  function pageQuery(
    pick: ProductsQuery<{ id: number }>,
    keys: readonly SortKey[],
    numbers?: NumberSearch,
  ) {
    const ids = inOrder(pick, keys);
    return inOrder(
      selectProducts
        .where((eb) => eb('p.id', '=', eb.fn.any(sql<number[]>`array(${ids})`)))
        .$if(numbers !== undefined, (query) =>
          query.select((eb) =>
            jsonArrayFrom(
              eb
                .selectFrom('part_numbers as pn')
                .select(['pn.number', 'pn.kind', 'pn.normalised', 'pn.unpadded'])
                .whereRef('pn.product_id', '=', 'p.id')
                .where((pn) =>
                  pn.or([
                    pn(sql.ref('pn.normalised'), numbers!.operator, numbers!.pattern),
                    pn(sql.ref('pn.unpadded'), '=', numbers!.unpadded),
                  ]),
                ),
            ).as('matched_numbers'),
          ),
        ),
      keys,
    );
  }

  function productsOf(
    rows: Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>,
    numbers?: NumberSearch,
  ): Product[] {
    return rows.map((row) => {
      const product = toProduct(row);
      const matched = numbers && matchedNumberOf(row.sku, row.matched_numbers ?? [], numbers);
      return matched ? { ...product, matchedNumber: matched } : product;
    });
  }

  async function loadPage(
    pick: ProductsQuery<{ id: number }>,
    keys: readonly SortKey[],
    numbers?: NumberSearch,
  ): Promise<Product[]> {
    return productsOf(await pageQuery(pick, keys, numbers).execute(), numbers);
  }

  /**
   * The statement of a page of a list the kept counts total (no search, no refinement) with its
   * total (see keptPageAndTotal), for one shape of request: its order, how many category ids,
   * whether a brand and an anchor. Built and compiled once per shape with slots for the values
   * (keptPageStatements): building and compiling it per request was a good part of the list
   * route's CPU (decision 0999).
   */
  function buildKeptPageStatement(
    sort: ProductSort,
    categories: number | undefined,
    brand: boolean,
    anchored: boolean,
  ) {
    const store = slot<string>('store');
    const resolved: ResolvedFilters = {
      categoryIds:
        categories === undefined
          ? undefined
          : Array.from({ length: categories }, (_, index) => slot<number>(`category${index}`)),
      brandId: brand ? slot<number>('brand') : undefined,
    };
    const keys = listSortKeys[sort];
    return pageQuery(
      pickIds()
        .where(productConditions(store, resolved))
        .$if(anchored, (query) => query.where(afterProduct(slot<number>('after'), keys)))
        .offset(slot<number>('skip'))
        .limit(slot<number>('limit')),
      keys,
    )
      .select(counts.totalQuery(store, resolved).$asScalar().as('list_total'))
      .compile();
  }
  const keptPageStatements = new LRUCache<string, ReturnType<typeof buildKeptPageStatement>>({
    max: 500,
  });

  /**
   * A page of a list the kept counts total and its total, read in one statement: the total rides
   * on each row, so a page costs one round trip. An empty page (past the end) carries no total
   * and reads it alone.
   */
  async function keptPageAndTotal(
    storeId: string,
    resolved: ResolvedFilters,
    sort: ProductSort,
    page: { after?: number | undefined; skip: number; limit: number },
  ): Promise<[Product[], number]> {
    const shape = [
      sort,
      resolved.categoryIds?.length,
      resolved.brandId !== undefined,
      page.after !== undefined,
    ] as const;
    const key = shape.join(':');
    let statement = keptPageStatements.get(key);
    if (!statement) keptPageStatements.set(key, (statement = buildKeptPageStatement(...shape)));
    const values: Record<string, unknown> = { store: storeId, ...page };
    resolved.categoryIds?.forEach((id, index) => (values[`category${index}`] = id));
    if (resolved.brandId !== undefined) values.brand = resolved.brandId;
    const { rows } = await db.executeQuery(bindSlots(statement, values));
    const total = rows[0] ? Number(rows[0].list_total) : await totalOf(storeId, resolved);
    return [productsOf(rows), total];
  }

  /**
   * Total, in stock, price range and the category and brand counts of the products matching every
   * filter, in one pass over them (grouping sets): a search's matching is the costly part, done
   * once instead of five times, and shared by the results page's facets and its category and
   * brand strips, which ask at once.
   */
  function searchScan(storeId: string, resolved: ResolvedFilters): Promise<SearchScan> {
    return searchScans.forceFetch(searchKey(storeId, resolved), {
      context: async () => {
        const matching = db
          .selectFrom('products as p')
          .select((eb) => [
            'p.category_id',
            'p.brand_id',
            'p.price',
            inStockCondition(eb).as('in_stock'),
          ])
          .where(productConditions(storeId, resolved));
        const rows = await db
          .selectFrom(matching.as('m'))
          .select((eb) => [
            'm.category_id',
            'm.brand_id',
            sql<number>`grouping(m.category_id, m.brand_id)`.as('level'),
            eb.fn.countAll<number>().as('count'),
            sql<number>`count(*) filter (where m.in_stock)`.as('in_stock'),
            eb.fn.min('m.price').as('min'),
            eb.fn.max('m.price').as('max'),
          ])
          .groupBy(sql`grouping sets ((), (m.category_id), (m.brand_id))`)
          .execute();
        // grouping() sets a bit per column left out: 3 the whole list, 1 per category, 2 per brand.
        const whole = rows.find((row) => Number(row.level) === 3);
        const countsAt = (level: number, key: 'brand_id' | 'category_id') =>
          rows
            .filter((row) => Number(row.level) === level)
            .map((row) => ({ id: row[key], count: Number(row.count) }));
        const total = Number(whole?.count ?? 0);
        return {
          total,
          inStock: Number(whole?.in_stock ?? 0),
          price:
            total === 0 || whole?.min == null || whole.max == null
              ? null
              : { min: Number(whole.min), max: Number(whole.max) },
          categories: countsAt(1, 'category_id'),
          brands: countsAt(2, 'brand_id'),
        };
      },
    });
  }

  /** The facets of a list none of whose facets is filtered: its scan with names. */
  async function scanFacets(
    storeId: string,
    resolved: ResolvedFilters,
  ): Promise<Omit<ProductFacets, 'specs'>> {
    const scan = await searchScan(storeId, resolved);
    const [categories, brands] = await Promise.all([
      withNames('category_id', scan.categories),
      withNames('brand_id', scan.brands),
    ]);
    return { total: scan.total, categories, brands, inStock: scan.inStock, price: scan.price };
  }

  /**
   * Counts for a list's filter panel. Each facet is counted with the other filters applied but
   * not its own (a shopper sees what widening it adds); the queries run side by side. Spec
   * facets only for a list narrowed by category, brand or search: the whole store's mixed
   * specs would be noise, and counting them reads every product.
   */
  async function facetsOf(storeId: string, resolved: ResolvedFilters): Promise<ProductFacets> {
    const narrowed =
      resolved.categoryIds !== undefined ||
      resolved.brandId !== undefined ||
      resolved.search !== undefined;
    // A search or spec filter with no facet filtered itself: every count is over the same
    // matches, so one scan of them answers total, in stock, price, categories and brands (the
    // unsearched store keeps its kept counts).
    if (!hasFacetFilter(resolved) && (resolved.search || hasRefinements(resolved))) {
      const [scan, specs] = await Promise.all([
        scanFacets(storeId, resolved),
        narrowed ? specFacets(storeId, resolved) : [],
      ]);
      return { ...scan, specs };
    }
    const [total, categories, brands, inStock, price, specs] = await Promise.all([
      totalOf(storeId, resolved),
      facetCountsBy('category_id', storeId, resolved),
      facetCountsBy('brand_id', storeId, resolved),
      db
        .selectFrom('products as p')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(productConditions(storeId, resolved, 'inStock'))
        .where(inStockCondition)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('products as p')
        .select((eb) => [eb.fn.min('p.price').as('min'), eb.fn.max('p.price').as('max')])
        .where(productConditions(storeId, resolved, 'price'))
        .executeTakeFirstOrThrow(),
      narrowed ? specFacets(storeId, resolved) : [],
    ]);
    return {
      total,
      categories,
      brands,
      inStock: Number(inStock.count),
      price:
        price.min === null || price.max === null
          ? null
          : { min: Number(price.min), max: Number(price.max) },
      specs,
    };
  }

  /**
   * A word search's page when the products with the words in their name fill it: those come
   * first, newest first, so the page is theirs alone. Found walking the newest-first index until
   * the page is full (a common word: a few hundred rows), not by ranking every match (a common
   * word: ten thousand, each read from the table); undefined when they do not fill it.
   */
  async function pageOfNameMatches(
    storeId: string,
    resolved: ResolvedFilters,
    page: { start: number; limit: number },
  ): Promise<Product[] | undefined> {
    // A name match is a match of the search (the search as typed, or every word in the name),
    // so the search's own condition is left to it: the planner then sees one condition to walk.
    const others = productConditions(storeId, { ...resolved, search: undefined, words: undefined });
    const named = await loadPage(
      pickIds()
        .where(others)
        .where(nameMatches(resolved.search!, resolved.words))
        .offset(page.start)
        .limit(page.limit),
      listSortKeys.relevance,
    );
    return named.length === page.limit ? named : undefined;
  }

  return {
    async list(
      storeId: string,
      filters: ProductFilters,
      page: { start: number; limit: number; sort: ProductSort },
    ): Promise<{ products: Product[]; total: number; didYouMean?: string }> {
      const resolved = await resolveFilters(storeId, filters);
      if (resolved.categoryIds?.length === 0) return { products: [], total: 0 };
      const where = productConditions(storeId, resolved);
      // A search shows the products with the whole SKU or part number first, then those with
      // every word in their name, then those found by brand or category.
      const numbers = numberSearch(resolved.search);
      // Another order chosen on a search (price, rating, ...) is that order alone.
      const ranked = page.sort === 'relevance';
      const keys = [
        ...(numbers && ranked ? [exactNumberFirst(numbers)] : []),
        ...(resolved.search && ranked ? [nameMatchFirst(resolved.search, resolved.words)] : []),
        ...listSortKeys[page.sort],
      ];
      const kept = !resolved.search && !hasRefinements(resolved);
      if (kept) {
        // A deep page of a list without a search or refinement starts at its nearest anchor.
        const { after, skip } =
          page.start >= anchorStep
            ? await deepPosition(storeId, resolved, page.sort, page.start)
            : { skip: page.start };
        const [products, total] = await keptPageAndTotal(storeId, resolved, page.sort, {
          after,
          skip,
          limit: page.limit,
        });
        return { products, total };
      }
      const [products, total] = await Promise.all([
        (ranked && resolved.search && !numbers
          ? pageOfNameMatches(storeId, resolved, page)
          : Promise.resolve(undefined)
        ).then(
          (named) =>
            named ??
            loadPage(pickIds().where(where).offset(page.start).limit(page.limit), keys, numbers),
        ),
        totalOf(storeId, resolved),
      ]);
      const corrected = resolved.words?.corrected;
      return corrected && total > 0
        ? { products, total, didYouMean: corrected }
        : { products, total };
    },

    /**
     * Counts for a list's filter panel (facetsOf), those of a search or refined list kept a few
     * seconds like its total.
     */
    async facets(storeId: string, filters: ProductFilters): Promise<ProductFacets> {
      const resolved = await resolveFilters(storeId, filters);
      if (resolved.categoryIds?.length === 0) {
        return { total: 0, categories: [], brands: [], inStock: 0, price: null, specs: [] };
      }
      if (!resolved.search && !hasRefinements(resolved)) return facetsOf(storeId, resolved);
      return searchFacets.forceFetch(searchKey(storeId, resolved), {
        context: () => facetsOf(storeId, resolved),
      });
    },

    /**
     * Forgets the kept search counts of a store (every store: ''), after a write changed its
     * catalogue (stock, price): the catalogue's invalidation (response-cache.ts) calls it.
     */
    forgetSearches(storeId: string): void {
      catalogueChanges.set(storeId, (catalogueChanges.get(storeId) ?? 0) + 1);
    },

    /** How many active products of the filters each brand has (brands with none are left out). */
    countByBrand: (storeId: string, filters: ProductFilters) =>
      countBy('brand_id', storeId, filters),

    /**
     * How many active products of the filters each category holds itself, descendants not added
     * (categories with none are left out).
     */
    countByCategory: (storeId: string, filters: ProductFilters) =>
      countBy('category_id', storeId, filters),

    /** One product with its part numbers, the maker's own first. */
    async findById(storeId: string, id: number): Promise<Product | undefined> {
      const row = await selectProducts
        .select((eb) =>
          jsonArrayFrom(
            eb
              .selectFrom('part_numbers as pn')
              .select(['pn.kind', 'pn.brand', 'pn.number'])
              .whereRef('pn.product_id', '=', 'p.id')
              .orderBy(sql`pn.kind <> 'manufacturer'`)
              .orderBy('pn.id'),
          ).as('part_numbers'),
        )
        .select('p.specs')
        .where('p.id', '=', id)
        .where('p.store_id', '=', storeId)
        .where('p.is_active', '=', sql.lit(true))
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        ...toProduct(row),
        partNumbers: row.part_numbers,
        specs: typedSpecs(row.specs, await specDefinitionsOf(storeId)),
      };
    },

    async featured(
      storeId: string,
      strategy: FeaturedStrategy,
      options: { limit: number; categoryId?: number | undefined; brandId?: number | undefined },
      now = new Date(),
    ): Promise<Product[]> {
      const resolved = await resolveFilters(storeId, {
        categoryId: options.categoryId,
        brandId: options.brandId,
      });
      if (resolved.categoryIds?.length === 0) return [];
      const where = productConditions(storeId, resolved);
      // A shop window shows only what can be bought: a featured product has stock on hand.
      let pick = pickIds()
        .where(where)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('inventory as i')
              .select('i.sku')
              .whereRef('i.store_id', '=', 'p.store_id')
              .whereRef('i.sku', '=', 'p.sku')
              .where('i.total_on_hand', '>', 0),
          ),
        )
        .limit(options.limit);
      let keys: SortKey[];
      switch (strategy) {
        case 'topRated':
          pick = pick.where('p.rating_count', '>', 0);
          keys = [
            ['p.rating_rate', 'desc'],
            ['p.rating_count', 'desc'],
          ];
          break;
        case 'newest':
          keys = [['p.created_at', 'desc']];
          break;
        case 'mostPopular':
          // Review count stands in for sales until orders exist to count.
          keys = [
            ['p.rating_count', 'desc'],
            ['p.rating_rate', 'desc'],
          ];
          break;
        case 'discounted':
          pick = pick.where('p.discount', '>', 0);
          keys = [['p.discount', 'desc']];
          break;
        case 'seasonal': {
          const month = now.getUTCMonth() + 1;
          pick = pick.where(sql<SqlBool>`${month}::smallint = any(p.seasonal_months)`);
          keys = [['p.rating_rate', 'desc']];
          break;
        }
        case 'random':
          // Shuffles ids only (an index-only scan), never whole rows; the page is shuffled again,
          // which leaves it just as random.
          keys = [[sql`random()`, 'asc']];
          break;
      }
      return loadPage(pick, keys);
    },

    /**
     * Takes `quantity` units of a SKU off its stock and answers what is left; undefined (and
     * nothing changes) when the SKU is unknown or has fewer units on hand. One statement, so two
     * concurrent reservations can never both take the last unit.
     */
    async reserveStock(
      storeId: string,
      sku: string,
      quantity: number,
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('inventory')
        .set((eb) => ({
          total_on_hand: eb('total_on_hand', '-', quantity),
          updated_at: sql`now()`,
        }))
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .where('total_on_hand', '>=', quantity)
        .returning('total_on_hand')
        .executeTakeFirst();
      return row?.total_on_hand;
    },

    /** Puts units a reservation took back on the SKU's stock (an expired or cancelled order). */
    async releaseStock(storeId: string, sku: string, quantity: number): Promise<void> {
      await db
        .updateTable('inventory')
        .set((eb) => ({
          total_on_hand: eb('total_on_hand', '+', quantity),
          updated_at: sql`now()`,
        }))
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .execute();
    },

    /**
     * Sets a SKU's units on hand (an operator's count) and answers the count before and after;
     * undefined when the store has no such SKU. The row stays locked until the caller's
     * transaction ends, so two changes of one SKU see each other's result: only one of them can
     * be the change from none to some (a restock).
     */
    async setStock(
      storeId: string,
      sku: string,
      totalOnHand: number,
    ): Promise<{ previous: number; current: number } | undefined> {
      const row = await db
        .selectFrom('inventory')
        .select('total_on_hand')
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      await db
        .updateTable('inventory')
        .set({ total_on_hand: totalOnHand, updated_at: sql`now()` })
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .execute();
      return { previous: row.total_on_hand, current: totalOnHand };
    },

    async stockOnHand(storeId: string, sku: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('inventory')
        .select('total_on_hand')
        .where('store_id', '=', storeId)
        .where('sku', '=', sku)
        .executeTakeFirst();
      return row?.total_on_hand;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
