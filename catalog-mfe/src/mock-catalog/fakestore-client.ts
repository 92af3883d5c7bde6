// HTTP client of the sample product API mock mode reads (fakestoreapi.com's contract): plain GETs
// of JSON, with its quirks turned into errors the catalogue understands. The real service answers
// a missing product with 200 and an empty body, so an empty body counts as "not found".
import { ShopperFacingError, type FetchLike } from '@storefront/platform';

/** A product as the sample API sends it: price in (float) dollars, no brand, no stock. */
export interface FakestoreProduct {
  id: number;
  title: string;
  price: number;
  description: string;
  category: string;
  image: string;
  rating?: { rate: number; count: number };
}

/** SPEC §8 "Mock-mode product" messages. */
export const MOCK_PRODUCT_MESSAGES = {
  gone: 'Sorry, this product is no longer available or may have been moved.',
  trouble: "We're having trouble loading this product right now. Please try again later.",
  notFound: "Sorry, we couldn't find the product you're looking for.",
  notInStore: 'Sorry, this product is not available in your selected store.',
} as const;

export interface FakestoreRequest {
  baseUrl: string;
  fetch: FetchLike;
  signal?: AbortSignal;
}

/**
 * GET `{baseUrl}{path}` as JSON. Unreachable, 5xx and unreadable answers throw the "trouble"
 * message; 404 and an empty body throw "no longer available" (status 404).
 */
export async function getFakestore<T>(request: FakestoreRequest, path: string): Promise<T> {
  // Called unbound: the browser's fetch refuses to run as a method of another object.
  const { fetch } = request;
  let response: Response;
  try {
    response = await fetch(`${request.baseUrl}${path}`, {
      headers: { Accept: 'application/json' },
      signal: request.signal,
    });
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.trouble, 0);
  }
  if (response.status === 404) throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.gone, 404);
  if (!response.ok) throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.trouble, response.status);
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.trouble, 0);
  }
  if (!text.trim()) throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.gone, 404);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ShopperFacingError(MOCK_PRODUCT_MESSAGES.trouble, 502);
  }
}
