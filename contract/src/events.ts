// The events teams agree on (DESIGN §4 event bus): each name has a payload schema with a version
// number `v`. A team that changes a payload adds a version and keeps sending the old one until
// every listener moved; a listener ignores a version it does not know. zod/mini keeps the schemas
// small enough for the host's first load.
import * as z from 'zod/mini';

// Built on first use, not when the module loads: building every schema is a few milliseconds
// of work the page's start-up (on a slow phone, its blocking time) does not need.
function defineEventContract() {
  const storeIdSchema = z.enum(['default', 'hvac', 'parts']);

  const sessionStatusSchema = z.enum([
    'signed-out',
    'restoring',
    'guest',
    'guest-checkout',
    'authenticated',
  ]);

  /** What listeners may rely on of the signed-in customer; the payload may carry more fields. */
  const eventUserSchema = z.looseObject({
    id: z.union([z.number(), z.string()]),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  });

  /** The product fields the cart keeps of a line (what the cart page and the checkout show). */
  const cartProductSchema = z.object({
    id: z.number(),
    name: z.optional(z.string()),
    title: z.string(),
    price: z.number(),
    discount: z.optional(z.number()),
    image: z.string(),
    sku: z.string(),
  });

  /**
   * How an add-to-cart request ended. `added` has raised its 'Added to cart' toast; a refusal has
   * not: the page that asked shows it beside its button.
   */
  const addToCartOutcomeSchema = z.discriminatedUnion('status', [
    z.object({
      status: z.literal('added'),
      quantity: z.number(),
      available: z.number(),
      message: z.string(),
    }),
    z.object({
      status: z.literal('insufficient-stock'),
      available: z.number(),
      message: z.string(),
    }),
    z.object({ status: z.literal('check-failed'), message: z.string() }),
  ]);

  /**
   * One piece of equipment a shopper saved (issue 37 item 4): an equipment model of the store
   * (a furnace, fridge, outboard, or a vehicle configuration), with the model year they own when
   * the model spans several years (vehicles, outboards).
   */
  const savedEquipmentSchema = z.looseObject({
    modelId: z.number().check(z.int(), z.positive()),
    brand: z.string(),
    modelNumber: z.string(),
    name: z.string(),
    kind: z.string(),
    year: z.optional(z.number().check(z.int())),
  });

  const schemas = {
    /** The cart's lines changed (cart-checkout). The nav's count and the product page read it. */
    'cart:changed': z.object({
      v: z.literal(1),
      count: z.number().check(z.int(), z.nonnegative()),
      lines: z.array(
        z.object({
          productId: z.number(),
          quantity: z.number().check(z.int(), z.positive()),
        }),
      ),
    }),
    /**
     * A command to the cart (cart-checkout): add units of the product after its stock check,
     * all of them or none (version 1: one unit; version 2, issue 40: `quantity` units, the
     * product page's quantity field). The cart answers with `cart:add-settled` carrying the same
     * `requestId`; it still answers version 1, which an older sender sends.
     */
    'cart:add-requested': z.discriminatedUnion('v', [
      z.object({
        v: z.literal(1),
        requestId: z.string().check(z.minLength(1)),
        product: cartProductSchema,
      }),
      z.object({
        v: z.literal(2),
        requestId: z.string().check(z.minLength(1)),
        product: cartProductSchema,
        quantity: z.number().check(z.int(), z.positive()),
      }),
    ]),
    /**
     * A command to the cart (cart-checkout): add these lines, each with its units, after the
     * stock check of each (account's Buy Again and job lists, issue 40). Each line gets what the
     * stock allows beside what the cart already holds, never more than the line maximum. The
     * cart answers with `cart:lines-add-settled` carrying the same `requestId`.
     */
    'cart:lines-add-requested': z.object({
      v: z.literal(1),
      requestId: z.string().check(z.minLength(1)),
      lines: z
        .array(
          z.object({
            product: cartProductSchema,
            quantity: z.number().check(z.int(), z.positive()),
          }),
        )
        .check(z.minLength(1)),
    }),
    /**
     * The cart's answer to one `cart:lines-add-requested` (cart-checkout): per line, the units
     * asked for, the units added (0 to `requested`) and the units on hand (null: the stock check
     * failed, nothing added). The cart has raised its toast when anything was added.
     */
    'cart:lines-add-settled': z.object({
      v: z.literal(1),
      requestId: z.string().check(z.minLength(1)),
      lines: z.array(
        z.object({
          productId: z.number(),
          requested: z.number().check(z.int(), z.nonnegative()),
          added: z.number().check(z.int(), z.nonnegative()),
          available: z.nullable(z.number()),
        }),
      ),
    }),
    /** The cart's answer to one `cart:add-requested` (cart-checkout). */
    'cart:add-settled': z.object({
      v: z.literal(1),
      requestId: z.string().check(z.minLength(1)),
      outcome: addToCartOutcomeSchema,
    }),
    /**
     * The shopper's saved equipment for the active store (account, which owns it: at start, on
     * every change, after sign-in merged the guest's list into the account's, and after a store
     * switch). A listener that starts later reads the last one (`lastEvent`). The catalog's fits
     * badge and filter read it.
     */
    'equipment:changed': z.object({
      v: z.literal(1),
      storeId: storeIdSchema,
      equipment: z.array(savedEquipmentSchema),
    }),
    /** A command to account: save this equipment (catalog's model page and selectors). */
    'equipment:save-requested': z.object({
      v: z.literal(1),
      equipment: savedEquipmentSchema,
    }),
    /** A command to account: forget this saved model (any page listing the saved equipment). */
    'equipment:remove-requested': z.object({
      v: z.literal(1),
      modelId: z.number().check(z.int(), z.positive()),
    }),
    /** Sign-in state changed (account). */
    'auth:changed': z.object({
      v: z.literal(1),
      status: sessionStatusSchema,
      isAuthenticated: z.boolean(),
      isGuest: z.boolean(),
      user: z.nullable(eventUserSchema),
    }),
    /**
     * Asks account to sign the customer out (the host's account menu). Account's runtime runs the
     * sign-out; listeners learn the result from \`auth:changed\`.
     */
    'session:sign-out-requested': z.object({ v: z.literal(1) }),
    /**
     * Account is about to sign the customer out and revoke their token (issue 38): a listener with
     * work to save under that token (the cart's last unsaved change) answers at once with a
     * `started` `auth:signing-out-step` and with a `settled` one when it is done. Account waits
     * for each started step, at most `SIGN_OUT_SAVES_TIMEOUT_MS`; a remote not loaded answers none.
     */
    'auth:signing-out': z.object({
      v: z.literal(1),
      requestId: z.string().check(z.minLength(1)),
    }),
    /** One listener's acknowledgement of an `auth:signing-out` with the same `requestId`. */
    'auth:signing-out-step': z.object({
      v: z.literal(1),
      requestId: z.string().check(z.minLength(1)),
      /** Who saves (the cart): tells one listener's steps from another's. */
      step: z.string().check(z.minLength(1)),
      status: z.enum(['started', 'settled']),
    }),
    /** The shopper moved to another store (host). */
    'store:switched': z.object({
      v: z.literal(1),
      storeId: storeIdSchema,
      previousStoreId: storeIdSchema,
    }),
    /** Asks the host's toast container to show a message (anyone). */
    toast: z.object({
      v: z.literal(1),
      type: z.enum(['success', 'error', 'info', 'warning']),
      message: z.string(),
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

export type SessionStatus = z.infer<EventContract['sessionStatusSchema']>;

/** What happened to one add-to-cart request (see `cart:add-settled`). */
export type AddToCartOutcome = z.infer<EventContract['addToCartOutcomeSchema']>;

/** What the cart did with each line of one `cart:lines-add-requested`. */
export type CartLinesAddResult = StorefrontEventPayload<'cart:lines-add-settled'>['lines'][number];

/** One saved piece of equipment as `equipment:changed` carries it. */
export type SavedEquipment = z.infer<EventContract['savedEquipmentSchema']>;

/** An event's payload as sent and received, its version included. */
export type StorefrontEventPayload<K extends StorefrontEventName> = z.infer<EventSchemas[K]>;

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
  const result = z.safeParse(eventSchemas()[name], detail);
  return result.success ? (result.data as StorefrontEventPayload<K>) : null;
}
