// Renders content pages the way the host does (shared store and providers, a router) with a fake
// store API whose answers each test chooses, and records what the page sent.
import type { ReactElement } from 'react';
import { createMemoryStorage, createStoreContext, type FetchLike } from '@storefront/platform';
import { type StoreId } from '@storefront/contract';
import { renderInShop } from '@storefront/platform/testing';

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface SentRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

interface RenderContentOptions {
  storeId?: StoreId;
  /** The URL the page is opened at. */
  url?: string;
  /** The store API's answer to each request (default: 404). */
  answer?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
}

export function renderContent(element: ReactElement, options: RenderContentOptions = {}) {
  const { storeId = 'default', url = '/', answer } = options;
  const sent: SentRequest[] = [];
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      path: new URL(input).pathname.replace(/^\/store-api/, ''),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status, body } = answer
      ? await answer(request)
      : { status: 404, body: { error: 'Not found' } };
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: new Headers(),
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as FetchLike;
  const storeContext = createStoreContext({
    storeId,
    fetch,
    storage: createMemoryStorage(),
    env: { apiBaseUrl: 'http://api.test' },
    syncAcrossTabs: false,
  });
  return { ...renderInShop(element, { storeContext, url }), sent };
}

/** The JSON-LD the page wrote into <head>, parsed. */
export function pageJsonLd(): Record<string, unknown> | null {
  const script = document.head.querySelector('script[type="application/ld+json"]');
  return script?.textContent ? (JSON.parse(script.textContent) as Record<string, unknown>) : null;
}

/** The canonical link the page wrote into <head>. */
export function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}
