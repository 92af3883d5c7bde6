// Which store a page belongs to: the STORE_ID override, then the shopper's stored choice, then the host name.
import type { StoreConfig } from './store-config';
import { STORE_IDS, isStoreId, storeConfigs } from './stores';
import type { StoreId } from './types';

/** Host name → store id. Host names are matched without port and case-insensitively. */
export type StoreHostMap = Readonly<Record<string, string>>;

/**
 * The default host map: the local names of DESIGN §8, 127.0.0.1 for tools that do not use
 * "localhost", and each store's own public domain (with and without "www.").
 */
export const DEFAULT_STORE_HOSTS: StoreHostMap = {
  localhost: 'default',
  '127.0.0.1': 'default',
  'hvac.localhost': 'hvac',
  'parts.localhost': 'parts',
  ...Object.fromEntries(
    STORE_IDS.flatMap((id) => [
      [storeConfigs[id].domain, id],
      [`www.${storeConfigs[id].domain}`, id],
    ]),
  ),
};

export type StoreResolutionProblem = 'unknown-host' | 'unknown-store-id';

/** Thrown when no store can be chosen; its message names the problem for the error page. */
export class StoreResolutionError extends Error {
  override readonly name = 'StoreResolutionError';
  constructor(
    readonly problem: StoreResolutionProblem,
    /** The host name or store id that could not be resolved. */
    readonly value: string,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by `getStoreConfig` when there is no configuration for the id. */
export class StoreNotInitializedError extends Error {
  override readonly name = 'StoreNotInitializedError';
  constructor(readonly storeId: unknown) {
    super('Store not initialized');
  }
}

export interface ResolveStoreIdInput {
  /** `window.location.hostname` (a port, if present, is ignored). */
  hostname: string;
  /** The operator's STORE_ID override (from the runtime env). */
  envStoreId?: string | null;
  /** The shopper's choice from the store selector (storage key `store-id`). */
  storedStoreId?: string | null;
  /** Extra or replacement host names; merged over `DEFAULT_STORE_HOSTS`. */
  hostMap?: StoreHostMap | null;
}

const knownIds = STORE_IDS.join(', ');

/**
 * Chooses the store: a STORE_ID override wins, then a valid stored choice, then the host name.
 * An invalid override or an unknown host raises `StoreResolutionError`; an invalid stored value
 * is ignored (the shopper cannot repair local storage, so it must not lock them out).
 */
export function resolveStoreId({
  hostname,
  envStoreId,
  storedStoreId,
  hostMap,
}: ResolveStoreIdInput): StoreId {
  const override = envStoreId?.trim();
  if (override) {
    if (isStoreId(override)) return override;
    throw new StoreResolutionError(
      'unknown-store-id',
      override,
      `Unknown store id "${override}" in STORE_ID. Known stores: ${knownIds}.`,
    );
  }

  const stored = storedStoreId?.trim();
  if (stored && isStoreId(stored)) return stored;

  const host = normalizeHost(hostname);
  const map = { ...DEFAULT_STORE_HOSTS, ...lowerKeys(hostMap ?? {}) };
  const mapped = map[host];
  if (mapped === undefined) {
    throw new StoreResolutionError(
      'unknown-host',
      host,
      `No store is configured for the host name "${host}". Known host names: ${Object.keys(map).join(', ')}.`,
    );
  }
  if (!isStoreId(mapped)) {
    throw new StoreResolutionError(
      'unknown-store-id',
      mapped,
      `The host name "${host}" is mapped to the unknown store id "${mapped}". Known stores: ${knownIds}.`,
    );
  }
  return mapped;
}

/** The configuration of a store; throws 'Store not initialized' when there is none. */
export function getStoreConfig(id: string | null | undefined): StoreConfig {
  if (!isStoreId(id)) throw new StoreNotInitializedError(id);
  return storeConfigs[id];
}

function normalizeHost(hostname: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // Strip a port, but leave IPv6 literals ("[::1]") intact.
  if (host.startsWith('[')) return host;
  return host.replace(/:\d+$/, '');
}

function lowerKeys(map: StoreHostMap): Record<string, string> {
  return Object.fromEntries(Object.entries(map).map(([host, id]) => [normalizeHost(host), id]));
}
