// POST /signals: sampled pages send shoppers' signals per remote version (views, errors, Web
// Vitals) as beacons, kept in Redis (REDIS_URL) where every host process and the operator's
// `npm run remotes -- status` and automatic canary read them (docs/decisions/0952). Anyone can call
// it, so a beacon must carry the token this server signed into its page (docs/decisions/0981):
// only the versions that page was given are kept, each kind once per page, and only versions the
// registry names. The body is small and checked, each client has a budget a minute, nothing about
// the caller is kept (no address, no page URL), and a Redis that fails costs the signal, never the
// answer.
import fastifyRateLimit from '@fastify/rate-limit';
import {
  BeaconSchema,
  createRegistryReader,
  createSignalStore,
  signBeaconToken,
  signalsRedisOptions,
  verifyBeaconToken,
  versionOfManifestUrl,
  versionsNamed,
  type Beacon,
  type SignalStore,
} from '@storefront/static-server/deployment';
import { SIGNALS_PATH, type PageSignal } from '@storefront/static-server/page-protocol';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A page's beacon is a few hundred bytes (20 signals at most); anything much larger is not one. */
export const SIGNALS_BODY_LIMIT = 4096;
/** Beacons one client address may send a minute: a page sends one or two. */
export const BEACONS_PER_CLIENT_PER_MINUTE = 60;
/** A failing Redis is logged at most this often. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

// The browser's PageSignal and the server's schema describe the same body.
const samePageSignal: (signal: Beacon['signals'][number]) => PageSignal = (signal) => signal;
void samePageSignal;

/**
 * The token of a page in the sample (a share `sampleRate` of pages), or null: the versions of
 * `remotes` and `fallbacks` (remote → manifest URL) it may report, signed with `tokenSecret`.
 */
export function pageSignalsToken(
  { sampleRate, tokenSecret }: { sampleRate: number; tokenSecret: string },
  remotes: Readonly<Record<string, string>>,
  fallbacks: Readonly<Record<string, string>>,
  random: () => number = Math.random,
): string | null {
  if (!(random() < sampleRate)) return null;
  const versions: Record<string, string[]> = {};
  for (const [remote, url] of [...Object.entries(remotes), ...Object.entries(fallbacks)]) {
    const version = versionOfManifestUrl(url);
    if (version) (versions[remote] ??= []).push(version);
  }
  return signBeaconToken(versions, tokenSecret);
}

/** The body of a text/plain (sendBeacon) or JSON beacon; null when it is not one. */
function beaconOf(body: unknown): Beacon | null {
  let data = body;
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const parsed = BeaconSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Registers the route on `app`, in a scope of its own so that its per-client rate limit touches
 * no other route.
 * @param options.store where signals are kept; null (no REDIS_URL): the route answers and keeps
 *   nothing. `storeDir`: the deployment store whose registry says which versions are kept.
 */
export function registerSignals(
  app: FastifyInstance,
  {
    store,
    storeDir,
    tokenSecret,
    log = console.log,
    perMinute = BEACONS_PER_CLIENT_PER_MINUTE,
  }: {
    store: SignalStore | null;
    storeDir: string;
    tokenSecret: string;
    log?: (line: string) => void;
    perMinute?: number;
  },
): void {
  const registry = createRegistryReader(storeDir, { log });
  let lastFailureLog = -Infinity;

  void app.register(async (scope) => {
    await scope.register(fastifyRateLimit, { global: false });
    scope.post(
      SIGNALS_PATH,
      {
        bodyLimit: SIGNALS_BODY_LIMIT,
        config: { rateLimit: { max: perMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const beacon = beaconOf(request.body);
        if (!beacon) return reply.code(400).send({ error: 'Not a beacon of signals' });
        const page = verifyBeaconToken(beacon.token, tokenSecret);
        if (!page) {
          return reply.code(403).send({ error: 'Not a beacon of a page this site wrote lately' });
        }
        // Only a version the page was given, and that the registry still names for its remote.
        const current = registry.current();
        const kept = beacon.signals.filter(
          (signal) =>
            page.versions[signal.remote]?.includes(signal.version) &&
            versionsNamed(current, signal.remote).includes(signal.version),
        );
        if (store && kept.length) {
          try {
            await store.recordPage(page.pageId, kept);
          } catch (error) {
            if (Date.now() - lastFailureLog >= FAILURE_LOG_INTERVAL_MS) {
              lastFailureLog = Date.now();
              log(
                JSON.stringify({
                  time: new Date().toISOString(),
                  event: 'signals-not-kept',
                  message: error instanceof Error ? error.message : String(error),
                }),
              );
            }
          }
        }
        return reply.code(204).send();
      },
    );
  });
}

/**
 * The signal store on `redisUrl` (null without one), its connection closed with `app`. The client
 * reconnects by itself; while Redis is down each beacon's write fails at once.
 */
export function connectSignalStore(
  app: FastifyInstance,
  redisUrl: string | null,
  log: (line: string) => void = console.log,
): SignalStore | null {
  if (!redisUrl) return null;
  const redis = new Redis(redisUrl, signalsRedisOptions('host-server'));
  let down = false;
  // Without a listener every failed reconnect would print a stack; one line per outage instead.
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`[signals] Redis unreachable (${error.message}); beacons are answered but not kept`);
  });
  redis.on('ready', () => {
    down = false;
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return createSignalStore(redis);
}
