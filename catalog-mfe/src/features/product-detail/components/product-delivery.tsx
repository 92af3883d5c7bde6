// The product page's estimated delivery (issue 40 item 7): the store's handling time and the
// transit days to the shopper's ZIP for this product's shipping class, freight noted as such.
import { DeliveryEstimate } from '@storefront/ui-kit';
import type { Product } from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';

export function ProductDelivery({ product }: { product: Pick<Product, 'shippingClass'> }) {
  const store = useAppSelector(selectStoreConfig);
  return <DeliveryEstimate rules={store.delivery} shippingClass={product.shippingClass} />;
}
