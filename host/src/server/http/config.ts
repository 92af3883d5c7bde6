// The host's server env: a front-end package server's (@storefront/static-server) plus the limits
// of its server render, read with the project's one env helper.
import { readEnv, wholeNumber } from '@storefront/contract/config';
import { frontendServerConfig, frontendServerEnv } from '@storefront/static-server';
import { randomBytes } from 'node:crypto';

import {
  BEACON_SECRET_MIN_LENGTH,
  PREVIEW_SECRET_MIN_LENGTH,
} from '@storefront/static-server/deployment';
import { z } from 'zod';

/** How long a render may wait for a remote's code or the API: past it, that part renders in the browser. */
export const DEFAULT_SERVER_RENDER_DEADLINE_MS = 300;
/**
 * How long a rendered page is given to the next shoppers of the same page, store and remote
 * versions: a burst costs one render, and a price or stock change shows within seconds.
 */
export const DEFAULT_SERVER_RENDER_CACHE_MS = 10_000;
/**
 * Renders under way at once, at most (one takes some 10–20 ms of CPU in a 100 ms wait on the
 * API): past it a page is left to the browser, so a flood of uncached addresses costs the server
 * a bounded amount of work and shoppers still get a working page.
 */
export const DEFAULT_SERVER_RENDERS_IN_FLIGHT = 8;
/**
 * Uncached renders one client address may cause per minute: a shopper loads a page or two a
 * minute from the server, the rest is client navigation; a client asking for more gets pages
 * rendered in the browser, and the render slots stay free for everyone else.
 */
export const DEFAULT_SERVER_RENDERS_PER_MINUTE = 120;

/**
 * The share of pages that send shoppers' signals: one in two gives a canary at 5 % of 2,000 page
 * views an hour the 200 views its analysis needs in 4 hours, at one small beacon a page.
 */
export const DEFAULT_SIGNALS_SAMPLE_RATE = 0.5;

/** A duration in ms, up to an hour (0: off where the setting allows it). */
const milliseconds = (fallback: number) => wholeNumber(0, 3_600_000).default(fallback);
/** A count of renders (0: no limit where the setting allows it). */
const renders = (fallback: number) => wholeNumber(0, 1_000_000).default(fallback);

/** The host server's env: variable name → what it must hold. */
export const hostServerEnv = frontendServerEnv.extend({
  /** How long the server render waits for remotes and the API. */
  SERVER_RENDER_DEADLINE_MS: milliseconds(DEFAULT_SERVER_RENDER_DEADLINE_MS),
  /** How long a rendered catalogue page is reused (0: never). */
  SERVER_RENDER_CACHE_MS: milliseconds(DEFAULT_SERVER_RENDER_CACHE_MS),
  /** Renders under way at once, at most. */
  SERVER_RENDERS_IN_FLIGHT: renders(DEFAULT_SERVER_RENDERS_IN_FLIGHT),
  /** Uncached renders per client address and minute (0: no limit). */
  SERVER_RENDERS_PER_MINUTE: renders(DEFAULT_SERVER_RENDERS_PER_MINUTE),
  /** The key preview links are signed with (unset: links are refused). */
  PREVIEW_LINK_SECRET: z.string().min(PREVIEW_SECRET_MIN_LENGTH).optional(),
  /** Where shoppers' signals are kept (the Redis every host process shares); unset: not kept. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** The share of pages (0 to 1) that send shoppers' signals. */
  SIGNALS_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, 'must be a number from 0 to 1')
    .max(1, 'must be a number from 0 to 1')
    .default(DEFAULT_SIGNALS_SAMPLE_RATE),
  /**
   * The key sampled pages' beacon tokens are signed with: the same on every host process behind
   * one address. Unset: a key of this process's own (a beacon reaching another process is dropped).
   */
  SIGNALS_TOKEN_SECRET: z.string().min(BEACON_SECRET_MIN_LENGTH).optional(),
  /**
   * The store API's key for this server's renders (the API's SERVER_RENDER_API_KEY): they count
   * against the host server's own allowance, not the shoppers'. Unset: renders are anonymous.
   */
  SERVER_RENDER_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
});

/** The header the render's API requests carry the key in (the store API's rate-limit.ts). */
export const SERVER_RENDER_KEY_HEADER = 'x-server-render-key';

/** What the host's server runs with. */
export function readHostServerConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = readEnv(hostServerEnv, env);
  return {
    ...frontendServerConfig('host', parsed),
    serverRender: {
      deadlineMs: parsed.SERVER_RENDER_DEADLINE_MS,
      cacheMs: parsed.SERVER_RENDER_CACHE_MS,
      rendersInFlight: parsed.SERVER_RENDERS_IN_FLIGHT,
      rendersPerMinute: parsed.SERVER_RENDERS_PER_MINUTE,
      apiHeaders: parsed.SERVER_RENDER_API_KEY
        ? { [SERVER_RENDER_KEY_HEADER]: parsed.SERVER_RENDER_API_KEY }
        : undefined,
    },
    previewSecret: parsed.PREVIEW_LINK_SECRET ?? null,
    signals: {
      /** May hold a password: never logged. */
      redisUrl: parsed.REDIS_URL ?? null,
      // Pages send nothing when nothing would be kept.
      sampleRate: parsed.REDIS_URL ? parsed.SIGNALS_SAMPLE_RATE : 0,
      /** Signs and checks the pages' beacon tokens: never logged. */
      tokenSecret: parsed.SIGNALS_TOKEN_SECRET ?? randomBytes(32).toString('base64url'),
    },
  };
}

export type HostServerConfig = ReturnType<typeof readHostServerConfig>;
