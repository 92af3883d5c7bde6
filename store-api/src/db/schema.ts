// Table types for Kysely. Keep in step with the migrations in ./migrations.
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { OrderStatus, PaymentStatus } from '@storefront/contract/records';
import type { Product, ShippingClass } from '@storefront/contract';

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
  /** Typed spec values by key (migration 0018): a number in the definition's unit, or a choice. */
  specs: ColumnType<ProductSpecs, string | undefined, string>;
  /** The name's English full-text words (migration 0023), kept by PostgreSQL from `name`. */
  name_words: GeneratedAlways<string>;
  /** How it ships (migration 0028): the flat parcel charge or the store's freight rule. */
  shipping_class: ColumnType<ShippingClass, ShippingClass | undefined, ShippingClass>;
  /** One unit's shipping weight in ounces (migration 0028). */
  weight_oz: Generated<number>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A product's typed spec values by key. */
export type ProductSpecs = Record<string, number | string>;

export type SpecKind = 'number' | 'choice';

/** A store's spec attribute (migration 0018): what a value of `products.specs[key]` means. */
export interface SpecDefinitionsTable {
  store_id: string;
  key: string;
  label: string;
  kind: SpecKind;
  /** The unit of a number spec's values (V, µF, HP, ...); null for choices and plain numbers. */
  unit: string | null;
  /** Order on the product page and in the filter panel. */
  position: number;
  /** The leaf categories whose products carry it. */
  category_ids: ColumnType<number[], number[], number[]>;
}

export type PartNumberKind = NonNullable<Product['partNumbers']>[number]['kind'];

/**
 * A product's part numbers (migration 0015); `normalised` and `unpadded` (migration 0022: without
 * the leading zeros of its runs of digits) are generated from `number`.
 */
export interface PartNumbersTable {
  id: Generated<number>;
  product_id: number;
  kind: PartNumberKind;
  brand: string;
  number: string;
  normalised: GeneratedAlways<string>;
  unpadded: GeneratedAlways<string>;
}

export type EquipmentKind =
  | 'furnace'
  | 'condenser'
  | 'air handler'
  | 'heat pump'
  | 'water heater'
  | 'refrigerator'
  | 'washer'
  | 'range'
  | 'dishwasher'
  | 'outboard'
  | 'vehicle';

export interface EquipmentModelsTable {
  id: Generated<number>;
  store_id: string;
  brand: string;
  model_number: string;
  normalised: GeneratedAlways<string>;
  kind: EquipmentKind;
  name: string;
  year_from: number;
  year_to: number | null;
  /** Vehicles only (their ACES-like engine qualifier), e.g. '2.5L L4 Gas'. */
  engine: string | null;
  /** Outboards only; numeric, so the driver returns it as a string. */
  horsepower: ColumnType<string | null, number | null | undefined, number | null>;
}

/** A model a customer saved to "My equipment" (migration 0019). */
export interface SavedEquipmentTable {
  customer_id: number;
  model_id: number;
  /** The model year they own; null when not given. */
  year: number | null;
  saved_at: CreatedAt;
  /** Ascending in the order of saving. */
  saved_order: GeneratedAlways<number>;
}

/** A back-in-stock alert of an address for a product (migration 0026). */
export interface StockAlertsTable {
  id: GeneratedAlways<number>;
  store_id: string;
  product_id: number;
  /** Trimmed, in lower case. */
  email: string;
  status: 'pending' | 'active' | 'unsubscribed';
  /** SHA-256 (hex) of the confirmation link's token; null once confirmed or unsubscribed. */
  confirm_token_hash: string | null;
  confirm_expires_at: ColumnType<
    Date | null,
    Date | string | null | undefined,
    Date | string | null
  >;
  created_at: CreatedAt;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The SHA-256 (hex) of an unsubscribe link's token, one per alert e-mail (migration 0026). */
export interface StockAlertUnsubscribeTokensTable {
  token_hash: string;
  alert_id: number;
  created_at: CreatedAt;
}

/** A customer's named job list (migration 0025). */
export interface JobListsTable {
  id: GeneratedAlways<number>;
  customer_id: number;
  name: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One product on a job list with its units (migration 0025); priced when read. */
export interface JobListLinesTable {
  list_id: number;
  product_id: number;
  quantity: number;
  /** Ascending in the order of adding. */
  added_order: GeneratedAlways<number>;
}

export interface ModelSectionsTable {
  id: Generated<number>;
  model_id: number;
  position: number;
  title: string;
}

export interface ModelPartsTable {
  section_id: number;
  callout: number;
  product_id: number;
  quantity: Generated<number>;
}

export interface InventoryTable {
  store_id: string;
  sku: string;
  total_on_hand: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/**
 * Active products of one (store, category, brand), written only by the triggers on products
 * (migration 0013); rows at zero are kept.
 */
export interface ActiveProductCountsTable {
  store_id: string;
  category_id: number;
  brand_id: number;
  product_count: number;
}

/** The one row migration 0029 raises on every statement that writes products. */
export interface ProductListVersionTable {
  only_row: Generated<boolean>;
  /** int8: both drivers read it as a number (see connection.ts). */
  version: number;
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

/** Written as JSON text, read back as the parsed address. */
type AddressColumn = ColumnType<StoredAddress | null, string | null, string | null>;

/** A profile address as the customers table keeps it (SPEC §3). */
export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface CustomersTable {
  id: Generated<number>;
  store_id: string;
  /** As the customer typed it (trimmed). */
  email: string;
  /** Trimmed, lower-case: unique per store, what sign-in compares. */
  email_normalized: string;
  /** argon2id PHC string; null for an account a guest checkout created. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  shipping_address: AddressColumn;
  billing_address: AddressColumn;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CustomerBillingAddressesTable {
  id: Generated<number>;
  customer_id: number;
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: Generated<string>;
  created_at: CreatedAt;
}

export interface AuthSessionsTable {
  /** uuid; the bearer token carries it. */
  id: string;
  customer_id: number;
  store_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/** The kinds of e-mailed account link (migration 0009). */
export type AccountLinkPurpose = 'reset' | 'set-password';

export interface PasswordResetTokensTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 of the token, hex: the token itself is only in the e-mail. */
  token_hash: string;
  /** What the link may do: reset a password, or set the first one of a guest account. */
  purpose: ColumnType<AccountLinkPurpose, AccountLinkPurpose | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

export interface CartsTable {
  id: Generated<number>;
  store_id: string;
  /** Set for a guest's cart, null for a customer's. */
  guest_id: string | null;
  /** Set for a customer's cart, null for a guest's. */
  customer_id: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** A guest's cart merged into a customer's at sign-in: when; null until then. */
  converted_at: ColumnType<Date | null, never, Date | string>;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  quantity: number;
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

/** An address as an order keeps it (SPEC §3 Order), written when the order is placed. */
export interface OrderAddress {
  first_name: string;
  last_name: string;
  /** House line and line 2 joined by a comma. */
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
}

type OrderAddressColumn = ColumnType<OrderAddress, string, string>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface StoreOrderCountersTable {
  store_id: string;
  last_number: number;
}

export interface OrdersTable {
  id: Generated<number>;
  store_id: string;
  /** Readable per store, e.g. HVAC-000123. */
  store_order_id: string;
  customer_id: number | null;
  is_guest: boolean;
  customer_email: string;
  customer_first_name: string;
  customer_last_name: string;
  customer_phone: Generated<string>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  shipping_address: OrderAddressColumn;
  billing_address: OrderAddressColumn;
  subtotal_cents: number;
  /** Parcel shipping + freight_cents. */
  shipping_cents: number;
  /** The freight rule's charge of the order's freight lines (migration 0028), part of shipping_cents. */
  freight_cents: Generated<number>;
  total_cents: number;
  currency: Generated<string>;
  provider_session_id: string | null;
  reservation_released_at: NullableTimestamp;
  returned: Generated<boolean>;
  return_reason: string | null;
  return_notes: string | null;
  returned_at: NullableTimestamp;
  cancellation_reason: string | null;
  customer_notes: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  date_completed: NullableTimestamp;
  /** The client's address (TRUST_PROXY-aware) at checkout; null for orders before it was kept. */
  client_address: string | null;
  /** When verify-session last asked the provider about the session (its throttle). */
  provider_checked_at: NullableTimestamp;
  /**
   * Set when the provider reported a paid session whose amount or currency differs from the
   * order: the order is not paid and waits for an operator. Null otherwise.
   */
  payment_review_reason: string | null;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  tracking_number: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  /** 'stripe' for the hosted card provider. */
  provider: string;
  amount_cents: number;
  currency: Generated<string>;
  transaction_id: string | null;
  provider_session_id: string | null;
  paid_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** While `refunding`: when the refund may be asked for again. */
  refund_due_at: NullableTimestamp;
  /** Times the provider was asked for the refund without success. */
  refund_attempts: Generated<number>;
  /** What the provider said the last time it did not refund. */
  refund_error: string | null;
}

export type ReturnStatus = 'issued' | 'received';
export type ReturnRefundStatus = 'refunding' | 'refunded';

/** One RMA (migration 0027): units of an order's lines the customer sends back. */
export interface OrderReturnsTable {
  id: Generated<number>;
  order_id: number;
  /** Readable and unique, e.g. RMA-HVAC-000123-01. */
  rma_number: string;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  /** The returned units' value as paid. */
  merchandise_cents: number;
  /** The store's restocking fee when the RMA was issued. */
  restocking_fee_percent: number;
  restocking_fee_cents: number;
  /** merchandise_cents less restocking_fee_cents: refunded once the goods are received. */
  refund_cents: number;
  /** Null until received; `refunding` while the provider has not confirmed. */
  refund_status: ReturnRefundStatus | null;
  refund_due_at: NullableTimestamp;
  refund_attempts: Generated<number>;
  refund_error: string | null;
  created_at: CreatedAt;
  received_at: NullableTimestamp;
  refunded_at: NullableTimestamp;
}

export interface OrderReturnLinesTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  quantity: number;
  reason: string;
}

/** The catalogue's words per store with their English stems (migration 0017). */
export interface SearchWordsTable {
  store_id: string;
  word: string;
  lexeme: string;
}

export interface Database {
  stores: StoresTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  inventory: InventoryTable;
  part_numbers: PartNumbersTable;
  spec_definitions: SpecDefinitionsTable;
  search_words: SearchWordsTable;
  equipment_models: EquipmentModelsTable;
  model_sections: ModelSectionsTable;
  model_parts: ModelPartsTable;
  saved_equipment: SavedEquipmentTable;
  stock_alerts: StockAlertsTable;
  stock_alert_unsubscribe_tokens: StockAlertUnsubscribeTokensTable;
  job_lists: JobListsTable;
  job_list_lines: JobListLinesTable;
  active_product_counts: ActiveProductCountsTable;
  product_list_version: ProductListVersionTable;
  outbox: OutboxTable;
  customers: CustomersTable;
  customer_billing_addresses: CustomerBillingAddressesTable;
  auth_sessions: AuthSessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  bulk_requests: BulkRequestsTable;
  store_order_counters: StoreOrderCountersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  order_returns: OrderReturnsTable;
  order_return_lines: OrderReturnLinesTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type BrandRow = Selectable<BrandsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type SavedAddressRow = Selectable<CustomerBillingAddressesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type OrderReturnRow = Selectable<OrderReturnsTable>;
export type OrderReturnLineRow = Selectable<OrderReturnLinesTable>;
