// POST /auth/orders/{orderId}/returns (issue 40 item 6): some units of some lines, a reason each;
// the answer is the order with the new RMA last in `returns`. Reloads the order and the history.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import type { OrderRecord } from '@storefront/contract/records';
import type { ReturnRequest } from '@storefront/contract/validation';

export interface ReturnItemsRequest {
  orderId: string;
  lines: ReturnRequest['lines'];
}

const returnsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    returnItems: build.mutation<OrderRecord, ReturnItemsRequest>({
      query: ({ orderId, lines }) => ({
        url: `/auth/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body: { lines },
      }),
      transformResponse: ({ data }: StoreApiResult<OrderRecord>) => data,
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useReturnItemsMutation } = returnsApi;
