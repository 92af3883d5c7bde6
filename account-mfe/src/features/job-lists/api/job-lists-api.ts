// The store API's /auth/job-lists calls and Buy Again's GET /auth/orders/{orderId}/buy-again, for
// the signed-in customer (issue 40 items 3 and 4). Every list answer is the list priced now; a
// change refreshes the index and that list.
import { storeApi, type StoreApiResult } from '@storefront/platform';
import type {
  BuyAgainRecord,
  JobListRecord,
  JobListSummaryRecord,
} from '@storefront/contract/records';

/** A product and its units, as a list takes them. */
export interface ListLine {
  productId: number;
  quantity: number;
}

const jobListsApi = storeApi.enhanceEndpoints({ addTagTypes: ['JobList'] }).injectEndpoints({
  endpoints: (build) => ({
    getJobLists: build.query<JobListSummaryRecord[], void>({
      query: () => '/auth/job-lists',
      transformResponse: ({ data }: StoreApiResult<JobListSummaryRecord[]>) => data,
      providesTags: [{ type: 'JobList', id: 'LIST' }],
    }),
    getJobList: build.query<JobListRecord, number>({
      query: (listId) => `/auth/job-lists/${listId}`,
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      providesTags: (_result, _error, listId) => [{ type: 'JobList', id: listId }],
    }),
    createJobList: build.mutation<JobListRecord, { name: string; lines?: ListLine[] }>({
      query: (body) => ({ url: '/auth/job-lists', method: 'POST', body }),
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      invalidatesTags: [{ type: 'JobList', id: 'LIST' }],
    }),
    renameJobList: build.mutation<JobListRecord, { listId: number; name: string }>({
      query: ({ listId, name }) => ({
        url: `/auth/job-lists/${listId}`,
        method: 'PUT',
        body: { name },
      }),
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'JobList', id: 'LIST' },
        { type: 'JobList', id: listId },
      ],
    }),
    deleteJobList: build.mutation<unknown, number>({
      query: (listId) => ({ url: `/auth/job-lists/${listId}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'JobList', id: 'LIST' }],
    }),
    addJobListLines: build.mutation<JobListRecord, { listId: number; lines: ListLine[] }>({
      query: ({ listId, lines }) => ({
        url: `/auth/job-lists/${listId}/lines`,
        method: 'POST',
        body: { lines },
      }),
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'JobList', id: 'LIST' },
        { type: 'JobList', id: listId },
      ],
    }),
    setJobListLine: build.mutation<JobListRecord, { listId: number } & ListLine>({
      query: ({ listId, productId, quantity }) => ({
        url: `/auth/job-lists/${listId}/lines/${productId}`,
        method: 'PUT',
        body: { quantity },
      }),
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'JobList', id: 'LIST' },
        { type: 'JobList', id: listId },
      ],
    }),
    removeJobListLine: build.mutation<JobListRecord, { listId: number; productId: number }>({
      query: ({ listId, productId }) => ({
        url: `/auth/job-lists/${listId}/lines/${productId}`,
        method: 'DELETE',
      }),
      transformResponse: ({ data }: StoreApiResult<JobListRecord>) => data,
      invalidatesTags: (_result, _error, { listId }) => [
        { type: 'JobList', id: 'LIST' },
        { type: 'JobList', id: listId },
      ],
    }),
    /** Asked afresh on every press: today's prices and stock, never a cached answer. */
    getBuyAgain: build.query<BuyAgainRecord, number>({
      query: (orderId) => `/auth/orders/${orderId}/buy-again`,
      transformResponse: ({ data }: StoreApiResult<BuyAgainRecord>) => data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetJobListsQuery,
  useGetJobListQuery,
  useCreateJobListMutation,
  useRenameJobListMutation,
  useDeleteJobListMutation,
  useAddJobListLinesMutation,
  useSetJobListLineMutation,
  useRemoveJobListLineMutation,
  useLazyGetBuyAgainQuery,
} = jobListsApi;
