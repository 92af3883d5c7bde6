// POST /v1/checkout/sessions: validates the params the way the provider does (400 naming the
// param) and opens a session in `payment` mode with inline `price_data` line items.
import { unixSeconds } from '../lib/clock.js';
import type { FormObject, FormValue } from '../lib/form-encoding.js';
import { isEmailAddress } from '../lib/email.js';
import { newId } from '../lib/ids.js';
import { AMOUNT_HINT, formatAmount, supportedCurrencies } from '../lib/money.js';
import {
  childPath,
  readInteger,
  readList,
  readMetadata,
  readObject,
  readString,
  readUrl,
  rejectUnknownParams,
  requireInteger,
  requireObject,
  requireString,
} from '../lib/params.js';
import { invalidParam, missingParam, ProviderError } from '../lib/provider-error.js';
import { newFormToken } from '../hosted-page/form-guard.js';
import type { SandboxContext } from '../sandbox-context.js';
import type { LineItemObject, StoredCheckoutSession } from './types.js';

/** Params the sandbox acts on. */
const SUPPORTED_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'customer_email',
  'client_reference_id',
  'metadata',
  'expires_at',
  'payment_intent_data',
  'expand',
];
/** Params the provider knows that change nothing on a card-only hosted page; accepted and ignored. */
const IGNORED_PARAMS = [
  'locale',
  'payment_method_types',
  'billing_address_collection',
  'submit_type',
  'customer_creation',
  'allow_promotion_codes',
];
const KNOWN_PARAMS = new Set([...SUPPORTED_PARAMS, ...IGNORED_PARAMS]);
const LINE_ITEM_PARAMS = new Set(['price_data', 'quantity']);
const PRICE_DATA_PARAMS = new Set(['currency', 'unit_amount', 'product_data']);
const PRODUCT_DATA_PARAMS = new Set(['name', 'description', 'images', 'metadata']);
const PAYMENT_INTENT_DATA_PARAMS = new Set(['metadata', 'description']);

const MAX_LINE_ITEMS = 100;
// The provider's documented string limits where they differ from the usual 5000 (names, URLs).
const MAX_PRODUCT_DESCRIPTION_LENGTH = 40_000;
const MAX_PAYMENT_DESCRIPTION_LENGTH = 1000;
const MAX_CLIENT_REFERENCE_LENGTH = 200;
const MAX_IMAGES = 8;
const MAX_AMOUNT = 99_999_999;
const MAX_QUANTITY = 999_999;
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** The provider's minimum charge per currency, in the smallest unit (the common ones). */
const MINIMUM_CHARGE: Record<string, number> = {
  usd: 50,
  eur: 50,
  gbp: 30,
  cad: 50,
  aud: 50,
  jpy: 50,
};

function readCurrency(value: FormValue | undefined, path: string): string {
  const text = requireString(value, path);
  const currency = text.toLowerCase();
  if (!/^[a-z]{3}$/.test(currency) || !supportedCurrencies.has(currency)) {
    throw invalidParam(
      path,
      `Invalid currency for ${path}: "${text}". Use a three-letter ISO currency code such as usd.`,
    );
  }
  return currency;
}

function readImages(value: FormValue | undefined, path: string): void {
  const images = readList(value, path) ?? [];
  if (images.length > MAX_IMAGES) {
    throw invalidParam(path, `Invalid ${path}: at most ${MAX_IMAGES} images are allowed.`);
  }
  images.forEach((image, index) => readUrl(image, childPath(path, index)));
}

function readLineItem(value: FormValue, index: number): LineItemObject {
  const path = childPath('line_items', index);
  const item = requireObject(value, path);
  if (item.price !== undefined) {
    throw invalidParam(
      childPath(path, 'price'),
      `The payment sandbox supports ${path}[price_data], not saved prices (${path}[price]).`,
    );
  }
  rejectUnknownParams(item, LINE_ITEM_PARAMS, path);

  const pricePath = childPath(path, 'price_data');
  const priceData = requireObject(item.price_data, pricePath);
  rejectUnknownParams(priceData, PRICE_DATA_PARAMS, pricePath);
  const currency = readCurrency(priceData.currency, childPath(pricePath, 'currency'));
  const unitAmount = requireInteger(priceData.unit_amount, childPath(pricePath, 'unit_amount'), {
    min: 0,
    max: MAX_AMOUNT,
    hint: AMOUNT_HINT,
  });

  const productPath = childPath(pricePath, 'product_data');
  const productData = requireObject(priceData.product_data, productPath);
  rejectUnknownParams(productData, PRODUCT_DATA_PARAMS, productPath);
  const name = requireString(productData.name, childPath(productPath, 'name'));
  readString(
    productData.description,
    childPath(productPath, 'description'),
    MAX_PRODUCT_DESCRIPTION_LENGTH,
  );
  readImages(productData.images, childPath(productPath, 'images'));
  readMetadata(productData.metadata, childPath(productPath, 'metadata'));

  const quantity = requireInteger(item.quantity, childPath(path, 'quantity'), {
    min: 1,
    max: MAX_QUANTITY,
  });
  const amount = unitAmount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency,
    description: name,
    price: {
      id: newId('price'),
      object: 'price',
      active: false,
      currency,
      livemode: false,
      product: newId('prod'),
      type: 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    },
    quantity,
  };
}

function readLineItems(value: FormValue | undefined): LineItemObject[] {
  const list = readList(value, 'line_items');
  if (list === undefined || list.length === 0) throw missingParam('line_items');
  if (list.length > MAX_LINE_ITEMS) {
    throw invalidParam(
      'line_items',
      `Invalid line_items: at most ${MAX_LINE_ITEMS} items are allowed.`,
    );
  }
  const items = list.map(readLineItem);
  const currency = items[0]!.currency;
  items.forEach((item, index) => {
    if (item.currency !== currency) {
      const path = `line_items[${index}][price_data][currency]`;
      throw invalidParam(
        path,
        `Invalid currency for ${path}: every line item must use the same currency (${currency}).`,
      );
    }
  });
  return items;
}

function readExpiresAt(value: FormValue | undefined, created: number): number {
  const expiresAt = readInteger(value, 'expires_at');
  if (expiresAt === undefined) return created + MAX_EXPIRY_SECONDS;
  if (expiresAt < created + MIN_EXPIRY_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    );
  }
  if (expiresAt > created + MAX_EXPIRY_SECONDS) {
    throw invalidParam(
      'expires_at',
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    );
  }
  return expiresAt;
}

function readPaymentIntentData(
  value: FormValue | undefined,
): StoredCheckoutSession['paymentIntentData'] {
  const data = readObject(value, 'payment_intent_data') ?? {};
  rejectUnknownParams(data, PAYMENT_INTENT_DATA_PARAMS, 'payment_intent_data');
  return {
    metadata: readMetadata(data.metadata, 'payment_intent_data[metadata]'),
    description:
      readString(
        data.description,
        'payment_intent_data[description]',
        MAX_PAYMENT_DESCRIPTION_LENGTH,
      ) ?? null,
  };
}

function checkTotal(total: number, currency: string): void {
  const minimum = MINIMUM_CHARGE[currency] ?? 1;
  if (total < minimum) {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `The Checkout Session's total amount due must add up to at least ${formatAmount(minimum, currency)} ${currency}.`,
      'amount_too_small',
    );
  }
  if (total > MAX_AMOUNT) {
    throw new ProviderError(
      400,
      'invalid_request_error',
      `The Checkout Session's total amount due must be no more than ${formatAmount(MAX_AMOUNT, currency)} ${currency}.`,
      'amount_too_large',
    );
  }
}

/** Validates the params and stores a new open, unpaid session. */
export function createCheckoutSession(
  ctx: SandboxContext,
  params: FormObject,
  apiVersion: string,
): StoredCheckoutSession {
  rejectUnknownParams(params, KNOWN_PARAMS);
  const mode = requireString(params.mode, 'mode');
  if (mode !== 'payment') {
    throw invalidParam(
      'mode',
      mode === 'setup' || mode === 'subscription'
        ? `The payment sandbox supports only mode=payment (got ${mode}).`
        : `Invalid mode: must be one of payment, setup, or subscription (got "${mode}").`,
    );
  }
  const lineItems = readLineItems(params.line_items);
  const successUrl = readUrl(params.success_url, 'success_url');
  if (successUrl === undefined) throw missingParam('success_url');
  const cancelUrl = readUrl(params.cancel_url, 'cancel_url') ?? null;
  const customerEmail = readString(params.customer_email, 'customer_email') ?? null;
  if (customerEmail !== null && !isEmailAddress(customerEmail)) {
    throw invalidParam(
      'customer_email',
      `Invalid email address: ${customerEmail}`,
      'email_invalid',
    );
  }
  const clientReferenceId =
    readString(params.client_reference_id, 'client_reference_id', MAX_CLIENT_REFERENCE_LENGTH) ??
    null;
  const metadata = readMetadata(params.metadata, 'metadata');
  const created = unixSeconds(ctx.clock);
  const expiresAt = readExpiresAt(params.expires_at, created);
  const paymentIntentData = readPaymentIntentData(params.payment_intent_data);

  const currency = lineItems[0]!.currency;
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  checkTotal(total, currency);

  const stored: StoredCheckoutSession = {
    session: {
      id: newId('cs_test'),
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: customerEmail,
      expires_at: expiresAt,
      livemode: false,
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
    },
    lineItems,
    paymentIntentData,
    apiVersion,
    formToken: newFormToken(),
  };
  ctx.store.sessions.set(stored.session.id, stored);
  ctx.store.save();
  return stored;
}
