// Finds the products whole part numbers name, many at once (quick order, issue 40): the same
// normalised, unpadded keys as search (migrations 0015 and 0022), so `df crx 35` and
// `DF-CRX-000035` are one number, but only whole numbers, never the start of one.
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { ImageUrls } from '../../images/index.js';
import { normalisePartNumber, unpadPartNumber, unpaddedSku } from './repository.js';

/** A sellable product a number named, with its stock now. */
export interface NumberedProduct {
  id: number;
  name: string;
  sku: string;
  image: string;
  /** Catalogue price before discount, USD as stored. */
  price: number;
  discount: number;
  stock: number;
  /** The SKU or part number that matched, as the store writes it. */
  matchedNumber: string;
}

/**
 * What each typed number names: its products (SKU matches only when a SKU matched, since a SKU
 * names its own product before any other product's OEM or interchange number does), keyed by the
 * typed text's unpadded key. A key with no entry matched nothing.
 */
export type PartNumberMatches = Map<string, NumberedProduct[]>;

/** The key a typed number is looked up by; '' when it holds no letter or digit. */
export function partNumberKey(typed: string): string {
  return unpadPartNumber(normalisePartNumber(typed));
}

export function createPartNumberLookup(db: Db, imageUrls: ImageUrls) {
  return {
    async find(storeId: string, typed: readonly string[]): Promise<PartNumberMatches> {
      const keys = [...new Set(typed.map(partNumberKey).filter(Boolean))];
      const matches: PartNumberMatches = new Map();
      if (keys.length === 0) return matches;

      // Two reads, each through its index: the SKU expression index and part_numbers.unpadded.
      const [bySku, byPartNumber] = await Promise.all([
        db
          .selectFrom('products as p')
          .leftJoin('inventory as i', (join) =>
            join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
          )
          .select(['p.id', 'p.name', 'p.sku', 'p.image_url', 'p.price', 'p.discount'])
          .select((eb) => [
            eb.fn.coalesce('i.total_on_hand', sql.lit(0)).as('stock'),
            unpaddedSku.as('key'),
            'p.sku as matched_number',
          ])
          .where('p.store_id', '=', storeId)
          // A literal, so the planner can use the partial (active-only) index.
          .where('p.is_active', '=', sql.lit(true))
          .where(unpaddedSku, 'in', keys)
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('part_numbers as pn')
          .innerJoin('products as p', 'p.id', 'pn.product_id')
          .leftJoin('inventory as i', (join) =>
            join.onRef('i.store_id', '=', 'p.store_id').onRef('i.sku', '=', 'p.sku'),
          )
          .select(['p.id', 'p.name', 'p.sku', 'p.image_url', 'p.price', 'p.discount'])
          .select((eb) => [
            eb.fn.coalesce('i.total_on_hand', sql.lit(0)).as('stock'),
            sql<string>`pn.unpadded`.as('key'),
            'pn.number as matched_number',
          ])
          .where('p.store_id', '=', storeId)
          .where('p.is_active', '=', sql.lit(true))
          .where(sql.ref('pn.unpadded'), 'in', keys)
          .orderBy('p.id')
          .execute(),
      ]);

      const grouped = (rows: typeof bySku) => {
        const byKey = new Map<string, NumberedProduct[]>();
        for (const row of rows) {
          const products = byKey.get(row.key) ?? [];
          // One product may carry a number twice (its maker's and an interchange one).
          if (products.some((product) => product.id === row.id)) continue;
          products.push({
            id: row.id,
            name: row.name,
            sku: row.sku,
            image: imageUrls.product(row.id, row.image_url),
            price: Number(row.price),
            discount: row.discount,
            stock: Number(row.stock),
            matchedNumber: row.matched_number,
          });
          byKey.set(row.key, products);
        }
        return byKey;
      };
      const skuMatches = grouped(bySku);
      const numberMatches = grouped(byPartNumber);
      for (const key of keys) {
        const products = skuMatches.get(key) ?? numberMatches.get(key);
        if (products) matches.set(key, products);
      }
      return matches;
    },
  };
}

export type PartNumberLookup = ReturnType<typeof createPartNumberLookup>;
