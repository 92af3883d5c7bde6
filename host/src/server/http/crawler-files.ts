// Each store host's /robots.txt and /sitemap.xml (with /sitemap-N.xml past 50,000 URLs). Only a
// configured host name gets them: its URLs name that host, so a forged Host header never does.
import type { AddressInfo } from 'node:net';

import { sendText } from '@storefront/static-server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { HostServerConfig } from './config';
import {
  createSitemapEntries,
  pagePaths,
  robotsTxt,
  sitemapFile,
  type SitemapEntries,
} from './sitemap';

// robots.txt and the sitemaps: crawlers come back rarely; a new product shows within the hour.
const CRAWLER_FILE_CACHE = 'public, max-age=3600';
// Mock mode's sample catalogue has no pages worth a crawler's time: the content pages only.
const NO_CATALOG: SitemapEntries = { website: null, productIds: [], categoryIds: [], brandIds: [] };

export function registerCrawlerFiles(
  app: FastifyInstance,
  config: HostServerConfig,
  fetchImpl: typeof fetch,
): void {
  const catalogEntries = createSitemapEntries({
    apiBaseUrl: config.runtimeEnv.apiBaseUrl,
    fetchImpl,
  });
  /** entries → file key → its XML */
  const writtenFiles = new WeakMap<SitemapEntries, Map<string, string | null>>();

  function storeOf(request: FastifyRequest) {
    const hostname = request.hostname.toLowerCase();
    const storeId = config.storeByHost.get(hostname);
    if (!storeId) return undefined;
    // The Host header's port only when it is this server's own: another would be the caller's
    // invention, published in our URLs (and a new set of cached files for each one).
    const { port } = app.server.address() as AddressInfo;
    const origin = `${request.protocol}://${hostname}${request.port === port ? `:${port}` : ''}`;
    return { storeId, origin };
  }

  app.get('/robots.txt', (request, reply) => {
    const store = storeOf(request);
    if (!store) return sendText(reply, 404, 'No store is served under this host name');
    return reply
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(store.origin));
  });

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, file: number) {
    const store = storeOf(request);
    if (!store) return sendText(reply, 404, 'No store is served under this host name');
    let entries: SitemapEntries;
    try {
      entries =
        config.runtimeEnv.catalogSource === 'mock'
          ? NO_CATALOG
          : await catalogEntries.forStore(store.storeId);
    } catch (error) {
      console.warn(
        `sitemap of ${store.storeId}: ${error instanceof Error ? error.message : error}`,
      );
      reply.header('Retry-After', '60');
      return sendText(reply, 503, 'The sitemap is unavailable right now; try again in a minute');
    }
    // Pages under the store's canonical address (its pages' canonical links), else this one.
    const at = { site: entries.website ?? store.origin, origin: store.origin };
    // Written once per set of entries (a big store's file is megabytes): a crawler's burst, or
    // anyone asking again and again, costs one render until the entries are read anew.
    let written = writtenFiles.get(entries);
    if (!written) writtenFiles.set(entries, (written = new Map()));
    const key = `${at.site} ${at.origin} ${file}`;
    if (!written.has(key)) written.set(key, sitemapFile(at, pagePaths(entries), file));
    const xml = written.get(key) ?? null;
    if (xml === null) return sendText(reply, 404, 'Not found');
    return reply
      .header('Cache-Control', CRAWLER_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(xml);
  }

  app.get('/sitemap.xml', (request, reply) => sendSitemap(request, reply, 0));
  app.get<{ Params: { file: string } }>('/sitemap-:file.xml', (request, reply) => {
    const { file } = request.params;
    if (!/^[1-9]\d{0,5}$/.test(file)) return sendText(reply, 404, 'Not found');
    return sendSitemap(request, reply, Number(file));
  });
}
