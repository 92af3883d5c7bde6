// The words a shopper types for a thing the catalogue names otherwise, per store (issue 37). A
// searched word also finds each of its synonyms (a phrase matches its words in that order).

const hvac: Record<string, string[]> = {
  ac: ['air conditioner'],
  cap: ['capacitor'],
  caps: ['capacitor'],
  stat: ['thermostat'],
  tstat: ['thermostat'],
  condenser: ['condensing unit'],
  furnace: ['gas furnace'],
};

const parts: Record<string, string[]> = {
  break: ['brake'],
  breaks: ['brake'],
  ac: ['air conditioner'],
  cap: ['capacitor'],
};

/** Synonyms by store id; the default store sells the HVAC range too. */
export const searchSynonyms: Record<string, Record<string, string[]>> = {
  default: hvac,
  hvac,
  parts,
};

/** The synonyms of one searched word in a store (none for an unknown store or word). */
export function synonymsOf(storeId: string, word: string): string[] {
  const synonyms = searchSynonyms[storeId];
  return (synonyms && Object.hasOwn(synonyms, word) ? synonyms[word] : undefined) ?? [];
}
