// The catalogue's source in mock mode (SPEC §9) belongs to the catalog team: catalog's runtime
// registers it on the store context at start-up, and the API client asks it for the catalogue
// paths. Shared never imports catalog, and catalog can change its source by deploying itself.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { MESSAGES } from '@storefront/contract';
import { ApiError, type CatalogSource, type CatalogSourceSlot } from './api-client';
import type { StorefrontExtra } from './api-context';

export type { CatalogSource, CatalogSourceRequest, CatalogSourceSlot } from './api-client';

/**
 * How long a mock-mode request waits for catalog's runtime to register its source before it
 * fails like an unreachable server: long enough for the catalog remote to load on a slow network,
 * short enough that a catalog remote that never comes leaves no request hanging.
 */
export const CATALOG_SOURCE_WAIT_MS = 10_000;

export function createCatalogSourceSlot(): CatalogSourceSlot {
  let settle: (source: CatalogSource) => void = () => {};
  const slot: CatalogSourceSlot = {
    current: null,
    registered: new Promise<CatalogSource>((resolve) => {
      settle = resolve;
    }),
    register(source) {
      slot.current = source;
      settle(source);
    },
  };
  return slot;
}

/** Registers the catalogue source of this store context (catalog's runtime does, at start-up). */
export function registerCatalogSource(
  source: CatalogSource,
): ThunkAction<void, unknown, StorefrontExtra, UnknownAction> {
  return (_dispatch, _getState, extra) => extra.catalogSource.register(source);
}

/**
 * The registered source, waiting at most `waitMs` for it; then (or without a slot at all) the
 * request fails with the message of an unreachable server, as the store API's own calls do.
 */
export async function registeredCatalogSource(
  slot: CatalogSourceSlot | undefined,
  waitMs = CATALOG_SOURCE_WAIT_MS,
): Promise<CatalogSource> {
  if (slot?.current) return slot.current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), slot ? waitMs : 0);
  });
  const source = await Promise.race([slot?.registered ?? gaveUp, gaveUp]).finally(() =>
    clearTimeout(timer),
  );
  if (!source) throw new ApiError(MESSAGES.somethingWentWrong, 0);
  return source;
}
