// Each store's checkout in sessionStorage (`{storeId}_checkout`): it survives a reload and the trip
// to the provider's page, ends with the tab, and is checked field by field when read back.
import { customerInfoSchema, addressFormSchema } from '@storefront/contract/validation';
import type { StoredCheckout } from './checkout-slice';

export const checkoutStorageKey = (storeId: string) => `${storeId}_checkout`;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved checkout of the store, keeping only the fields that still pass their schema. */
export function readStoredCheckout(storeId: string): Partial<StoredCheckout> {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStore()?.getItem(checkoutStorageKey(storeId)) ?? 'null');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const saved = raw as Record<string, unknown>;
  const restored: Partial<StoredCheckout> = {};
  const customer = customerInfoSchema.safeParse(saved.customerInfo);
  if (customer.success) {
    restored.customerInfo = customer.data;
    restored.guestEmail = customer.data.email;
  }
  const shipping = addressFormSchema('shipping').safeParse(saved.shippingAddress);
  if (shipping.success) restored.shippingAddress = shipping.data;
  const billing = addressFormSchema('billing').safeParse(saved.billingAddress);
  if (billing.success) restored.billingAddress = billing.data;
  if (typeof saved.sameAsShipping === 'boolean') restored.sameAsShipping = saved.sameAsShipping;
  if (saved.paymentMethod === 'card') {
    restored.paymentMethod = 'card';
    restored.paymentInfo = { provider: 'stripe' };
  }
  return restored;
}

export function writeStoredCheckout(storeId: string, checkout: StoredCheckout): void {
  try {
    sessionStore()?.setItem(checkoutStorageKey(storeId), JSON.stringify(checkout));
  } catch {
    // A full or blocked storage only costs the reload survival.
  }
}

export function clearStoredCheckout(storeId: string): void {
  try {
    sessionStore()?.removeItem(checkoutStorageKey(storeId));
  } catch {
    // As above.
  }
}
