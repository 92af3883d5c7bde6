// Object ids that say what they are, in the provider's style: `cs_test_…`, `pi_…`, `re_…`, `evt_…`.
import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export type IdPrefix =
  'cs_test' | 'li' | 'price' | 'prod' | 'pi' | 'ch' | 'pm' | 're' | 'evt' | 'req' | 'whd';

/** A new random id such as `pi_3xK9…` (24 random base-62 characters after the prefix). */
export function newId(prefix: IdPrefix): string {
  let suffix = '';
  for (let i = 0; i < 24; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${suffix}`;
}
