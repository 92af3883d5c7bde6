// The order calls of SPEC §7 Orders: the history, one order (normalised from either accepted
// shape), and cancel and return with a reason; an action reloads the order and the history.
import { normalizeOrder } from '../domain/order-normaliser';
import { storeApi, type StoreApiResult } from '@storefront/platform';
import { type Order } from '@storefront/contract';
import type { OrderSummaryRecord } from '@storefront/contract/records';

export interface OrderAction {
  orderId: string;
  reason: string;
}

const ordersApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<OrderSummaryRecord[], void>({
      query: () => '/auth/orders',
      transformResponse: ({ data }: StoreApiResult<OrderSummaryRecord[]>) => data,
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /** null when the answer is in no accepted shape (the page says "Order not found"). */
    getOrder: build.query<Order | null, string>({
      query: (orderId) => `/auth/orders/${encodeURIComponent(orderId)}`,
      transformResponse: (answer: StoreApiResult<unknown> | undefined) =>
        normalizeOrder(answer?.data ?? answer),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
    cancelOrder: build.mutation<unknown, OrderAction>({
      query: ({ orderId, reason }) => ({
        url: `/auth/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    returnOrder: build.mutation<unknown, OrderAction>({
      query: ({ orderId, reason }) => ({
        url: `/auth/orders/${encodeURIComponent(orderId)}/return`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useReturnOrderMutation,
} = ordersApi;
