// Business constants and limits of SPEC §9, in one place for every package.

/** A subtotal at or above this ships free. */
export const FREE_SHIPPING_THRESHOLD = 100;

export const FEATURED_STRATEGIES = [
  'topRated',
  'newest',
  'mostPopular',
  'discounted',
  'seasonal',
  'random',
] as const;
export type FeaturedStrategy = (typeof FEATURED_STRATEGIES)[number];
/** The longest search text the store API accepts; search inputs stop there too. */
export const SEARCH_MAX_LENGTH = 200;

/**
 * Spec filters of a product list travel as query parameters named `spec.<key>` (choices, comma
 * separated; for a number spec its exact numbers) and `spec.<key>.min` / `spec.<key>.max` (a
 * number spec's range), in the store API's query and in the storefront's URL alike.
 */
export const SPEC_PARAM_PREFIX = 'spec.';
/** Most values one spec filter may list. */
export const MAX_SPEC_VALUES = 20;
/** Most spec filters one request may carry. */
export const MAX_SPEC_FILTERS = 10;
/** Orders of a product list; `relevance` ranks a search's best matches first (newest first without one). */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'rating',
  'name',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PASSWORD_MIN_LENGTH = 6;

/** Alaska and Hawaii: the store ships to the contiguous US only. */
export const NON_SHIPPABLE_STATES = ['AK', 'HI'] as const;

export const RETURN_WINDOW_DAYS = 30;
export const RESTOCKING_FEE_PERCENT = 15;
export const REFUND_PROCESSING_TIME = '7-10 business days';
/** The carrier tracking page a tracking number opens (any carrier: a universal tracker). */
export const TRACKING_URL_PREFIX = 'https://parcelsapp.com/en/tracking/';

export function trackingUrl(trackingNumber: string): string {
  return `${TRACKING_URL_PREFIX}${encodeURIComponent(trackingNumber)}`;
}
export const BULK_REPLY_TIME = '1-2 business days';
/** Browser storage keys of SPEC §9. */
export const STORAGE_KEYS = {
  cart: 'cart',
  storeId: 'store-id',
  authToken: (storeId: string) => `${storeId}_authToken`,
  guestId: (storeId: string) => `${storeId}_guestId`,
  /** The ZIP the shopper last gave for a delivery estimate (product page and cart share it). */
  deliveryZip: 'delivery-zip',
  /** Each store's own cart; `cart` mirrors the active store's (docs/decisions/0032). */
  storeCart: (storeId: string) => `${storeId}_cart`,
  /**
   * A guest's saved equipment in each store (account's); the host starts account's runtime on a
   * page only when a list is saved (or a session is stored).
   */
  guestEquipment: (storeId: string) => `equipment:${storeId}`,
} as const;

/**
 * The attribute a server-rendered page's inline script sets on `<html>`, before the page is
 * painted, when this store's cart is saved in the browser (under the key the cart's runtime reads,
 * STORAGE_KEYS). A cart page rendered before the browser has read the cart shows the frame of a
 * cart with lines under it, and an empty cart without it, so neither moves when the cart is read.
 */
export const SAVED_CART_ATTRIBUTE = 'data-saved-cart';

/** Guest ids start with this prefix. */
export const GUEST_ID_PREFIX = 'guest_';
/** A guest id: the prefix and 128 random bits as 32 hex digits; the API refuses anything else. */
export const GUEST_ID_PATTERN = /^guest_[0-9a-f]{32}$/;

/** Most units of one product a cart line may hold (a bulk order goes through bulk purchasing). */
export const MAX_LINE_QUANTITY = 999;
/** Most lines one cart may hold. */
export const MAX_CART_LINES = 100;
/** Most rows one quick order (pasted list, CSV file or typed rows) may hold: a cart's lines. */
export const QUICK_ORDER_MAX_LINES = MAX_CART_LINES;
/** Longest part number a quick-order row may carry (the part-number index keeps 64). */
export const QUICK_ORDER_PART_NUMBER_MAX_LENGTH = 64;
/** Most models one customer's "My equipment" (or one guest's, per store) keeps. */
export const MAX_SAVED_EQUIPMENT = 50;
/** Most job lists one customer keeps (issue 40 item 4). */
export const MAX_JOB_LISTS = 50;
/** Most lines (products) one job list holds: a cart's worth, so a whole list fits one cart. */
export const MAX_JOB_LIST_LINES = MAX_CART_LINES;
/** Longest job list name, in characters after trimming ("Smith job – furnace"). */
export const MAX_JOB_LIST_NAME_LENGTH = 80;
