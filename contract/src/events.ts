// The events teams agree on (DESIGN §4 event bus): each name has a payload schema with a version
// number `v`. A team that changes a payload adds a version and keeps sending the old one until
// every listener moved; a listener ignores a version it does not know. In valibot, whose schemas
// are tree-shaken to the functions used: the bus is on every page's first load (decision 0998).
import * as v from 'valibot';

const positiveInteger = () => v.pipe(v.number(), v.integer(), v.gtValue(0));
const nonNegativeInteger = () => v.pipe(v.number(), v.integer(), v.minValue(0));
const nonEmptyString = () => v.pipe(v.string(), v.minLength(1));

// Built on first use, not when the module loads: building every schema is a few milliseconds
// of work the page's start-up (on a slow phone, its blocking time) does not need.
function defineEventContract() {
  const storeIdSchema = v.picklist(['default', 'hvac', 'parts']);

  const sessionStatusSchema = v.picklist([
    'signed-out',
    'restoring',
    'guest',
    'guest-checkout',
    'authenticated',
  ]);

  /** What listeners may rely on of the signed-in customer; the payload may carry more fields. */
  const eventUserSchema = v.looseObject({
    id: v.union([v.number(), v.string()]),
    email: v.string(),
    first_name: v.string(),
    last_name: v.string(),
  });

  /** The product fields the cart keeps of a line (what the cart page and the checkout show). */
  const cartProductSchema = v.object({
    id: v.number(),
    name: v.optional(v.string()),
    title: v.string(),
    price: v.number(),
    discount: v.optional(v.number()),
    image: v.string(),
    sku: v.string(),
  });

  /**
   * How an add-to-cart request ended. `added` has raised its 'Added to cart' toast; a refusal has
   * not: the page that asked shows it beside its button.
   */
  const addToCartOutcomeSchema = v.variant('status', [
    v.object({
      status: v.literal('added'),
      quantity: v.number(),
      available: v.number(),
      message: v.string(),
    }),
    v.object({
      status: v.literal('insufficient-stock'),
      available: v.number(),
      message: v.string(),
    }),
    v.object({ status: v.literal('check-failed'), message: v.string() }),
  ]);

  /**
   * One piece of equipment a shopper saved (issue 37 item 4): an equipment model of the store
   * (a furnace, fridge, outboard, or a vehicle configuration), with the model year they own when
   * the model spans several years (vehicles, outboards).
   */
  const savedEquipmentSchema = v.looseObject({
    modelId: positiveInteger(),
    brand: v.string(),
    modelNumber: v.string(),
    name: v.string(),
    kind: v.string(),
    year: v.optional(v.pipe(v.number(), v.integer())),
  });

  const schemas = {
    /** The cart's lines changed (cart-checkout). The nav's count and the product page read it. */
    'cart:changed': v.object({
      v: v.literal(1),
      count: nonNegativeInteger(),
      lines: v.array(
        v.object({
          productId: v.number(),
          quantity: positiveInteger(),
        }),
      ),
    }),
    /**
     * A command to the cart (cart-checkout): add units of the product after its stock check,
     * all of them or none (version 1: one unit; version 2, issue 40: `quantity` units, the
     * product page's quantity field). The cart answers with `cart:add-settled` carrying the same
     * `requestId`; it still answers version 1, which an older sender sends.
     */
    'cart:add-requested': v.variant('v', [
      v.object({
        v: v.literal(1),
        requestId: nonEmptyString(),
        product: cartProductSchema,
      }),
      v.object({
        v: v.literal(2),
        requestId: nonEmptyString(),
        product: cartProductSchema,
        quantity: positiveInteger(),
      }),
    ]),
    /**
     * A command to the cart (cart-checkout): add these lines, each with its units, after the
     * stock check of each (account's Buy Again and job lists, issue 40). Each line gets what the
     * stock allows beside what the cart already holds, never more than the line maximum. The
     * cart answers with `cart:lines-add-settled` carrying the same `requestId`.
     */
    'cart:lines-add-requested': v.object({
      v: v.literal(1),
      requestId: nonEmptyString(),
      lines: v.pipe(
        v.array(
          v.object({
            product: cartProductSchema,
            quantity: positiveInteger(),
          }),
        ),
        v.minLength(1),
      ),
    }),
    /**
     * The cart's answer to one `cart:lines-add-requested` (cart-checkout): per line, the units
     * asked for, the units added (0 to `requested`) and the units on hand (null: the stock check
     * failed, nothing added). The cart has raised its toast when anything was added.
     */
    'cart:lines-add-settled': v.object({
      v: v.literal(1),
      requestId: nonEmptyString(),
      lines: v.array(
        v.object({
          productId: v.number(),
          requested: nonNegativeInteger(),
          added: nonNegativeInteger(),
          available: v.nullable(v.number()),
        }),
      ),
    }),
    /** The cart's answer to one `cart:add-requested` (cart-checkout). */
    'cart:add-settled': v.object({
      v: v.literal(1),
      requestId: nonEmptyString(),
      outcome: addToCartOutcomeSchema,
    }),
    /**
     * The shopper's saved equipment for the active store (account, which owns it: at start, on
     * every change, after sign-in merged the guest's list into the account's, and after a store
     * switch). A listener that starts later reads the last one (`lastEvent`). The catalog's fits
     * badge and filter read it.
     */
    'equipment:changed': v.object({
      v: v.literal(1),
      storeId: storeIdSchema,
      equipment: v.array(savedEquipmentSchema),
    }),
    /** A command to account: save this equipment (catalog's model page and selectors). */
    'equipment:save-requested': v.object({
      v: v.literal(1),
      equipment: savedEquipmentSchema,
    }),
    /** A command to account: forget this saved model (any page listing the saved equipment). */
    'equipment:remove-requested': v.object({
      v: v.literal(1),
      modelId: positiveInteger(),
    }),
    /** Sign-in state changed (account). */
    'auth:changed': v.object({
      v: v.literal(1),
      status: sessionStatusSchema,
      isAuthenticated: v.boolean(),
      isGuest: v.boolean(),
      user: v.nullable(eventUserSchema),
    }),
    /**
     * Asks account to sign the customer out (the host's account menu). Account's runtime runs the
     * sign-out; listeners learn the result from \`auth:changed\`.
     */
    'session:sign-out-requested': v.object({ v: v.literal(1) }),
    /**
     * Account is about to sign the customer out and revoke their token (issue 38): a listener with
     * work to save under that token (the cart's last unsaved change) answers at once with a
     * `started` `auth:signing-out-step` and with a `settled` one when it is done. Account waits
     * for each started step, at most `SIGN_OUT_SAVES_TIMEOUT_MS`; a remote not loaded answers none.
     */
    'auth:signing-out': v.object({
      v: v.literal(1),
      requestId: nonEmptyString(),
    }),
    /** One listener's acknowledgement of an `auth:signing-out` with the same `requestId`. */
    'auth:signing-out-step': v.object({
      v: v.literal(1),
      requestId: nonEmptyString(),
      /** Who saves (the cart): tells one listener's steps from another's. */
      step: nonEmptyString(),
      status: v.picklist(['started', 'settled']),
    }),
    /** The shopper moved to another store (host). */
    'store:switched': v.object({
      v: v.literal(1),
      storeId: storeIdSchema,
      previousStoreId: storeIdSchema,
    }),
    /** Asks the host's toast container to show a message (anyone). */
    toast: v.object({
      v: v.literal(1),
      type: v.picklist(['success', 'error', 'info', 'warning']),
      message: v.string(),
    }),
  } as const;
  return { schemas, sessionStatusSchema, addToCartOutcomeSchema, savedEquipmentSchema };
}

type EventContract = ReturnType<typeof defineEventContract>;
type EventSchemas = EventContract['schemas'];

let eventContract: EventContract | undefined;

function eventSchemas(): EventSchemas {
  eventContract ??= defineEventContract();
  return eventContract.schemas;
}

export type StorefrontEventName = keyof EventSchemas;

export type SessionStatus = v.InferOutput<EventContract['sessionStatusSchema']>;

/** What happened to one add-to-cart request (see `cart:add-settled`). */
export type AddToCartOutcome = v.InferOutput<EventContract['addToCartOutcomeSchema']>;

/** What the cart did with each line of one `cart:lines-add-requested`. */
export type CartLinesAddResult = StorefrontEventPayload<'cart:lines-add-settled'>['lines'][number];

/** One saved piece of equipment as `equipment:changed` carries it. */
export type SavedEquipment = v.InferOutput<EventContract['savedEquipmentSchema']>;

/** An event's payload as sent and received, its version included. */
export type StorefrontEventPayload<K extends StorefrontEventName> = v.InferOutput<EventSchemas[K]>;

/** The version a sender writes today. */
export const EVENT_VERSIONS = {
  'cart:changed': 1,
  'cart:add-requested': 2,
  'cart:add-settled': 1,
  'cart:lines-add-requested': 1,
  'cart:lines-add-settled': 1,
  'equipment:changed': 1,
  'equipment:save-requested': 1,
  'equipment:remove-requested': 1,
  'auth:changed': 1,
  'auth:signing-out': 1,
  'auth:signing-out-step': 1,
  'session:sign-out-requested': 1,
  'store:switched': 1,
  toast: 1,
} as const satisfies { [K in StorefrontEventName]: StorefrontEventPayload<K>['v'] };

/** An event's payload in the version a sender writes today (`EVENT_VERSIONS`). */
export type CurrentEventPayload<K extends StorefrontEventName> = Extract<
  StorefrontEventPayload<K>,
  { v: (typeof EVENT_VERSIONS)[K] }
>;

/** The payload checked against its schema: the parsed payload, or null when it breaks the contract. */
export function parseEventPayload<K extends StorefrontEventName>(
  name: K,
  detail: unknown,
): StorefrontEventPayload<K> | null {
  const result = v.safeParse(eventSchemas()[name], detail);
  return result.success ? (result.output as StorefrontEventPayload<K>) : null;
}
