// A store's /robots.txt and /sitemap.xml, served by the host's server for each store host name.
// The sitemap lists the content pages plus every product, category and brand page, read from the
// store API's /sitemap-entries, under the store's canonical address (the one the pages' canonical
// links name, so a crawler never sees two addresses for one page). The sitemap protocol allows
// 50,000 URLs a file: past that, /sitemap.xml becomes an index of /sitemap-1.xml, ... named
// under the address the index was asked at, where they can be fetched.

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** How long a store's entries are reused: a crawler's burst costs one API call. */
const ENTRIES_TTL_MS = 5 * 60_000;
/** The API call's limit: a stuck API gives the crawler a 503, never a hang. */
const API_TIMEOUT_MS = 5000;

/** Public pages whose content does not come from the catalogue (SPEC §2's route table). */
export const CONTENT_PATHS = [
  '/',
  '/product',
  '/categories',
  '/brands',
  '/models',
  '/about',
  '/contact',
  '/how-to-buy',
  '/bulk-purchasing',
  '/returns-policy',
  '/terms-and-conditions',
  '/privacy-policy',
];

/** Pages a crawler has no business in: a shopper's own, sign-in and checkout. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/login',
  '/register',
  '/reset-password',
  '/set-password',
  '/profile',
  '/orders',
  '/account',
];

/** What the store API's /sitemap-entries answers for a store. */
export interface SitemapEntries {
  website: string | null;
  productIds: number[];
  categoryIds: number[];
  brandIds: number[];
  /** Absent from an API from before equipment models. */
  modelIds?: number[];
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** @param origin e.g. http://hvac.localhost:3000 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((pagePath) => `Disallow: ${pagePath}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every page path of the store, content pages first. */
export function pagePaths({
  productIds,
  categoryIds,
  brandIds,
  modelIds = [],
}: Omit<SitemapEntries, 'website'>): string[] {
  return [
    ...CONTENT_PATHS,
    ...categoryIds.map((id) => `/categories/${id}`),
    ...brandIds.map((id) => `/brands/${id}`),
    ...modelIds.map((id) => `/models/${id}`),
    ...productIds.map((id) => `/product/${id}`),
  ];
}

const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
const SITEMAP_NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** @param site where the pages are: the store's canonical address */
export function urlSetXml(site: string, paths: string[]): string {
  const urls = paths.map((pagePath) => `<url><loc>${xmlText(site + pagePath)}</loc></url>`);
  return xmlDocument(`<urlset ${SITEMAP_NAMESPACE}>\n${urls.join('\n')}\n</urlset>`);
}

/** @param files how many sitemap files the index lists */
export function sitemapIndexXml(origin: string, files: number): string {
  const sitemaps = Array.from(
    { length: files },
    (_, index) => `<sitemap><loc>${xmlText(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return xmlDocument(
    `<sitemapindex ${SITEMAP_NAMESPACE}>\n${sitemaps.join('\n')}\n</sitemapindex>`,
  );
}

/**
 * What /sitemap.xml (file 0) or /sitemap-N.xml answers, or null when there is no such file.
 * @param at the pages' address, and the address asked at
 */
export function sitemapFile(
  { site, origin }: { site: string; origin: string },
  paths: string[],
  file: number,
  perFile = MAX_URLS_PER_SITEMAP,
): string | null {
  const files = Math.ceil(paths.length / perFile);
  if (file === 0) {
    return files <= 1 ? urlSetXml(site, paths) : sitemapIndexXml(origin, files);
  }
  if (files <= 1 || file > files) return null;
  return urlSetXml(site, paths.slice((file - 1) * perFile, file * perFile));
}

/**
 * Reads each store's entries from the store API, reusing them for a few minutes; a failed read
 * is not kept, so the next request tries again.
 */
export function createSitemapEntries({
  apiBaseUrl,
  fetchImpl = fetch,
  ttlMs = ENTRIES_TTL_MS,
  now = Date.now,
}: {
  apiBaseUrl: string;
  fetchImpl?: typeof fetch;
  ttlMs?: number;
  now?: () => number;
}) {
  const byStore = new Map<string, { expires: number; entries: Promise<SitemapEntries> }>();

  async function read(storeId: string): Promise<SitemapEntries> {
    const response = await fetchImpl(`${apiBaseUrl}/store-api/sitemap-entries`, {
      headers: { 'x-store-id': storeId, accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`the store API answered ${response.status}`);
    const { data } = (await response.json()) as { data: SitemapEntries };
    return data;
  }

  return {
    forStore(storeId: string): Promise<SitemapEntries> {
      const kept = byStore.get(storeId);
      if (kept && kept.expires > now()) return kept.entries;
      const entries = read(storeId);
      byStore.set(storeId, { expires: now() + ttlMs, entries });
      entries.catch(() => byStore.delete(storeId));
      return entries;
    },
  };
}
