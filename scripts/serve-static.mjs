#!/usr/bin/env node
// Production server for one front-end package: run inside the package (`node ../scripts/serve-static.mjs`)
// it serves ./dist with the runtime env injected into index.html, the host's /remotes.json,
// SPA fallback, cache headers fit for Module Federation, CORS and gzip.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

import {
  DEFAULT_API_BASE_URL,
  FRONTEND_PACKAGES,
  defaultRemotesMap,
  portFromEnv,
} from './lib/ports.mjs';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.zip': 'application/zip',
  '.d.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
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
const SAFE_HOSTNAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i;

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
  /** @type {{ apiBaseUrl: string, storeId?: string, storeHosts?: Record<string, string> }} */
  const runtimeEnv = { apiBaseUrl: env.API_BASE_URL || DEFAULT_API_BASE_URL };
  if (env.STORE_ID) runtimeEnv.storeId = env.STORE_ID;
  if (env.STORE_HOSTS) runtimeEnv.storeHosts = parseStringMap('STORE_HOSTS', env.STORE_HOSTS);
  return {
    packageName,
    isHost: pkg.remote === null,
    port: portFromEnv(env, pkg.portEnv, pkg.defaultPort),
    runtimeEnv,
    remotesOverride: env.REMOTES_JSON ? parseStringMap('REMOTES_JSON', env.REMOTES_JSON) : null,
    env,
  };
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

/** The env script goes first in <head> so it runs before any bundle reads it. */
export function injectRuntimeEnv(html, runtimeEnv) {
  // Escaping "<" keeps a value like "</script>" from closing the tag.
  const json = JSON.stringify(runtimeEnv).replace(/</g, '\\u003c');
  const tag = `<script>window.__STOREFRONT_ENV__=${json}</script>`;
  const headOpen = html.match(/<head[^>]*>/i);
  if (headOpen?.index !== undefined) {
    const at = headOpen.index + headOpen[0].length;
    return html.slice(0, at) + tag + html.slice(at);
  }
  return tag + html;
}

/**
 * @param {string} fileName
 */
export function cacheControlFor(fileName) {
  if (ALWAYS_REVALIDATE.has(fileName) || fileName.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {string} filePath
 */
function contentTypeFor(filePath) {
  if (filePath.endsWith('.d.ts')) return CONTENT_TYPES['.d.ts'];
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Creates (does not start) the server for `root` (a dist directory).
 * @param {{ root: string, config: ReturnType<typeof readServerConfig> }} options
 */
export function createStaticServer({ root, config }) {
  const rootDir = path.resolve(root);
  /** @type {Map<string, Promise<Buffer>>} gzip output per file version: compress each file once. */
  const gzipCache = new Map();

  /** @param {string} key @param {() => Promise<Buffer>} produce */
  function cachedGzip(key, produce) {
    let entry = gzipCache.get(key);
    if (!entry) {
      entry = produce().then((body) => gzipAsync(body, { level: 9 }));
      gzipCache.set(key, entry);
      entry.catch(() => gzipCache.delete(key));
    }
    return entry;
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {{ status?: number, body: Buffer, type: string, cacheControl: string, etag?: string, gzipKey?: string }} reply
   */
  async function sendBuffer(req, res, reply) {
    res.setHeader('Content-Type', reply.type);
    res.setHeader('Cache-Control', reply.cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    if (reply.etag) {
      res.setHeader('ETag', reply.etag);
      if (req.headers['if-none-match'] === reply.etag) {
        res.writeHead(304).end();
        return;
      }
    }
    let body = reply.body;
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (wantsGzip && body.length > 512) {
      body = reply.gzipKey
        ? await cachedGzip(reply.gzipKey, async () => reply.body)
        : await gzipAsync(body);
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(reply.status ?? 200);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** @param {http.IncomingMessage} req */
  function requestHostname(req) {
    const hostHeader = String(req.headers.host ?? 'localhost');
    const hostname = hostHeader.replace(/:\d+$/, '');
    return SAFE_HOSTNAME.test(hostname) ? hostname : 'localhost';
  }

  /**
   * Resolves a URL path to a file inside root, or null when it would leave root.
   * @param {string} urlPath
   */
  function fileInsideRoot(urlPath) {
    const filePath = path.resolve(rootDir, `.${path.posix.normalize(urlPath)}`);
    return filePath === rootDir || filePath.startsWith(rootDir + path.sep) ? filePath : null;
  }

  /** @param {string} filePath */
  async function fileStats(filePath) {
    try {
      const stats = await stat(filePath);
      return stats.isFile() ? stats : null;
    } catch {
      return null;
    }
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function sendIndexHtml(req, res) {
    const indexPath = path.join(rootDir, 'index.html');
    const stats = await fileStats(indexPath);
    if (!stats) {
      sendText(res, 404, 'index.html not found: build this package first');
      return;
    }
    const html = injectRuntimeEnv(await readFile(indexPath, 'utf8'), config.runtimeEnv);
    await sendBuffer(req, res, {
      body: Buffer.from(html),
      type: CONTENT_TYPES['.html'],
      cacheControl: NO_CACHE,
      gzipKey: `index.html:${stats.mtimeMs}`,
    });
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} filePath @param {import('node:fs').Stats} stats */
  async function sendFile(req, res, filePath, stats) {
    const fileName = path.basename(filePath);
    const type = contentTypeFor(filePath);
    const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.has(path.extname(filePath).toLowerCase());
    if (compressible) {
      await sendBuffer(req, res, {
        body: await readFile(filePath),
        type,
        cacheControl: cacheControlFor(fileName),
        etag,
        gzipKey: `${filePath}:${stats.mtimeMs}`,
      });
      return;
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControlFor(fileName));
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Length', stats.size);
    res.writeHead(200);
    if (req.method === 'HEAD') res.end();
    else createReadStream(filePath).pipe(res);
  }

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      sendText(res, 405, 'Method not allowed');
      return;
    }

    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://placeholder').pathname);
    } catch {
      sendText(res, 400, 'Malformed URL');
      return;
    }

    if (config.isHost && urlPath === '/remotes.json') {
      const remotes = config.remotesOverride ?? defaultRemotesMap(config.env, requestHostname(req));
      await sendBuffer(req, res, {
        body: Buffer.from(JSON.stringify(remotes)),
        type: CONTENT_TYPES['.json'],
        cacheControl: NO_CACHE,
      });
      return;
    }

    const filePath = fileInsideRoot(urlPath);
    if (!filePath) {
      sendText(res, 404, 'Not found');
      return;
    }
    if (path.basename(filePath) === 'index.html' || filePath === rootDir) {
      await sendIndexHtml(req, res);
      return;
    }
    const stats = await fileStats(filePath);
    if (stats) {
      await sendFile(req, res, filePath, stats);
      return;
    }
    // Client-side routes (/product/42) have no extension; missing assets must stay 404
    // so a stale chunk fails loudly instead of parsing HTML as JavaScript.
    if (path.extname(urlPath) === '') {
      await sendIndexHtml(req, res);
      return;
    }
    sendText(res, 404, 'Not found');
  }

  return http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  });
}

/** @param {http.ServerResponse} res @param {number} status @param {string} text */
function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE });
  res.end(text);
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

  const server = createStaticServer({ root, config });
  server.on('error', (error) => {
    console.error(`serve-static: cannot listen on port ${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, process.env.LISTEN_HOST || undefined, () => {
    // No package prefix: `npm start` already prefixes every line with the package name.
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`serving ${root} on http://localhost:${port}`);
  });

  const shutdown = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    // Do not hang forever on a stuck socket.
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
