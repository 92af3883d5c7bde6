// The host's production server: a front-end package server (@storefront/static-server) whose page
// carries the remotes this visitor gets (the registry's rollout), the preload hints of the first
// remote and the server render, plus the host's own routes: /remotes.json, /remote-failures,
// /signals, /robots.txt and the sitemaps.
import path from 'node:path';

import fastifyCookie from '@fastify/cookie';
import { NO_CACHE, createStaticServer, injectRuntimeEnv, pathOf } from '@storefront/static-server';
import {
  createDeploymentStoreReader,
  createHealthRecorder,
  createHostBuildReader,
  createRolloutResolver,
  createPublishedHashesReader,
  browserScriptHashes,
  serverBuildHashes,
  versionOfManifestUrl,
  newVisitorId,
  rolloutCookie,
  visitorIdFrom,
} from '@storefront/static-server/deployment';
import { REMOTES_MAP_PATH } from '@storefront/static-server/page-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { HostServerConfig } from './config';
import { registerCrawlerFiles } from './crawler-files';
import { registerRemoteFailures } from './remote-failures';
import {
  createPreviewLinks,
  injectPreviewNotice,
  PREVIEW_HEADER,
  previewNotice,
} from './preview-links';
import { createRemoteHints } from './remote-hints';
import { publishedRemoteManifestUrl, registerPublishedRemoteFiles } from './published-remotes';
import { createRouteTables } from './route-table';
import { createServerRender, injectServerRender } from './server-render';
import { connectSignalStore, pageSignalsToken, registerSignals } from './signals';

/** A remote's browser entry, beside its mf-manifest.json in each published version. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** Adds fields to the response's Vary header (CORS has already named Origin). */
function varyOn(reply: FastifyReply, fields: string) {
  const vary = reply.getHeader('Vary');
  reply.header('Vary', vary ? `${String(vary)}, ${fields}` : fields);
}

/**
 * Creates (does not start) the host's server for `root` (its dist directory).
 * @param options.fetchImpl reads the remotes' manifests for the preload hints and the store API's
 *   sitemap entries; `log` takes the rollout's and the server render's lines
 */
export async function createHostServer({
  root,
  config,
  fetchImpl = fetch,
  log = console.log,
}: {
  root: string;
  config: HostServerConfig;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
}): Promise<FastifyInstance> {
  const rootDir = path.resolve(root);
  const { storeDir } = config;
  // The page path's one reader of the deployment store: a page looks at the registry and the
  // health marks once, and reads a published version's record once (decision 1001).
  const store = createDeploymentStoreReader(storeDir, { log });
  // The live host version in the store (a promote switches it at the next request), else the dist.
  const hostBuilds = createHostBuildReader({ storeDir, distDir: rootDir, log, store });
  const remoteHints = createRemoteHints(fetchImpl);
  const rollout = createRolloutResolver({
    storeDir,
    hostDir: () => hostBuilds.current().dir,
    log,
    store,
  });
  const health = createHealthRecorder(storeDir, { log, marks: store.health });
  const publishedHashes = createPublishedHashesReader(storeDir, store);
  /** One server render per host build served (its own render-page.js and cache). */
  const serverRenders = new Map<string, ReturnType<typeof createServerRender>>();
  function serverRenderOf(buildDir: string) {
    let serverRender = serverRenders.get(buildDir);
    if (!serverRender) {
      serverRender = createServerRender({
        rootDir: buildDir,
        ...config.serverRender,
        health,
        serverBuildHashes: (remote, version) => {
          const integrity = publishedHashes(remote, version);
          return integrity && serverBuildHashes(integrity);
        },
        log,
      });
      serverRenders.set(buildDir, serverRender);
    }
    return serverRender;
  }

  /**
   * Script URL → its published hash, for the versions of `map` (versions published without
   * hashes are left out): the remote entry only (`'entry'`: the page's map, which the browser
   * checks entries against), or every browser script (`'all'`: the preload hints, which must ask
   * for a chunk as its remote's runtime will, a CORS request with its integrity, decision 0986).
   */
  function publishedIntegrity(
    map: Record<string, string>,
    scripts: 'entry' | 'all',
  ): Record<string, string> {
    const entries = Object.entries(map).flatMap(([remote, manifestUrl]) => {
      const version = versionOfManifestUrl(manifestUrl);
      const hashes = (version && publishedHashes(remote, version)) || {};
      const chosen =
        scripts === 'all'
          ? browserScriptHashes(hashes)
          : { [REMOTE_ENTRY_FILE]: hashes[REMOTE_ENTRY_FILE] };
      return Object.entries(chosen).flatMap(([file, hash]) =>
        hash ? [[new URL(file, manifestUrl).href, hash] as const] : [],
      );
    });
    return Object.fromEntries(entries);
  }
  const previewLinks = createPreviewLinks({
    secret: config.previewSecret,
    revoked: () => store.registry()?.previewsRevoked ?? [],
  });
  const routeTables = createRouteTables(store, log);

  /**
   * The remotes map for the request's Host. Only configured names get their own map: a forged
   * Host never becomes a script origin. A remote the registry serves that the configuration does
   * not name (one published after it was written) is served by this server from the store.
   */
  function remotesFor(request: FastifyRequest) {
    const hostname = request.hostname.toLowerCase();
    const configured =
      config.remotesByHost.get(hostname) ?? config.remotesByHost.get('localhost') ?? {};
    const unconfigured = rollout.servedRemotes().filter((remote) => !(remote in configured));
    if (unconfigured.length === 0) return configured;
    const origin = ownOrigin(hostname);
    return {
      ...configured,
      ...Object.fromEntries(
        unconfigured.map((remote) => [remote, publishedRemoteManifestUrl(origin, remote)]),
      ),
    };
  }

  /** This server's origin for a configured host name (the shell's origins), never the Host header's. */
  function ownOrigin(hostname: string): string {
    const origins = [...config.shellOrigins];
    return origins.find((origin) => new URL(origin).hostname === hostname) ?? origins[0] ?? '';
  }

  /**
   * The remotes this visitor's pages load (the registry's choice for their rollout cookie, or a
   * preview link's version) and each one's fallback; a visitor without a valid cookie gets a new
   * one. `notice` says what became of a preview link or cookie (also in a response header).
   */
  function rolloutFor(request: FastifyRequest, reply: FastifyReply) {
    let visitorId = visitorIdFrom(request.headers.cookie);
    if (!visitorId) {
      visitorId = newVisitorId();
      reply.header('Set-Cookie', rolloutCookie(visitorId));
    }
    varyOn(reply, config.remotesVaryByHost ? 'Host, Cookie' : 'Cookie');
    const defaults = remotesFor(request);
    const asked = previewLinks.read(request, reply);
    const previews = Object.fromEntries(
      asked.previews.map(({ remote, version }) => [remote, version]),
    );
    const resolved = rollout.resolve(visitorId, defaults, pathOf(request).slice(0, 300), previews);
    const notice = previewNotice(asked, resolved.remotes, defaults);
    if (notice) reply.header(PREVIEW_HEADER, notice);
    return { ...resolved, notice };
  }

  const app = await createStaticServer({
    root: rootDir,
    config,
    buildRoots: () => hostBuilds.fileRoots(),
    async writePage({ request, reply, html, nonce, buildDir }) {
      const assigned = rolloutFor(request, reply);
      const routes = routeTables.tableFor(assigned.remotes);
      const integrity = {
        ...publishedIntegrity(assigned.remotes, 'entry'),
        ...publishedIntegrity(assigned.fallbacks, 'entry'),
      };
      const [catalogTags, rendered] = await Promise.all([
        // Read meanwhile; a rendered page adds the other remotes' modules it was rendered with.
        remoteHints.tagsFor(assigned.remotes, [], publishedIntegrity(assigned.remotes, 'all')),
        serverRenderOf(buildDir).render({
          url: request.url,
          hostname: request.hostname.toLowerCase(),
          env: config.runtimeEnv,
          remotes: assigned.remotes,
          fallbacks: assigned.fallbacks,
          nonce,
          clientAddress: request.ip,
          routes,
        }),
      ]);
      // A version that failed in the render was replaced by its fallback: the browser loads what
      // the server rendered, and has no fallback left for that remote.
      const remotes = rendered?.remotes ?? assigned.remotes;
      const fallbacks = Object.fromEntries(
        Object.entries(assigned.fallbacks).filter(
          ([remote]) => remotes[remote] === assigned.remotes[remote],
        ),
      );
      const headTags = rendered
        ? await remoteHints.tagsFor(
            remotes,
            rendered.state.modules,
            publishedIntegrity(remotes, 'all'),
          )
        : catalogTags;
      const page = injectRuntimeEnv(
        injectPreviewNotice(html, assigned.notice),
        config.runtimeEnv,
        nonce,
        {
          globals: {
            signalsToken: pageSignalsToken(config.signals, remotes, fallbacks),
            routes,
            remoteIntegrity: integrity,
            remoteFallbacks: fallbacks,
            remotes,
          },
          headTags,
        },
      );
      return rendered
        ? { status: rendered.status, html: injectServerRender(page, rendered, nonce) }
        : { status: 200, html: page };
    },
  });

  // Reads the preview cookies of every request and writes them (preview-links.ts).
  await app.register(fastifyCookie);
  app.get(REMOTES_MAP_PATH, (request, reply) => {
    const { remotes } = rolloutFor(request, reply);
    return reply.header('Cache-Control', NO_CACHE).send(remotes);
  });
  registerPublishedRemoteFiles(app, config.storeDir);
  registerRemoteFailures(app, { health: { storeDir: config.storeDir, recorder: health } });
  registerSignals(app, {
    store: connectSignalStore(app, config.signals.redisUrl, log),
    storeDir: config.storeDir,
    tokenSecret: config.signals.tokenSecret,
    log,
  });
  registerCrawlerFiles(app, config, fetchImpl);
  return app;
}
