// Domain types of SPEC §3, shaped as the store API sends them (see docs/contracts.md). Records the
// API already sends are inferred from the contract's zod schemas; type-only imports, so no zod here.
import type { z } from 'zod';
import type {
  authSessionRecord,
  brandSchema,
  CategoryRecord,
  customerRecord,
  equipmentModelDetailSchema,
  equipmentModelSchema,
  inventorySchema,
  OrderReturnRecord,
  productFitSchema,
  outboardYearChoiceSchema,
  productFacetsSchema,
  productSchema,
  vehicleEngineChoiceSchema,
} from '../records';

/** Identifier of one of the three store configurations. */
export type StoreId = 'default' | 'hvac' | 'parts';

/** A catalogue product. `title` equals `name`; `price` is USD, `discount` a percentage (0 = none). */
export type Product = z.infer<typeof productSchema>;

/**
 * What the cart needs of a product. The cart keeps whatever product fields it was given;
 * only these are required (they are the checkout payload: id, title, image, sku, price).
 */
export type CartProduct = Pick<Product, 'id' | 'title' | 'price' | 'image' | 'sku'> &
  Partial<Omit<Product, 'id' | 'title' | 'price' | 'image' | 'sku'>>;

/** A cart line: the product plus its quantity. */
export type CartItem = CartProduct & { qty: number };

export type Brand = z.infer<typeof brandSchema>;

/** Counts for the filters of a product list (GET /products/facets). */
export type ProductFacets = z.infer<typeof productFacetsSchema>;
export type SpecFacet = ProductFacets['specs'][number];

/** An equipment model (furnace, condenser, fridge, outboard, ...) a shopper looks parts up for. */
export type EquipmentModel = z.infer<typeof equipmentModelSchema>;

/** A model with its diagram sections and the parts at each numbered callout. */
export type EquipmentModelDetail = z.infer<typeof equipmentModelDetailSchema>;

/** Whether a part fits one model: fits, does-not-fit or unknown (no fitment data). */
export type ProductFit = z.infer<typeof productFitSchema>;
/** An engine offered in a vehicle's year, make and model: the vehicle configuration it names. */
export type VehicleEngineChoice = z.infer<typeof vehicleEngineChoiceSchema>;

/** A year an outboard of one make and horsepower was built: the model it names. */
export type OutboardYearChoice = z.infer<typeof outboardYearChoiceSchema>;

/** A category; `children` are there in the tree and on a single category. */
export interface Category extends CategoryRecord {
  children?: Category[];
}

/** An address as the server stores it: street = house line and line 2 joined by a comma. */
export interface ServerAddress {
  id?: number | string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

/** A saved user address (profile and checkout address book). */
export interface SavedAddress extends ServerAddress {
  id: number | string;
  first_name: string;
  last_name: string;
  phone: string;
}

/** The customer record GET /auth/me and PUT /auth/me answer (docs/contracts.md). */
export type Customer = z.infer<typeof customerRecord>;

/** What login, registration and set-password answer: the bearer token and the customer. */
export type AuthSession = z.infer<typeof authSessionRecord>;

/** A signed-in customer. The API sends snake_case; the camelCase aliases are filled by `normalizeUser`. */
export interface User {
  id: number | string;
  first_name: string;
  last_name: string;
  firstName?: string;
  lastName?: string;
  email: string;
  phone?: string | null;
  shippingAddress?: ServerAddress | null;
  billingAddress?: ServerAddress | null;
  billingAddresses?: SavedAddress[];
}

export interface CustomerInfo {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled' | (string & {});
export type PaymentStatus = 'pending' | 'paid' | (string & {});

export interface OrderCustomer {
  id?: number | string;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
}

export interface OrderPayment {
  /** Defaults to 'pending'. */
  status: PaymentStatus;
  provider: string;
  amount: number;
  transaction_id?: string | null;
  provider_session_id?: string | null;
}

export interface OrderItem {
  id: number | string;
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  price: number;
  total: number;
  /** When present the item counts as shipped (account's order pages). */
  tracking_number?: string | null;
}

export interface OrderMetadata {
  channel_id?: string | null;
  returned?: boolean;
  return_reason?: string | null;
  return_notes?: string | null;
  returned_at?: string | null;
  cancellation_reason?: string | null;
  customer_notes?: string | null;
  created_at?: string;
  updated_at?: string;
  store_id?: string;
  is_guest?: boolean;
}

/** An order as read by the account pages (SPEC §3, first shape). */
export interface Order {
  order_id: number | string;
  store_order_id: string;
  status: OrderStatus;
  date: string;
  date_completed?: string | null;
  customer: OrderCustomer;
  /** The store API's snapshot also names the recipient. */
  shipping_address:
    (ServerAddress & Partial<Pick<SavedAddress, 'first_name' | 'last_name'>>) | null;
  /** The billing address snapshot, in the shipping address's shape (absent in the second shape). */
  billing_address?: Order['shipping_address'];
  payment: OrderPayment;
  items: OrderItem[];
  subtotal: number;
  /** 0 in the second accepted shape, which has none. */
  shipping: number;
  tax: number;
  total: number;
  metadata: OrderMetadata;
  /** The order's RMAs (issue 40), oldest first; absent in the second shape. */
  returns?: OrderReturnRecord[];
}

export type InventoryLevel = z.infer<typeof inventorySchema>;

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Accepts a user object in either spelling (first_name / firstName) and fills both, so pages
 * can read one of them without caring which one the server sent.
 */
export function normalizeUser(raw: Partial<User> & { id: number | string }): User {
  const first = raw.first_name ?? raw.firstName ?? '';
  const last = raw.last_name ?? raw.lastName ?? '';
  return {
    ...raw,
    first_name: first,
    last_name: last,
    firstName: first,
    lastName: last,
    email: raw.email ?? '',
  };
}
