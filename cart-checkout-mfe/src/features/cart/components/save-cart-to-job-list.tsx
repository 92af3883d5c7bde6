// Account's "Add to Job List" widget (issue 40 item 4) on the cart page with the cart's lines,
// through the host's slot: job lists are account's, and the cart never imports account.
// Customers only: the widget shows nothing to anyone else. Not in mock mode: the cart's lines are
// the sample API's products, unknown to the store API that keeps the lists.
import { isMockCatalog, RemoteWidgetSlot } from '@storefront/platform';
import type { CartItem } from '@storefront/contract';

export function SaveCartToJobList({ items }: { items: readonly CartItem[] }) {
  if (isMockCatalog()) return null;
  return (
    <RemoteWidgetSlot
      remote="account"
      expose="./AddToJobList"
      exportName="AddToJobList"
      props={{ lines: items.map((item) => ({ productId: item.id, quantity: item.qty })) }}
      fallback={null}
    />
  );
}
