// The create-session body of SPEC §7 from the cart and the checkout state. The API prices every
// line itself; the prices here are only what SPEC's body carries.
import {
  cartLineUnitPrice,
  type CartItem,
  type CustomerInfo,
  type StoreId,
} from '@storefront/shared';
import type { CheckoutAddressInput, CheckoutSessionBody } from '@storefront/shared/validation';
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
  shippingFee: number;
  storeId: StoreId;
  /** The signed-in customer's id; null for a guest. */
  userId: number | string | null;
}

export function createSessionBody(input: SessionBodyInput): CheckoutSessionBody {
  const { customer } = input;
  return {
    items: input.items.map((item) => ({
      id: item.id,
      itemName: item.title,
      image: item.image || undefined,
      sku: item.sku,
      price: cartLineUnitPrice(item),
      itemQuantity: item.qty,
    })),
    origin: window.location.origin,
    shipping_fee: input.shippingFee,
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
