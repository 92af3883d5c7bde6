// The cart's estimated delivery (issue 40 item 7): the slowest class among its lines (one freight
// line makes the order wait for freight) to the checkout's shipping ZIP, or the one typed here.
import { DeliveryEstimate } from '@storefront/ui-kit';
import type { ShippingClass } from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { selectCheckout } from '../../checkout';

export function CartDelivery({ shippingClass }: { shippingClass: ShippingClass }) {
  const store = useAppSelector(selectStoreConfig);
  const shippingZip = useAppSelector(selectCheckout).shippingAddress?.zipCode;
  return (
    <DeliveryEstimate
      rules={store.delivery}
      shippingClass={shippingClass}
      shippingZip={shippingZip}
    />
  );
}
