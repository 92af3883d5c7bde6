// The back-in-stock alert calls (issue 40 item 5): the product page's request and the e-mail links'
// landing pages. Mutations only: nothing here is cached or read on the server.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import type { StockAlertLinkRecord, StockAlertRequestRecord } from '@storefront/contract/records';

const stockAlertsApi = storeApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /stock-alerts: a signed-in customer's alert (the token says who) or a guest's. */
    requestStockAlert: build.mutation<
      StockAlertRequestRecord,
      { productId: number; email?: string }
    >({
      query: (body) => ({ url: '/stock-alerts', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<StockAlertRequestRecord>) => data,
    }),
    /** POST /stock-alerts/confirm or /unsubscribe with the token of an e-mail's link. */
    followStockAlertLink: build.mutation<
      StockAlertLinkRecord,
      { action: 'confirm' | 'unsubscribe'; token: string }
    >({
      query: ({ action, token }) => ({
        url: `/stock-alerts/${action}`,
        method: 'POST',
        body: { token },
      }),
      transformResponse: ({ data }: StoreApiResult<StockAlertLinkRecord>) => data,
    }),
  }),
});

export const { useRequestStockAlertMutation, useFollowStockAlertLinkMutation } = stockAlertsApi;
