// A front-end package's server on Fastify: its dist's files (@fastify/static: ETag, MIME, ranges,
// the build-time .br/.gz copies; @fastify/compress for the rest), the cache policy for Module
// Federation, the page with the runtime env for every route the build has no file for, CSP and
// security headers (@fastify/helmet), CORS for the shell (@fastify/cors). A remote's server also
// serves its published versions from the deployment store. The host's server adds its own
// routes to what this returns (host/src/server/http).
import { readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic, { type FastifyStaticOptions, type SendOptions } from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

import type { FrontendServerConfig } from './config';
import { DEPLOYMENT_RECORD_FILE, fileSignature, isVersionId } from './deployment';
import {
  IMMUTABLE,
  NO_CACHE,
  answersWithShell,
  cacheControlFor,
  hasOverlongSegment,
} from './file-rules';
import { cspDirectives, injectRuntimeEnv, newNonce } from './page';

const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
// A published version's files: `/versions/<version>/<file>`, served by each remote from the store.
const VERSIONS_PREFIX = '/versions/';

/**
 * The security headers every answer carries, errors included; the CSP is added to pages only.
 * Helmet's other defaults are off: a remote's files are loaded cross-origin (no CORP), and these
 * servers answer plain http locally (no HSTS).
 */
const SECURITY_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/** What a server answers a page request with. */
export interface PageAnswer {
  status: number;
  html: string;
}

/**
 * Writes the page from the built index.html under the answer's nonce; the default sets the
 * runtime env. The host's writes its remotes maps, hints and server render too.
 */
export type PageWriter = (page: {
  request: FastifyRequest;
  reply: FastifyReply;
  html: string;
  nonce: string;
  /** The build the page came from (its server render goes with it). */
  buildDir: string;
}) => Promise<PageAnswer> | PageAnswer;

export function sendText(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header('Cache-Control', NO_CACHE)
    .type('text/plain; charset=utf-8')
    .send(text);
}

export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** A published version's path `/<version>/<file>` (below /versions/), not the store's own record. */
function isVersionFilePath(pathname: string): boolean {
  const [version = '', ...file] = pathname.replace(/^\//, '').split('/');
  return isVersionId(version) && file.length > 0 && file.join('/') !== DEPLOYMENT_RECORD_FILE;
}

/** Options for @fastify/static under a cache policy: pages and dotfiles are never files. */
function fileOptions(cachePolicy: (fileName: string) => string) {
  return {
    preCompressed: true,
    // "/" and /index.html are the page (env injection); a dotfile is never part of a build.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders(reply, filePath) {
      // A build-time .br/.gz copy is sent under the policy of the file it encodes.
      const fileName = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
      reply.header('Cache-Control', cachePolicy(fileName));
    },
  } satisfies Partial<FastifyStaticOptions>;
}

/**
 * Each build's index.html, kept in memory and read again only when the file changes (a rebuild
 * in place): reading it for every page cost about 12 % of a cached page (decision 1001). null
 * when the build has none.
 */
function createPageReader() {
  const pages = new Map<string, { signature: string; html: string }>();
  return {
    async read(buildDir: string): Promise<string | null> {
      const file = path.join(buildDir, 'index.html');
      let signature: string | null = null;
      try {
        signature = fileSignature(file);
      } catch {
        // Unreadable is answered like missing.
      }
      const known = pages.get(buildDir);
      if (signature === null) {
        pages.delete(buildDir);
        return null;
      }
      if (known?.signature === signature) return known.html;
      try {
        const html = await readFile(file, 'utf8');
        pages.set(buildDir, { signature, html });
        return html;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Creates (does not start) the server of `root` (a dist directory). The caller may add routes
 * before it listens.
 */
export async function createStaticServer({
  root,
  config,
  writePage = ({ html, nonce }) => ({
    status: 200,
    html: injectRuntimeEnv(html, config.runtimeEnv, nonce),
  }),
  buildRoots,
}: {
  root: string;
  config: FrontendServerConfig;
  writePage?: PageWriter;
  /**
   * The builds served, asked on each request (the host's published versions): the page comes from
   * the first, a file from the first that has it. Without it, `root` alone.
   */
  buildRoots?: () => string[];
}): Promise<FastifyInstance> {
  const rootDir = path.resolve(root);
  /**
   * The builds one request is served from, asked once: a page request that is no file asks
   * for them in the file lookup and again for the page.
   */
  const rootsOfRequest = new WeakMap<FastifyRequest, string[]>();
  function rootsOf(request: FastifyRequest): string[] {
    let roots = rootsOfRequest.get(request);
    if (!roots) {
      roots = buildRoots?.() ?? [rootDir];
      rootsOfRequest.set(request, roots);
    }
    return roots;
  }
  const pages = createPageReader();
  /** The nonce of each page answer, for its CSP. */
  const pageNonces = new WeakMap<FastifyReply, string>();

  const app = Fastify({
    // A malformed URL is the visitor's mistake; answer without echoing it. No hook has run.
    frameworkErrors: (_error, request, reply) => {
      for (const [name, value] of Object.entries(commonHeaders(request))) reply.header(name, value);
      return sendText(reply, 400, 'Malformed URL');
    },
  });

  /** The headers helmet and CORS write, for the one answer no hook reaches. */
  function commonHeaders(request: FastifyRequest): Record<string, string> {
    const origin = request.headers.origin;
    return {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': SECURITY_HEADERS.referrerPolicy.policy,
      Vary: 'Origin',
      ...(origin && config.shellOrigins.has(origin) && { 'Access-Control-Allow-Origin': origin }),
    };
  }

  await app.register(fastifyHelmet, SECURITY_HEADERS);
  // The shell on each store host name may load this server's files (the remotes' code).
  await app.register(fastifyCors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.shellOrigins.has(origin)),
    methods: ALLOWED_METHODS,
    allowedHeaders: '*',
    strictPreflight: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // Skip the file lookup for what cannot be a file: it would answer 403, not the page.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && hasOverlongSegment(pathOf(request))) return answerMissingFile(request, reply);
  });
  // Every HTML answer gets the CSP: a page with its nonce, a static .html file without one.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    await reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(config.csp, pageNonces.get(reply)),
      },
    });
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`${request.method} ${request.url} failed:`, error);
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
  });

  // Built assets come with .br/.gz copies made at build time at the best levels (preCompressed);
  // the rest (index.html, remotes.json, small files) is compressed per response.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  if (buildRoots) {
    // The first build that has the file answers: @fastify/static tries an array of roots in turn.
    await app.register(fastifyStatic, {
      root: rootDir,
      serve: false,
      ...fileOptions(cacheControlFor),
    });
    // @fastify/static reads `root` from these options at run time and tries an array of roots in
    // turn; its types know one root given as the second argument only.
    app.get('/*', (request, reply) =>
      reply.sendFile(pathOf(request), { root: rootsOf(request) } as SendOptions),
    );
  } else {
    await app.register(fastifyStatic, { root: rootDir, ...fileOptions(cacheControlFor) });
  }
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

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const buildDir = rootsOf(request)[0] ?? rootDir;
    const html = await pages.read(buildDir);
    if (html === null)
      return sendText(reply, 404, 'index.html not found: build this package first');
    const nonce = newNonce();
    pageNonces.set(reply, nonce);
    const page = await writePage({ request, reply, html, nonce, buildDir });
    return reply
      .code(page.status)
      .header('Cache-Control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  app.get('/', sendPage);
  app.get('/index.html', sendPage);

  function answerMissingFile(request: FastifyRequest, reply: FastifyReply) {
    if (config.remote && pathOf(request).startsWith(VERSIONS_PREFIX)) {
      return sendText(reply, 404, 'Not found');
    }
    // A missing asset stays 404 so a stale chunk fails loudly instead of parsing HTML as JavaScript.
    if (answersWithShell(request.headers.accept, pathOf(request))) return sendPage(request, reply);
    return sendText(reply, 404, 'Not found');
  }

  app.setNotFoundHandler((request, reply) => {
    // CORS answers a preflight; an OPTIONS without one is told what this server allows.
    if (request.method === 'OPTIONS')
      return reply.code(204).header('Allow', ALLOWED_METHODS).send();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.header('Allow', ALLOWED_METHODS);
      return sendText(reply, 405, 'Method not allowed');
    }
    return answerMissingFile(request, reply);
  });

  return app;
}
