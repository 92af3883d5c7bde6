// SPEC §9's artificial delays of mock mode, apart from the adapter so the API context can name
// them without loading the adapter (a chunk of its own, fetched only in mock mode).
import type { MockDelays } from '../api/api-client';

/** 1000 ms before a product fetch, 800 ms before a fetch by category. */
export const MOCK_DELAYS_MS: MockDelays = { product: 1000, byCategory: 800 };
