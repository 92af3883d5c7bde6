// The law and courts the terms name. SPEC's notes disagree (State of Texas in the store
// configuration, New York law as the terms page's default): the configuration stands, and New York
// is only the fallback for a configuration that names no jurisdiction (docs/decisions/0013).
import type { StoreConfig } from '@storefront/contract';

export const FALLBACK_JURISDICTION = 'State of New York';

export interface GoverningLaw {
  jurisdiction: string;
  /** The courts disputes go to; empty when the configuration names none. */
  venue: string;
}

export function governingLaw(store: Pick<StoreConfig, 'policies' | 'legal'>): GoverningLaw {
  const firstGiven = (...values: (string | undefined)[]) =>
    values.map((value) => value?.trim() ?? '').find(Boolean) ?? '';
  return {
    jurisdiction:
      firstGiven(store.policies.terms.jurisdiction, store.legal.jurisdiction) ||
      FALLBACK_JURISDICTION,
    venue: firstGiven(store.policies.terms.venue, store.legal.venue),
  };
}
