#!/usr/bin/env node
// Production server for one front-end package: run inside the package (`node ../scripts/serve-static.mjs`)
// it serves ./dist on Fastify (@fastify/static: files, ETag, MIME, ranges; @fastify/compress:
// brotli and gzip). What is ours: the runtime env injected into index.html, the host's
// /remotes.json, the SPA fallback, the cache policy for Module Federation, CSP and CORS.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  DEPLOYMENT_RECORD_FILE,
  createRolloutResolver,
  isVersionId,
  newVisitorId,
  rolloutCookie,
  storeDirectory,
  visitorIdFrom,
} from '@storefront/deploy';
import Fastify from 'fastify';

import { scriptJson } from './lib/inline-script.mjs';
import { registerRemoteFailures } from './lib/remote-failures.mjs';
import { createRemoteHints } from './lib/remote-hints.mjs';
import {
  DEFAULT_SERVER_RENDER_CACHE_MS,
  DEFAULT_SERVER_RENDER_DEADLINE_MS,
  DEFAULT_SERVER_RENDERS_IN_FLIGHT,
  DEFAULT_SERVER_RENDERS_PER_MINUTE,
  createServerRender,
  injectServerRender,
} from './lib/server-render.mjs';
import { createSitemapEntries, pagePaths, robotsTxt, sitemapFile } from './lib/sitemap.mjs';
import {
  DEFAULT_API_BASE_URL,
  DEFAULT_STORE_HOST_NAMES,
  FRONTEND_PACKAGES,
  LOCAL_STORE_HOSTS,
  defaultRemotesMap,
  portFromEnv,
} from './lib/ports.mjs';

/** Stripe.js when STRIPE_JS_URL is not set (the real provider's). */
const DEFAULT_STRIPE_JS_URL = 'https://js.stripe.com/v3/';
/** Mock mode's sample product API when MOCK_API_URL is not set (shared's DEFAULT_MOCK_API_URL). */
const DEFAULT_MOCK_API_URL = 'https://fakestoreapi.com';

// Files that name a moving target: a new deploy must be picked up on the next load.
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'remotes.json',
]);
// webpack's [contenthash] (hex, 8+ chars) next to the extension: safe to cache forever.
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// robots.txt and the sitemaps: crawlers come back rarely; a new product shows within the hour.
const CRAWLER_FILE_CACHE = 'public, max-age=3600';
// A host name as it may appear in a URL and a CSP source: no scheme, port, path or quote.
const SAFE_HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/i;
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
// What a build emits. A request for one of these that matched no file is a missing asset (a stale
// chunk, a remote not deployed) and must fail as one, so the federation runtime sees the error.
const ASSET_EXTENSIONS = new Set(
  'js mjs cjs css map json txt html xml ico png jpg jpeg gif svg webp avif woff woff2 ttf otf wasm br gz webmanifest'
    .split(' ')
    .map((extension) => `.${extension}`),
);
// A published version's files: `/versions/<version>/<file>`, served by each remote from the store.
const VERSIONS_PREFIX = '/versions/';
// A browser navigation asks for HTML; a script, style or fetch request does not.
const ACCEPTS_HTML = /\btext\/html\b/i;
// NAME_MAX: a longer path segment cannot name a file (the file lookup answers 403 for it).
const MAX_FILE_NAME_BYTES = 255;

/**
 * Reads and checks the env this server depends on, so a typo fails at start-up with a
 * message instead of a broken page later.
 * @param {string} packageName the front-end package directory name (host, catalog-mfe, ...)
 * @param {Record<string, string | undefined>} env
 */
export function readServerConfig(packageName, env) {
  const pkg = FRONTEND_PACKAGES.find((candidate) => candidate.dir === packageName);
  if (!pkg) {
    const known = FRONTEND_PACKAGES.map((candidate) => candidate.dir).join(', ');
    throw new Error(`unknown front-end package "${packageName}" (expected one of ${known})`);
  }
  /** @type {{ apiBaseUrl: string, storeId?: string, storeHosts?: Record<string, string>, stripePublishableKey?: string, stripeJsUrl?: string, catalogSource?: 'mock', mockApiUrl?: string }} */
  const runtimeEnv = { apiBaseUrl: env.API_BASE_URL || DEFAULT_API_BASE_URL };
  if (env.STORE_ID) runtimeEnv.storeId = env.STORE_ID;
  if (env.STORE_HOSTS) runtimeEnv.storeHosts = parseStringMap('STORE_HOSTS', env.STORE_HOSTS);
  if (env.STRIPE_PUBLISHABLE_KEY) runtimeEnv.stripePublishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (env.STRIPE_JS_URL) runtimeEnv.stripeJsUrl = env.STRIPE_JS_URL;
  if (env.CATALOG_SOURCE && !['api', 'mock'].includes(env.CATALOG_SOURCE))
    throw new Error(`CATALOG_SOURCE must be "api" or "mock", got "${env.CATALOG_SOURCE}"`);
  if (env.CATALOG_SOURCE === 'mock') {
    runtimeEnv.catalogSource = 'mock';
    runtimeEnv.mockApiUrl = env.MOCK_API_URL || DEFAULT_MOCK_API_URL;
  }

  const hostNames = [
    ...new Set(
      [...DEFAULT_STORE_HOST_NAMES, ...Object.keys(runtimeEnv.storeHosts ?? {})].map((name) =>
        name.toLowerCase(),
      ),
    ),
  ];
  const badName = hostNames.find((name) => !SAFE_HOSTNAME.test(name));
  if (badName) throw new Error(`STORE_HOSTS names a host that is not a host name: "${badName}"`);

  const remotesOverride = env.REMOTES_JSON
    ? parseStringMap('REMOTES_JSON', env.REMOTES_JSON)
    : null;
  /** @type {Map<string, Record<string, string>>} store host name → remotes map */
  const remotesByHost = new Map(
    hostNames.map((name) => [name, remotesOverride ?? defaultRemotesMap(env, name)]),
  );
  const remoteOrigins = new Set(
    [...remotesByHost.values()].flatMap((remotes) =>
      Object.values(remotes).map((url) => originOf('REMOTES_JSON', url)),
    ),
  );
  const shell = FRONTEND_PACKAGES[0];
  const shellPort = portFromEnv(env, shell.portEnv, shell.defaultPort);
  const shellOrigins = env.SHELL_ORIGINS
    ? env.SHELL_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => originOf('SHELL_ORIGINS', origin))
    : hostNames.map((name) => `http://${name}:${shellPort}`);

  /** @type {Map<string, string>} store host name → the store it serves (STORE_ID wins) */
  const storeByHost = new Map(
    Object.entries({ ...LOCAL_STORE_HOSTS, ...runtimeEnv.storeHosts }).map(([name, id]) => [
      name.toLowerCase(),
      runtimeEnv.storeId ?? id,
    ]),
  );

  return {
    packageName,
    isHost: pkg.remote === null,
    storeByHost,
    /** The remote's name in the deployment store; null for the host. */
    remote: pkg.remote,
    storeDir: storeDirectory(env),
    port: portFromEnv(env, pkg.portEnv, pkg.defaultPort),
    /** How long the host's server render waits for remotes and the API (SERVER_RENDER_DEADLINE_MS). */
    serverRenderDeadlineMs: millisecondsFrom(
      'SERVER_RENDER_DEADLINE_MS',
      env.SERVER_RENDER_DEADLINE_MS,
      DEFAULT_SERVER_RENDER_DEADLINE_MS,
    ),
    /** How long a rendered catalogue page is reused (SERVER_RENDER_CACHE_MS; 0: never). */
    serverRenderCacheMs: millisecondsFrom(
      'SERVER_RENDER_CACHE_MS',
      env.SERVER_RENDER_CACHE_MS,
      DEFAULT_SERVER_RENDER_CACHE_MS,
    ),
    /** Renders under way at once, at most (SERVER_RENDERS_IN_FLIGHT). */
    serverRendersInFlight: countFrom(
      'SERVER_RENDERS_IN_FLIGHT',
      env.SERVER_RENDERS_IN_FLIGHT,
      DEFAULT_SERVER_RENDERS_IN_FLIGHT,
    ),
    /** Uncached renders per client address and minute (SERVER_RENDERS_PER_MINUTE; 0: no limit). */
    serverRendersPerMinute: countFrom(
      'SERVER_RENDERS_PER_MINUTE',
      env.SERVER_RENDERS_PER_MINUTE,
      DEFAULT_SERVER_RENDERS_PER_MINUTE,
    ),
    // Loopback unless the operator opens it up (LISTEN_HOST is the older name).
    listenHost: env.HOST || env.LISTEN_HOST || '127.0.0.1',
    runtimeEnv,
    remotesByHost,
    /** The remotes map differs per host name only when it is built from the ports. */
    remotesVaryByHost: remotesOverride === null,
    shellOrigins: new Set(shellOrigins),
    apiOrigin: originOf('API_BASE_URL', runtimeEnv.apiBaseUrl),
    // The checkout loads Stripe.js from here (the sandbox's stand-in offline); it may talk home.
    stripeJsOrigin: originOf('STRIPE_JS_URL', runtimeEnv.stripeJsUrl || DEFAULT_STRIPE_JS_URL),
    remoteOrigins: [...remoteOrigins],
    // Mock mode's catalogue and its images come from the sample product API.
    mockApiOrigin: runtimeEnv.mockApiUrl ? originOf('MOCK_API_URL', runtimeEnv.mockApiUrl) : '',
  };
}

/** @typedef {ReturnType<typeof readServerConfig>} ServerConfig */

/**
 * @param {string} name
 * @param {string | undefined} value
 * @param {number} fallback
 */
function millisecondsFrom(name, value, fallback) {
  return wholeNumberFrom(name, value, fallback, 'a whole number of ms');
}

/** A count setting: a whole number, `fallback` when unset. */
function countFrom(name, value, fallback) {
  return wholeNumberFrom(name, value, fallback, 'a whole number');
}

function wholeNumberFrom(name, value, fallback, what) {
  if (value === undefined || value === '') return fallback;
  if (!/^(?:0|[1-9]\d{0,6})$/.test(value))
    throw new Error(`${name} must be ${what}, got "${value}"`);
  return Number(value);
}

/**
 * @param {string} name
 * @param {string} json
 * @returns {Record<string, string>}
 */
function parseStringMap(name, json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`${name} must be a JSON object of strings, got: ${json}`);
  }
  const isStringMap =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string');
  if (!isStringMap) throw new Error(`${name} must be a JSON object of strings, got: ${json}`);
  return value;
}

/**
 * The origin of an http(s) URL from configuration; it goes into CSP and CORS headers.
 * @param {string} name the env variable it came from
 * @param {string} url
 */
function originOf(name, url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must hold http(s) URLs, got: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must hold http(s) URLs, got: ${url}`);
  }
  return parsed.origin;
}

/**
 * Scripts only from this server, the remotes and the nonce'd inline env script; styles only with
 * the nonce (styled-components reads it from the csp-nonce meta tag); data only from the API and
 * the remotes. Without a nonce (a static .html file) nothing inline runs.
 * @param {ServerConfig} config
 * @param {string} [nonce]
 */
export function contentSecurityPolicy(config, nonce) {
  const inline = nonce ? ` 'nonce-${nonce}'` : '';
  const remotes = config.remoteOrigins.join(' ');
  const mockApi = config.mockApiOrigin ? ` ${config.mockApiOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline} ${remotes} ${config.stripeJsOrigin}`,
    `style-src 'self'${inline}`,
    `connect-src 'self' ${config.apiOrigin} ${remotes} ${config.stripeJsOrigin}${mockApi}`,
    // data: for the blank favicon of index.html; product and brand images come from the API.
    `img-src 'self' data: ${config.apiOrigin}${mockApi}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The env script and the nonce tag go first in <head>, so they run before any bundle reads them;
 * the page's own inline styles get the nonce.
 * The host's page also carries its remotes map (saving the round trip to /remotes.json before
 * any remote can load), the version each remote falls back to when its own fails to load, and
 * `headTags`, its preload hints.
 * @param {string} html
 * @param {ServerConfig['runtimeEnv']} runtimeEnv
 * @param {string} nonce
 * @param {{ remotes?: Record<string, string>, fallbacks?: Record<string, string>, headTags?: string }} [host]
 */
export function injectRuntimeEnv(html, runtimeEnv, nonce, host = {}) {
  const fallbacksScript = host.fallbacks
    ? `window.__STOREFRONT_REMOTE_FALLBACKS__=${scriptJson(host.fallbacks)};`
    : '';
  const remotesScript = host.remotes
    ? `${fallbacksScript}window.__STOREFRONT_REMOTES__=${scriptJson(host.remotes)};`
    : '';
  const tags =
    `<meta property="csp-nonce" nonce="${nonce}">` +
    `<script nonce="${nonce}">window.__STOREFRONT_ENV__=${scriptJson(runtimeEnv)};${remotesScript}</script>` +
    (host.headTags ?? '');
  // The page's own styles (the no-JavaScript notice's) run under the response's nonce too.
  const page = html.replace(/<style>/g, `<style nonce="${nonce}">`);
  const headOpen = page.match(/<head[^>]*>/i);
  if (headOpen?.index !== undefined) {
    const at = headOpen.index + headOpen[0].length;
    return page.slice(0, at) + tags + page.slice(at);
  }
  return tags + page;
}

/**
 * @param {string} fileName
 */
export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * Whether a GET that matched no file gets the shell (the SPA then shows its own 404 or 'Invalid
 * product ID'): any navigation, and any path that is not shaped like a build asset. So
 * /product/1.5 and /brands/a.b are pages, while a missing chunk.js or mf-manifest.json stays 404.
 * @param {string | undefined} accept the request's Accept header
 * @param {string} pathname
 */
export function answersWithShell(accept, pathname) {
  if (ACCEPTS_HTML.test(accept ?? '')) return true;
  return !ASSET_EXTENSIONS.has(path.posix.extname(pathname).toLowerCase());
}

/** @param {string} pathname */
function hasOverlongSegment(pathname) {
  return pathname.split('/').some((segment) => {
    if (segment.length <= MAX_FILE_NAME_BYTES / 3) return false;
    try {
      return Buffer.byteLength(decodeURIComponent(segment)) > MAX_FILE_NAME_BYTES;
    } catch {
      return false;
    }
  });
}

/** @param {import('fastify').FastifyReply} reply @param {number} status @param {string} text */
function sendText(reply, status, text) {
  return reply
    .code(status)
    .header('Cache-Control', NO_CACHE)
    .type('text/plain; charset=utf-8')
    .send(text);
}

/** @param {import('fastify').FastifyRequest} request */
function pathOf(request) {
  return request.url.split('?')[0] ?? '';
}

/**
 * A published version's path `/<version>/<file>` (below /versions/), not the store's own record.
 * @param {string} pathname
 */
function isVersionFilePath(pathname) {
  const [version = '', ...file] = pathname.replace(/^\//, '').split('/');
  return isVersionId(version) && file.length > 0 && file.join('/') !== DEPLOYMENT_RECORD_FILE;
}

/**
 * Creates (does not start) the server for `root` (a dist directory).
 * @param {{ root: string, config: ServerConfig, fetchImpl?: typeof fetch, log?: (line: string) => void }} options
 *   `fetchImpl` reads the remotes' manifests for the host's preload hints; `log` takes the
 *   rollout's lines (skew refusals, a registry that does not parse)
 */
export async function createStaticServer({ root, config, fetchImpl = fetch, log = console.log }) {
  const rootDir = path.resolve(root);
  const indexPath = path.join(rootDir, 'index.html');
  const remoteHints = createRemoteHints(fetchImpl);
  const rollout = config.isHost
    ? createRolloutResolver({ storeDir: config.storeDir, hostDir: rootDir, log })
    : null;
  const serverRender = config.isHost
    ? createServerRender({
        rootDir,
        deadlineMs: config.serverRenderDeadlineMs,
        cacheMs: config.serverRenderCacheMs,
        rendersInFlight: config.serverRendersInFlight,
        rendersPerMinute: config.serverRendersPerMinute,
        log,
      })
    : null;

  /**
   * The remotes map for the request's Host. Only configured names get their own map: a forged
   * Host never becomes a script origin.
   * @param {import('fastify').FastifyRequest} request
   */
  function remotesFor(request) {
    const hostname = request.hostname.toLowerCase();
    return config.remotesByHost.get(hostname) ?? config.remotesByHost.get('localhost') ?? {};
  }

  /**
   * The remotes this visitor's pages load (the registry's choice for their rollout cookie) and
   * each one's fallback; a visitor without a valid cookie gets a new one.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  function rolloutFor(request, reply) {
    let visitorId = visitorIdFrom(request.headers.cookie);
    if (!visitorId) {
      visitorId = newVisitorId();
      reply.header('Set-Cookie', rolloutCookie(visitorId));
    }
    const varies = config.remotesVaryByHost ? 'Host, Cookie' : 'Cookie';
    reply.header('Vary', `${reply.getHeader('Vary')}, ${varies}`);
    return /** @type {NonNullable<typeof rollout>} */ (rollout).resolve(
      visitorId,
      remotesFor(request),
      pathOf(request).slice(0, 300),
    );
  }

  /** Headers every answer carries, errors included. */
  function setCommonHeaders(
    /** @type {import('fastify').FastifyRequest} */ request,
    /** @type {import('fastify').FastifyReply} */ reply,
  ) {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && config.shellOrigins.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
    }
  }

  const app = Fastify({
    // A malformed URL is the visitor's mistake; answer without echoing it.
    frameworkErrors: (_error, request, reply) => {
      setCommonHeaders(request, reply);
      sendText(reply, 400, 'Malformed URL');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    setCommonHeaders(request, reply);
    // Skip the file lookup for what cannot be a file: it would answer 403, not the page.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && hasOverlongSegment(pathOf(request))) return answerMissingFile(request, reply);
  });
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`${request.method} ${request.url} failed:`, error);
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
  });

  // Built assets come with .br/.gz copies made at build time at the best levels (preCompressed);
  // the rest (index.html, remotes.json, small files) is compressed per response.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  /** @param {(fileName: string) => string} cachePolicy */
  const fileOptions = (cachePolicy) => ({
    preCompressed: true,
    // "/" and /index.html are ours (env injection); a dotfile is never part of a build.
    index: false,
    dotfiles: /** @type {const} */ ('ignore'),
    cacheControl: false,
    setHeaders(
      /** @type {import('fastify').FastifyReply} */ reply,
      /** @type {string} */ filePath,
    ) {
      // A build-time .br/.gz copy is sent under the policy of the file it encodes.
      const fileName = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
      reply.header('Cache-Control', cachePolicy(fileName));
      if (fileName.endsWith('.html')) {
        reply.header('Content-Security-Policy', contentSecurityPolicy(config));
      }
    },
  });
  await app.register(fastifyStatic, { root: rootDir, ...fileOptions(cacheControlFor) });
  if (config.remote) {
    // A published version never changes (a new build is a new version), its manifest included.
    await app.register(fastifyStatic, {
      root: path.join(config.storeDir, config.remote),
      prefix: VERSIONS_PREFIX,
      decorateReply: false,
      allowedPath: isVersionFilePath,
      ...fileOptions(() => IMMUTABLE),
    });
  }

  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  async function sendIndexHtml(request, reply) {
    let html;
    try {
      html = await readFile(indexPath, 'utf8');
    } catch {
      return sendText(reply, 404, 'index.html not found: build this package first');
    }
    // A fresh nonce per answer: a nonce an attacker can predict allows their inline code.
    const nonce = randomBytes(16).toString('base64');
    let host;
    let rendered = null;
    if (config.isHost) {
      const { remotes, fallbacks } = rolloutFor(request, reply);
      const renderRequest = {
        url: request.url,
        hostname: request.hostname.toLowerCase(),
        env: config.runtimeEnv,
        remotes,
        nonce,
        clientAddress: request.ip,
      };
      const [headTags, page] = await Promise.all([
        remoteHints.tagsFor(remotes),
        serverRender?.render(renderRequest) ?? null,
      ]);
      host = { remotes, fallbacks, headTags };
      rendered = page;
    }
    const page = injectRuntimeEnv(html, config.runtimeEnv, nonce, host);
    return reply
      .code(rendered?.status ?? 200)
      .header('Cache-Control', NO_CACHE)
      .header('Content-Security-Policy', contentSecurityPolicy(config, nonce))
      .type('text/html; charset=utf-8')
      .send(rendered ? injectServerRender(page, rendered, nonce) : page);
  }

  app.get('/', sendIndexHtml);
  app.get('/index.html', sendIndexHtml);

  if (config.isHost) {
    app.get('/remotes.json', (request, reply) => {
      const { remotes } = rolloutFor(request, reply);
      return reply.header('Cache-Control', NO_CACHE).send(remotes);
    });
    registerRemoteFailures(app);
    registerCrawlerFiles(app, config, fetchImpl);
  }

  app.options('*', (_request, reply) =>
    reply
      .code(204)
      .header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      .header('Access-Control-Allow-Headers', '*')
      .send(),
  );

  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  function answerMissingFile(request, reply) {
    if (config.remote && pathOf(request).startsWith(VERSIONS_PREFIX)) {
      return sendText(reply, 404, 'Not found');
    }
    // A missing asset stays 404 so a stale chunk fails loudly instead of parsing HTML as JavaScript.
    if (answersWithShell(request.headers.accept, pathOf(request))) {
      return sendIndexHtml(request, reply);
    }
    return sendText(reply, 404, 'Not found');
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', ALLOWED_METHODS);
      return sendText(reply, 405, 'Method not allowed');
    }
    return answerMissingFile(request, reply);
  });

  return app;
}

/**
 * Each store host's /robots.txt and /sitemap.xml (with /sitemap-N.xml past 50,000 URLs). Only a
 * configured host name gets them: its URLs name that host, so a forged Host header never does.
 * @param {import('fastify').FastifyInstance} app
 * @param {ServerConfig} config
 * @param {typeof fetch} fetchImpl
 */
function registerCrawlerFiles(app, config, fetchImpl) {
  const catalogEntries = createSitemapEntries({
    apiBaseUrl: config.runtimeEnv.apiBaseUrl,
    fetchImpl,
  });
  // Mock mode's sample catalogue has no pages worth a crawler's time: the content pages only.
  const noCatalog = { website: null, productIds: [], categoryIds: [], brandIds: [] };
  /** @type {WeakMap<object, Map<string, string | null>>} entries → file key → its XML */
  const writtenFiles = new WeakMap();

  /** @param {import('fastify').FastifyRequest} request */
  function storeOf(request) {
    const hostname = request.hostname.toLowerCase();
    const storeId = config.storeByHost.get(hostname);
    if (!storeId) return undefined;
    // The Host header's port only when it is this server's own: another would be the caller's
    // invention, published in our URLs (and a new set of cached files for each one).
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
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

  /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply @param {number} file */
  async function sendSitemap(request, reply, file) {
    const store = storeOf(request);
    if (!store) return sendText(reply, 404, 'No store is served under this host name');
    let entries;
    try {
      entries =
        config.runtimeEnv.catalogSource === 'mock'
          ? noCatalog
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
  app.get('/sitemap-:file.xml', (request, reply) => {
    const { file } = /** @type {{ file: string }} */ (request.params);
    if (!/^[1-9]\d{0,5}$/.test(file)) return sendText(reply, 404, 'Not found');
    return sendSitemap(request, reply, Number(file));
  });
}

async function main() {
  const packageDir = process.cwd();
  const packageName = path.basename(packageDir);
  const root = path.join(packageDir, 'dist');
  let config;
  try {
    config = readServerConfig(packageName, process.env);
    if (!(await stat(path.join(root, 'index.html')).catch(() => null))) {
      throw new Error(
        `${root}/index.html is missing: run "pnpm --filter ${packageName} build" first`,
      );
    }
  } catch (error) {
    console.error(`serve-static: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }

  const app = await createStaticServer({ root, config });
  try {
    await app.listen({ port: config.port, host: config.listenHost });
  } catch (error) {
    console.error(
      `serve-static: cannot listen on ${config.listenHost}:${config.port}: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  // No package prefix: `npm start` already prefixes every line with the package name.
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  console.log(`serving ${root} on http://localhost:${port}`);

  const shutdown = () => {
    app.close().then(() => process.exit(0));
    app.server.closeAllConnections();
    // Do not hang forever on a stuck socket.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
