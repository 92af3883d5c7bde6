// SPEC §9's artificial delays of mock mode: the adapter waits this long unless the store context
// says otherwise (tests pass 0).
import type { MockDelays } from '@storefront/platform';

/** 1000 ms before a product fetch, 800 ms before a fetch by category. */
export const MOCK_DELAYS_MS: MockDelays = { product: 1000, byCategory: 800 };
