// Mock mode's catalogue: the sample product API behind the store API's catalogue paths.
export { catalogRequest, invalidProductIdMessage } from './catalog-request';
export { MOCK_PRODUCT_MESSAGES, isShopperFacingError } from './fakestore-client';
export { MOCK_DELAYS_MS, MOCK_STORE_CATEGORIES } from './mock-catalog';
