// Orders for the browser scenarios, made the way a customer and an operator make them: register
// through the store API, buy in-stock products and pay on the payment sandbox's hosted page, ship
// through the operator API, sign in on /login.
import type { Page } from '@playwright/test';
import type { Stack } from './launch-stack';
import { expect, remoteArea } from './storefront';

export const CUSTOMER_PASSWORD = 'order-secret';

export interface Customer {
  email: string;
  token: string;
}

type StackApi = Pick<Stack, 'apiBaseUrl'>;

/** A JSON call to the stack's store API (default store, or the operator key as `token`). */
export async function storeApi<T>(
  stack: StackApi,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${stack.apiBaseUrl}/store-api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-store-id': 'default',
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const body = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.error}`);
  return body;
}

export async function registerCustomer(stack: StackApi, prefix: string): Promise<Customer> {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const { data } = await storeApi<{ data: { token: string } }>(stack, '/auth/register', {
    method: 'POST',
    body: { firstName: 'Ada', lastName: 'Lovelace', email, password: CUSTOMER_PASSWORD },
  });
  return { email, token: data.token };
}

/** A product of the store's listing, as a scenario picks what to buy. */
export interface ListedProduct {
  id: number;
  title: string;
  unitsOnHand: number;
}

/** One line of an order a scenario buys: `quantity` units of the product `id`. */
export interface OrderLine {
  id: number;
  quantity: number;
}

/** The store's in-stock products, in the listing's order. */
export async function inStockProducts(stack: StackApi): Promise<ListedProduct[]> {
  const { data } = await storeApi<{ data: ListedProduct[] }>(
    stack,
    '/products?limit=100&inStock=true',
  );
  return data;
}

/** One unit each of the store's first `count` in-stock products. */
export async function oneEachInStock(stack: StackApi, count = 1): Promise<OrderLine[]> {
  const chosen = (await inStockProducts(stack)).slice(0, count);
  if (chosen.length < count) throw new Error(`the store has fewer than ${count} products in stock`);
  return chosen.map((product) => ({ id: product.id, quantity: 1 }));
}

/**
 * Buys `lines` through the store API (as the signed-in customer, or as a guest when it has no
 * token) and pays on the sandbox's hosted page; answers the order id.
 */
export async function buyAndPay(
  page: Page,
  stack: StackApi,
  customer: Pick<Customer, 'email'> & Partial<Customer>,
  lines: OrderLine[],
): Promise<number> {
  const address = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '12 Main St',
    city: 'Austin',
    state: 'TX',
    postal_code: '78701',
    country: 'US',
    phone: '(512) 555-0100',
  };
  const session = await storeApi<{ sessionId: string; url: string }>(
    stack,
    '/checkout/create-session',
    {
      method: 'POST',
      token: customer.token,
      body: {
        items: lines.map((line) => ({ id: line.id, itemQuantity: line.quantity })),
        customer: { first_name: 'Ada', last_name: 'Lovelace', email: customer.email },
        shippingAddress: address,
        billingAddress: address,
      },
    },
  );
  await page.goto(session.url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await Promise.all([
    page.waitForURL(/\/checkout\/success/),
    page.getByRole('button', { name: /^Pay / }).click(),
  ]);
  const verified = await storeApi<{ status: string; order: { order_id: number } }>(
    stack,
    `/checkout/verify-session/${session.sessionId}`,
  );
  expect(verified.status).toBe('paid');
  return verified.order.order_id;
}

/** A new customer (e-mail from `prefix`) with a paid order of one unit each of `count` products. */
export async function customerWithPaidOrder(
  page: Page,
  stack: StackApi,
  prefix: string,
  count = 1,
): Promise<{ customer: Customer; orderId: number }> {
  const customer = await registerCustomer(stack, prefix);
  const orderId = await buyAndPay(page, stack, customer, await oneEachInStock(stack, count));
  return { customer, orderId };
}

/** Marks every item of the order shipped with `trackingNumber` through the operator API. */
export async function shipOrder(
  stack: Pick<Stack, 'apiBaseUrl' | 'opsApiKey'>,
  orderId: number,
  trackingNumber: string,
): Promise<void> {
  await storeApi(stack, `/ops/orders/${orderId}/ship`, {
    method: 'POST',
    token: stack.opsApiKey,
    body: { trackingNumber },
  });
}

export async function logIn(page: Page, stack: Pick<Stack, 'urlFor'>, customer: Customer) {
  await page.goto(stack.urlFor('/login'));
  const form = remoteArea(page, 'account');
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password').fill(CUSTOMER_PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
}
