// Mock mode's catalogue: the sample product API behind the store API's catalogue paths. The
// adapter itself (mock-catalog.ts) is loaded by the runtime's source at the first request only.
import { MESSAGES } from '@storefront/contract';
import { isMockCatalog } from '@storefront/platform';
import { MOCK_PRODUCT_MESSAGES } from './fakestore-client';

export type { FakestoreProduct } from './fakestore-client';

/** What the product page says about an id that is not a positive whole number. */
export function invalidProductIdMessage(): string {
  return isMockCatalog() ? MOCK_PRODUCT_MESSAGES.notFound : MESSAGES.invalidProductId;
}
