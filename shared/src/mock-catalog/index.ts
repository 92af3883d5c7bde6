// Mock mode's catalogue: the sample product API behind the store API's catalogue paths.
export { invalidProductIdMessage } from './catalog-request';
export type { FakestoreProduct } from './fakestore-client';
