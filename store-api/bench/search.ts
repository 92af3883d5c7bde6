// `pnpm --filter store-api bench:search` (root: `npm run bench:search`): how fast the shop's search
// answers, on PostgreSQL and on PGlite, for one store of (by default) 100k products (the seed
// gives each of the three stores that many; the hvac store is measured). The API runs in this
// process with the response cache off; the load comes from autocannon in a child process
// (bench/load.ts). The store gets `--models` equipment models (default 20k) with sections and
// parts, generated here in bulk SQL. Rows: the nav's search suggestions
// (GET /products?search=…&limit=5&_start=0, as the SearchBox asks) for a name word, an exact SKU,
// a SKU typed without dashes, the maker's part number, a misspelt word and a model number
// (GET /models?search=…), then the four calls of a results page (12 products, the filter panel's
// GET /products/facets, the category and the brand strips' counts) one by one and at once
// as the browser makes them (bench/page-load.ts, timed to the last answer). Each kind rotates
// through the terms of 5 products and prints beside a plain `ILIKE '%…%'` query on the same data
// in the same run, looped in this process (a pg pool, or the PGlite handle). Every database is
// throw-away. It prints figures; it never fails on them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedCatalog } from '../src/db/seed/seed-catalog.js';
import type { LoadResult } from './load.js';
import { runLoad, runPageLoad } from './load-client.js';
import { loopCalls } from './latency.js';
import { originOf, startBenchApi } from './support.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    // Equipment models given to the measured store on top of the seed's own (bench code only).
    models: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '5' },
    // One request at a time: a shopper's latency, not a crowd's queue.
    connections: { type: 'string', default: '1' },
    databases: { type: 'string', default: 'postgres,pglite' },
  },
});
const productsPerStore = Number(values.products);
const modelsWanted = Number(values.models);
const duration = Number(values.duration);
const connections = Number(values.connections);
const databases = values.databases.split(',');
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const storeId = 'hvac';
const storeHeaders = { 'x-store-id': storeId };
/** Each query kind rotates through the terms of this many products spread over the store. */
const TERMS_PER_KIND = 5;

/** One raw query, as sent to the database: SQL text with $n parameters. */
type RunQuery = (text: string, parameters: unknown[]) => Promise<{ rows: unknown[] }>;

/** A query kind: the API paths it asks for in turn and the plain ILIKE query of each term. */
interface Scenario {
  name: string;
  terms: string[];
  path: (term: string) => string;
  reference: { text: string; parameters: (term: string) => unknown[] };
}

interface Row {
  database: string;
  query: string;
  'e.g.': string;
  'API p50 ms': number;
  'API p95 ms': number;
  'API found': number | string;
  'ILIKE p50 ms': number;
  'ILIKE p95 ms': number;
  'ILIKE found': number | string;
  failures: number;
}
const rows: Row[] = [];
const notes: string[] = [];

/** `%term%` for ILIKE, its wildcards and backslashes taken literally. */
function containing(term: string) {
  return `%${term.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;
}

const matching = `p.store_id = $1 and p.is_active and (p.name ilike $2 or p.sku ilike $2)`;
const productsOf = (limit: number) => ({
  text: `select p.id, p.name, p.sku, p.price, p.discount, count(*) over () as total
    from products p where ${matching} order by p.created_at desc, p.id desc limit ${limit}`,
  parameters: (term: string) => [storeId, containing(term)],
});

/** Terms taken from the seeded store: products spread evenly over it, so none is a lucky first. */
async function searchTerms(database: DatabaseHandle) {
  const step = Math.max(1, Math.floor(productsPerStore / (TERMS_PER_KIND + 1)));
  const { rows: spread } = await sql<{ name: string; brand: string; sku: string; part: string }>`
    select name, brand, sku, part from (
      select p.name, b.name as brand, p.sku, n.number as part,
        row_number() over (order by p.id) as turn
      from products p join brands b on b.id = p.brand_id
      join part_numbers n on n.product_id = p.id and n.kind = 'manufacturer'
      where p.store_id = ${storeId} and p.is_active) numbered
    where turn % ${step} = 0 order by turn limit ${TERMS_PER_KIND}`.execute(database.db);
  // The longest word of the name after its brand: a product word such as 'condensing' or
  // 'ignition' ('Thermacore Elite 2.5-Ton Condensing Unit'), not the brand, a size or a series.
  const words = spread.map(({ name, brand }) => {
    const rest = name.startsWith(brand) ? name.slice(brand.length) : name;
    return rest
      .toLowerCase()
      .split(/[^a-z]+/)
      .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  });
  return {
    words,
    // One letter left out of the middle: 'capacitor' → 'capacitr'-like typos.
    misspelt: words.map((word) => {
      const middle = Math.floor(word.length / 2);
      return word.slice(0, middle) + word.slice(middle + 1);
    }),
    skus: spread.map(({ sku }) => sku),
    undashed: spread.map(({ sku }) => sku.replace(/[^A-Za-z0-9]/g, '').toLowerCase()),
    // The maker's own number as printed ('TH-269269-32'), matched through part_numbers.
    parts: spread.map(({ part }) => part),
  };
}

/** Model numbers of the store to look up through `GET /models?search=`, as the nav box does. */
async function modelScenario(database: DatabaseHandle): Promise<Scenario | string> {
  const models = await database.db
    .selectFrom('equipment_models')
    .select('model_number as number')
    .where('store_id', '=', storeId)
    .orderBy('id')
    .execute();
  if (models.length === 0) return 'models: the store has none';
  notes.push(`models: ${models.length} in the store`);
  const step = Math.max(1, Math.floor(models.length / (TERMS_PER_KIND + 1)));
  return {
    name: 'suggestions: model number (GET /models)',
    terms: Array.from(
      { length: Math.min(TERMS_PER_KIND, models.length) },
      (_, index) => models[(index + 1) * step]?.number ?? models[0]!.number,
    ),
    path: (term) => `/store-api/models?search=${encodeURIComponent(term)}&limit=5`,
    reference: {
      text: `select id from equipment_models where store_id = $2 and model_number ilike $1
        order by id limit 5`,
      parameters: (term) => [containing(term), storeId],
    },
  };
}

function scenarios(terms: Awaited<ReturnType<typeof searchTerms>>): Scenario[] {
  const suggestions = (name: string, kindTerms: string[]): Scenario => ({
    name: `suggestions: ${name}`,
    terms: kindTerms,
    path: (term) => `/store-api/products?search=${encodeURIComponent(term)}&limit=5&_start=0`,
    reference: productsOf(5),
  });
  return [
    suggestions('name word', terms.words),
    suggestions('exact SKU', terms.skus),
    suggestions('SKU without dashes', terms.undashed),
    suggestions("maker's part number", terms.parts),
    suggestions('misspelt word', terms.misspelt),
  ];
}

/** Products matching the term, for the facet references (the page's filters are only the search). */
const found = `with found as materialized (
    select p.id, p.sku, p.store_id, p.category_id, p.brand_id, p.price, p.specs
    from products p where ${matching})`;

/**
 * The four calls a results page (/product?search=) makes, as catalog-mfe asks for them: the grid
 * (PagedProductGrid), the filter panel's facets (FilteredProductList), the category and brand
 * strips (ProductListPage).
 */
function resultsPage(words: string[]): Scenario[] {
  return [
    {
      name: 'results page: 12 products',
      terms: words,
      path: (term) => `/store-api/products?search=${encodeURIComponent(term)}&limit=12&_start=0`,
      reference: productsOf(12),
    },
    {
      name: 'results page: facets (GET /products/facets)',
      terms: words,
      path: (term) => `/store-api/products/facets?search=${encodeURIComponent(term)}`,
      reference: {
        text: `${found}
          select (select count(*) from found) as total,
            (select count(*) from found f where exists (select 1 from inventory i
              where i.store_id = f.store_id and i.sku = f.sku and i.total_on_hand > 0)) as in_stock,
            (select json_build_array(min(price), max(price)) from found) as price,
            (select json_agg(c) from (select category_id, count(*) from found group by 1) c) as categories,
            (select json_agg(b) from (select brand_id, count(*) from found group by 1) b) as brands,
            (select json_agg(s) from (select e.key, e.value, count(*) from found,
              jsonb_each(found.specs) e group by 1, 2) s) as specs`,
        parameters: (term) => [storeId, containing(term)],
      },
    },
    {
      name: 'results page: category strip',
      terms: words,
      path: (term) =>
        `/store-api/categories?parent_id=0&productSearch=${encodeURIComponent(term)}&limit=100&_start=0`,
      reference: {
        text: `select split_part(c.path, '/', 2)::int as top, count(*) as count
          from products p join categories c on c.id = p.category_id
          where ${matching} group by 1`,
        parameters: (term) => [storeId, containing(term)],
      },
    },
    {
      name: 'results page: brand strip',
      terms: words,
      path: (term) =>
        `/store-api/brands?limit=1000&search=&productSearch=${encodeURIComponent(term)}`,
      reference: {
        text: `select p.brand_id, count(*) as count from products p where ${matching}
          group by p.brand_id`,
        parameters: (term) => [storeId, containing(term)],
      },
    },
  ];
}

/** How many rows the API's answer holds for the first term (its list's total when it has one). */
async function apiFound(origin: string, scenario: Scenario) {
  const response = await fetch(`${origin}${scenario.path(scenario.terms[0]!)}`, {
    headers: storeHeaders,
  });
  if (!response.ok) return `HTTP ${response.status}`;
  const total = response.headers.get('x-total-count');
  if (total !== null) return Number(total);
  const body = (await response.json()) as { data?: unknown };
  if (Array.isArray(body.data)) return body.data.length;
  // GET /products/facets: one object carrying the results' total.
  const facetsTotal = (body.data as { total?: unknown } | undefined)?.total;
  return typeof facetsTotal === 'number' ? facetsTotal : '?';
}

function addRow(
  label: string,
  scenario: Pick<Scenario, 'name' | 'terms'>,
  api: LoadResult,
  reference: LoadResult,
  found: { api: number | string; reference: number | string },
) {
  rows.push({
    database: label,
    query: scenario.name,
    'e.g.': scenario.terms[0]!,
    'API p50 ms': api['p50 ms'],
    'API p95 ms': api['p95 ms'],
    'API found': found.api,
    'ILIKE p50 ms': reference['p50 ms'],
    'ILIKE p95 ms': reference['p95 ms'],
    'ILIKE found': found.reference,
    failures: api.failures,
  });
  console.log(
    `${label}, ${scenario.name} (${scenario.terms.join(', ')}): ` +
      `API p95 ${api['p95 ms']} ms, ILIKE p95 ${reference['p95 ms']} ms`,
  );
}

async function measure(label: string, database: DatabaseHandle, runQuery: RunQuery) {
  const terms = await searchTerms(database);
  const app = await startBenchApi(database, {
    env: { CATALOG_CACHE_TTL_MS: '0' },
    connections,
    storeId,
  });
  const origin = originOf(app);
  try {
    const models = await modelScenario(database);
    if (typeof models === 'string') notes.push(`${label}: ${models}`);
    const all = [
      ...scenarios(terms),
      ...(typeof models === 'string' ? [] : [models]),
      ...resultsPage(terms.words),
    ];
    for (const scenario of all) {
      const api = await runLoad({
        origin,
        paths: scenario.terms.map(scenario.path),
        headers: storeHeaders,
        duration,
        connections,
      });
      const { text, parameters } = scenario.reference;
      const term = (turn: number) => scenario.terms[turn % scenario.terms.length]!;
      const reference = await loopCalls((turn) => runQuery(text, parameters(term(turn))), {
        duration,
        connections,
      });
      const first = await runQuery(text, parameters(scenario.terms[0]!));
      const firstRow = first.rows[0] as { total?: unknown } | undefined;
      addRow(label, scenario, api, reference, {
        api: await apiFound(origin, scenario),
        reference: firstRow?.total !== undefined ? Number(firstRow.total) : first.rows.length,
      });
    }
    // The page as the shopper waits for it: its four calls at once, until the last answer.
    const page = resultsPage(terms.words);
    const api = await runPageLoad({
      origin,
      pages: terms.words.map((word) => page.map((call) => call.path(word))),
      headers: storeHeaders,
      duration,
      connections,
    });
    const reference = await loopCalls(
      (turn) => {
        const word = terms.words[turn % terms.words.length]!;
        return Promise.all(
          page.map(({ reference: query }) => runQuery(query.text, query.parameters(word))),
        );
      },
      { duration, connections },
    );
    addRow(
      label,
      { name: 'results page: its 4 calls at once', terms: terms.words },
      api,
      reference,
      { api: '', reference: '' },
    );
  } finally {
    await app.close();
  }
}

/** Diagram sections of each bench model, and the parts drawn at each section's callouts. */
const BENCH_SECTIONS = ['Blower assembly', 'Control panel', 'Cabinet and panels'];
const BENCH_CALLOUTS = 4;

/**
 * Tops the measured store up to `--models` equipment models, each with its sections and parts,
 * in three set-based statements: brands from the store's seeded models, kinds the store's own,
 * parts drawn from its products by a hash of the section and callout. Model numbers ('BX-F00042A')
 * run through the whole range, so the model scenario's numbers are spread over it.
 */
async function addModels(database: DatabaseHandle) {
  const started = performance.now();
  const added = await database.withoutTimeLimits(async (db) => {
    const { rows: before } = await sql<{ count: string }>`
      select count(*) as count from equipment_models
      where store_id = ${storeId}`.execute(db);
    const missing = modelsWanted - Number(before[0]!.count);
    if (missing <= 0) return 0;
    const { rows: maxRows } = await sql<{ last: number | null }>`
      select max(id) as last from equipment_models`.execute(db);
    const after = maxRows[0]!.last ?? 0;
    // Not outboards or vehicles: their rows need horsepower or an engine.
    await sql`
      with brand_names as (
        select array_agg(distinct brand order by brand) as names from equipment_models
        where store_id = ${storeId}),
      kind_names as (
        select array_agg(distinct kind order by kind) as names from equipment_models
        where store_id = ${storeId} and kind not in ('outboard', 'vehicle'))
      insert into equipment_models (store_id, brand, model_number, kind, name, year_from, year_to)
      select ${storeId}, b.names[1 + g % cardinality(b.names)],
        'BX-' || upper(substr(k.names[1 + g % cardinality(k.names)], 1, 1))
          || lpad(g::text, 5, '0') || chr(65 + g % 3),
        k.names[1 + g % cardinality(k.names)],
        b.names[1 + g % cardinality(b.names)] || ' ' || (2 + g % 4) || '-Ton '
          || initcap(k.names[1 + g % cardinality(k.names)]),
        2000 + g % 20, case when g % 4 = 0 then null else 2000 + g % 20 + 1 + g % 5 end
      from generate_series(1, ${missing}) g, brand_names b, kind_names k`.execute(db);
    await sql`
      insert into model_sections (model_id, position, title)
      select m.id, s.position, (array[${sql.join(BENCH_SECTIONS.map((title) => sql.lit(title)))}])[s.position]
      from equipment_models m, generate_series(1, ${BENCH_SECTIONS.length}) s(position)
      where m.id > ${after}`.execute(db);
    await sql`
      with numbered as (
        select id, row_number() over (order by id) - 1 as turn from products
        where store_id = ${storeId} and is_active),
      spread as (select count(*) as products from numbered)
      insert into model_parts (section_id, callout, product_id, quantity)
      select s.id, c.callout, n.id, 1
      from model_sections s cross join generate_series(1, ${BENCH_CALLOUTS}) c(callout)
        cross join spread
        join numbered n on n.turn = (s.id::bigint * 7919 + c.callout * 104729) % spread.products
      where s.model_id > ${after}`.execute(db);
    // VACUUM, not only ANALYZE: it also moves the 20k rows' trigrams out of the GIN index's
    // pending list, which every search would otherwise read in full, as autovacuum does soon
    // after a bulk load in production.
    await sql`vacuum analyze equipment_models`.execute(db);
    await sql`vacuum analyze model_sections`.execute(db);
    await sql`vacuum analyze model_parts`.execute(db);
    return missing;
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { added, seconds };
}

async function seed(label: string, database: DatabaseHandle) {
  await migrateToLatest(database);
  const seeded = await database.withoutTimeLimits((db) => seedCatalog(db, { productsPerStore }));
  console.log(`${label}: seeded ${seeded.products} products in ${seeded.milliseconds} ms`);
  const models = await addModels(database);
  console.log(`${label}: added ${models.added} models to "${storeId}" in ${models.seconds} s`);
  notes.push(
    `${label}: seeded ${seeded.products} products in ${seeded.milliseconds} ms, ` +
      `${models.added} bench models added in ${models.seconds} s`,
  );
}

async function benchPostgres() {
  const schema = `store_api_bench_search_${process.pid}_${randomBytes(3).toString('hex')}`;
  console.log(`PostgreSQL at ${databaseUrl.replace(/\/\/[^@]*@/, '//')}, schema ${schema}`);
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, schema });
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: connections,
    options: `-c search_path=${schema},public`,
  });
  try {
    await seed('PostgreSQL', database);
    await measure('PostgreSQL', database, (text, parameters) => pool.query(text, parameters));
  } finally {
    await pool.end();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
    await database.close();
  }
}

async function benchPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-bench-search-'));
  const database = await openDatabase({ driver: 'pglite', dataDir });
  try {
    await seed('PGlite', database);
    // PGlite has one connection: the reference goes through the same handle the API uses.
    await measure('PGlite', database, (text, parameters) =>
      database.db.executeQuery(CompiledQuery.raw(text, parameters)),
    );
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(
    `autocannon in its own process: ${connections} connection(s), ${duration} s per row, ` +
      `${productsPerStore} products per store, store "${storeId}", response cache off`,
  );
  if (databases.includes('postgres')) await benchPostgres();
  if (databases.includes('pglite')) await benchPglite();
  console.table(rows);
  for (const note of notes) console.log(note);
  console.log(
    "API: the whole HTTP call (a search's total, facets and category and brand counts are kept " +
      'a few seconds by the API, as in production); ' +
      'ILIKE: the plain query alone, its page with count(*) over ().',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
