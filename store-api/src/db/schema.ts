// Table types for Kysely. Keep in step with the migrations in ./migrations.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric columns come back as strings from PostgreSQL; always read them through Number(). */
type Numeric = ColumnType<string | number, number | string, number | string>;

export interface StoresTable {
  id: string;
  name: string;
  industry: string;
  created_at: CreatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  store_id: string;
  name: string;
  slug: string;
  description: string;
  /** null = the logo generated and served by the API. */
  logo_url: string | null;
  product_types: ColumnType<string[], string, string>;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<number>;
  store_id: string;
  parent_id: number | null;
  level: number;
  /** Materialised path of ids, e.g. '/3/17/42/': descendants share the prefix. */
  path: string;
  name: string;
  slug: string;
  description: string;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Generated<number>;
  store_id: string;
  sku: string;
  name: string;
  slug: string;
  description: string;
  price: Numeric;
  discount: Generated<number>;
  category_id: number;
  brand_id: number;
  /** null = the image generated and served by the API. */
  image_url: string | null;
  rating_rate: Numeric;
  rating_count: number;
  seasonal_months: ColumnType<number[], number[], number[]>;
  attributes: ColumnType<Record<string, string>, string, string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface InventoryTable {
  store_id: string;
  sku: string;
  total_on_hand: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OutboxTable {
  /** bigserial; both drivers read int8 as a number (see connection.ts). */
  id: Generated<number>;
  store_id: string | null;
  /** What the message is (modules/outbox/messages.ts): the worker picks its template by it. */
  topic: string;
  /** Written as JSON text, read back as the parsed value. */
  payload: ColumnType<unknown, string, string>;
  attempts: Generated<number>;
  last_error: string | null;
  /** Not delivered before this time (the next retry). */
  available_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Given up: too many failed attempts or no template for the topic (migration 0004). */
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface BulkRequestsTable {
  id: Generated<number>;
  store_id: string;
  company_name: string;
  contact_person: string;
  email: string;
  phone: string;
  products: string;
  delivery_address: string;
  delivery_timeline: string;
  additional_information: string;
  created_at: CreatedAt;
}

export interface Database {
  stores: StoresTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  inventory: InventoryTable;
  outbox: OutboxTable;
  bulk_requests: BulkRequestsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BrandRow = Selectable<BrandsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
