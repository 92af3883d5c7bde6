// The one client of the store API (SPEC §7): base URL + /store-api, store and identity headers,
// x-total-count, and errors that carry the server's text or 'Something went wrong'.
import { MESSAGES, type StoreId } from '@storefront/contract';
import { DEFAULT_API_BASE_URL } from '@storefront/contract/runtime-env';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Who is calling: decides the base URL and the identity headers. */
export interface ApiContext {
  /** API origin, e.g. http://localhost:4000 (the client appends /store-api). */
  baseUrl: string;
  storeId?: string | null;
  storeDomain?: string | null;
  /** Bearer token of a signed-in customer. */
  token?: string | null;
  /** Sent as X-Guest-ID when there is no token. */
  guestId?: string | null;
  fetch?: FetchLike;
  /** Mock mode (CATALOG_SOURCE=mock): the catalogue comes from this sample product API. */
  mockCatalog?: MockCatalogSettings;
}

/** SPEC §9's artificial delays of mock mode, in ms, per kind of product fetch. */
export interface MockDelays {
  /** Products and one product. */
  product: number;
  /** Products of one category. */
  byCategory: number;
}

/** Where mock mode reads the catalogue from and how long it makes each product fetch wait. */
export interface MockCatalogSettings {
  baseUrl: string;
  /** SPEC §9's delays when absent. */
  delaysMs?: MockDelays;
  /** Where catalog's runtime registers the source that answers (catalog-source.ts). */
  source?: CatalogSourceSlot;
}

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; null, undefined and '' values are left out. */
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Overrides the context of the running store (tests, or a call for another identity). */
  context?: Partial<ApiContext>;
  /** Shortcut for `context.fetch`. */
  fetch?: FetchLike;
}

/**
 * A successful answer. `data` is the body's `data` field when the body has one (lists, single
 * records), otherwise the whole body (e.g. `{ sku, total_on_hand }`); `total` is the
 * x-total-count header, else a numeric `total` in the body.
 */
export interface ApiResponse<T> {
  data: T;
  total?: number;
  /** A search's corrected text, when the body names one (GET /products `didYouMean`). */
  didYouMean?: string;
  status: number;
}

/** A failed call: `message` is the server's `error` text, or 'Something went wrong'. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * An error whose message is written for the shopper (SPEC §8's mock-mode texts) and is shown as
 * is, unlike a store API error text.
 */
export class ShopperFacingError extends ApiError {
  readonly shopperFacing = true;
}

export function isShopperFacingError(error: unknown): error is ShopperFacingError {
  return error instanceof ShopperFacingError;
}

/** A readable message for any thrown value (SPEC: errors are never `[object Object]`). */
export function errorMessage(
  error: unknown,
  fallback: string = MESSAGES.somethingWentWrong,
): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null) {
    const { message, error: text } = error as { message?: unknown; error?: unknown };
    if (typeof text === 'string' && text) return text;
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}

let contextProvider: () => Partial<ApiContext> = () => ({});

/**
 * Sets where `apiRequest` takes its default context from. `createStoreContext` points it at
 * the running store (store id, token, guest id), so remotes can call `apiRequest(path)` plainly.
 */
export function setApiContextProvider(provider: () => Partial<ApiContext>): void {
  contextProvider = provider;
}

/** The context `apiRequest` uses when a call gives none: the running store's. */
export function currentApiContext(): Partial<ApiContext> {
  return contextProvider();
}

export function buildApiUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = `${baseUrl.replace(/\/+$/, '')}/store-api`;
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  if (!queryString) return `${base}${cleanPath}`;
  return `${base}${cleanPath}${cleanPath.includes('?') ? '&' : '?'}${queryString}`;
}

export function buildApiHeaders(
  context: Partial<ApiContext>,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (context.storeId) headers['X-Store-ID'] = context.storeId;
  if (context.storeDomain) headers['X-Store-Domain'] = context.storeDomain;
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  else if (context.guestId) headers['X-Guest-ID'] = context.guestId;
  return headers;
}

/** Calls `{baseUrl}/store-api{path}` and returns `{ data, total }`, or throws `ApiError`. */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResponse<T>> {
  const context: Partial<ApiContext> = { ...contextProvider(), ...options.context };
  const fetchImpl = options.fetch ?? context.fetch ?? globalThis.fetch;
  const hasBody = options.body !== undefined;
  const url = buildApiUrl(context.baseUrl ?? DEFAULT_API_BASE_URL, path, options.query);

  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: { ...buildApiHeaders(context, hasBody), ...options.headers },
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(MESSAGES.somethingWentWrong, 0);
  }

  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError(serverErrorText(body) ?? MESSAGES.somethingWentWrong, response.status, body);
  }
  const didYouMean = didYouMeanOf(body);
  return {
    data: unwrapData(body) as T,
    total: totalOf(response, body),
    ...(didYouMean !== undefined && { didYouMean }),
    status: response.status,
  };
}

async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverErrorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string' && error.trim()) return error;
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { message?: unknown }).message;
    if (typeof nested === 'string' && nested.trim()) return nested;
  }
  if (typeof message === 'string' && message.trim()) return message;
  return undefined;
}

function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return (body as { data: unknown }).data;
  }
  return body;
}

function didYouMeanOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { didYouMean } = body as { didYouMean?: unknown };
  return typeof didYouMean === 'string' && didYouMean ? didYouMean : undefined;
}

function totalOf(response: Response, body: unknown): number | undefined {
  const header = response.headers.get('x-total-count');
  if (header !== null && header.trim() !== '') {
    const total = Number(header);
    if (Number.isFinite(total)) return total;
  }
  if (typeof body === 'object' && body !== null) {
    const total = (body as { total?: unknown }).total;
    if (typeof total === 'number' && Number.isFinite(total)) return total;
  }
  return undefined;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

// The mock-mode catalogue source's shapes (catalog-source.ts keeps the slot and the registration);
// here, beside the settings they use, so the API files import one way.
/** One catalogue request as the source receives it. */
export interface CatalogSourceRequest {
  settings: MockCatalogSettings;
  storeId: StoreId;
  fetch: FetchLike;
  query?: QueryParams;
  signal?: AbortSignal;
}

/** Answers the store API's catalogue paths in mock mode. */
export interface CatalogSource {
  /** The answer to `path`, or null for a path the store API answers as usual (the cart, orders...). */
  request<T>(path: string, request: CatalogSourceRequest): Promise<ApiResponse<T> | null>;
}

/** A store context's catalogue source: none until catalog's runtime registers it. */
export interface CatalogSourceSlot {
  current: CatalogSource | null;
  /** Resolves once a source is registered. */
  registered: Promise<CatalogSource>;
  register(source: CatalogSource): void;
}
