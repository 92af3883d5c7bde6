// The create-session body of SPEC §7 from the cart and the checkout state. The API prices every
// line itself; the prices here are only what SPEC's body carries.
import {
  dollarsFromCents,
  type CartItem,
  type Cents,
  type CustomerInfo,
  type StoreId,
} from '@storefront/contract';
import { cartLineUnitCents } from '../../cart-state';
import type {
  CheckoutAddressInput,
  CheckoutQuoteBody,
  CheckoutSessionBody,
} from '@storefront/contract/validation';
import type { CheckoutAddress } from '../state/checkout-slice';

function sessionAddress(address: CheckoutAddress): CheckoutAddressInput {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address1: address.address,
    address2: address.address2 || undefined,
    city: address.city,
    state: address.state,
    postal_code: address.zipCode,
    country: address.country,
    phone: address.phone || undefined,
  };
}

export interface SessionBodyInput {
  items: readonly CartItem[];
  customer: CustomerInfo;
  shippingAddress: CheckoutAddress;
  billingAddress: CheckoutAddress;
  shippingCents: Cents;
  storeId: StoreId;
  /** The signed-in customer's id; null for a guest. */
  userId: number | string | null;
}

/** The cart's lines as create-session takes them, and so as the quote of that session prices them. */
export function checkoutQuoteBody(items: readonly CartItem[]): CheckoutQuoteBody {
  return {
    items: items.map((item) => ({
      id: item.id,
      itemName: item.title,
      image: item.image || undefined,
      sku: item.sku,
      price: dollarsFromCents(cartLineUnitCents(item)),
      itemQuantity: item.qty,
    })),
  };
}

export function createSessionBody(input: SessionBodyInput): CheckoutSessionBody {
  const { customer } = input;
  return {
    ...checkoutQuoteBody(input.items),
    origin: window.location.origin,
    shipping_fee: dollarsFromCents(input.shippingCents),
    customer: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone || undefined,
      isAuthenticated: input.userId !== null,
    },
    shippingAddress: sessionAddress(input.shippingAddress),
    billingAddress: sessionAddress(input.billingAddress),
    metadata: {
      isGuest: input.userId === null,
      userId: input.userId,
      storeId: input.storeId,
      customerFirstName: customer.firstName,
      customerLastName: customer.lastName,
      customerPhone: customer.phone,
    },
  };
}
