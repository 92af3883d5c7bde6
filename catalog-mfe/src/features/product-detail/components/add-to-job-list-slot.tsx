// Account's "Add to Job List" widget (issue 40 item 4) on the product page, through the host's
// slot: job lists are account's, and catalog never imports account. Customers only: the widget
// shows nothing to anyone else, so its place holds nothing while it loads. Not in mock mode: its
// products are the sample API's, unknown to the store API that keeps the lists (a list line would
// name another product of the same id).
import { isMockCatalog, RemoteWidgetSlot } from '@storefront/platform';

export function AddToJobListSlot({ productId }: { productId: number }) {
  if (isMockCatalog()) return null;
  return (
    <RemoteWidgetSlot
      remote="account"
      expose="./AddToJobList"
      exportName="AddToJobList"
      props={{ lines: [{ productId, quantity: 1 }] }}
      fallback={null}
    />
  );
}
