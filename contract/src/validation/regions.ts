// The US states (50 + DC) and the country list of SPEC §5 / §9.
import { NON_SHIPPABLE_STATES } from '../constants';

export interface UsState {
  code: string;
  name: string;
  /** False for Alaska and Hawaii: shown but disabled in the state list. */
  shippable: boolean;
}

const STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const nonShippable: readonly string[] = NON_SHIPPABLE_STATES;

/** All 50 states plus DC, alphabetical by name. */
export const US_STATES: readonly UsState[] = STATES.map(([code, name]) => ({
  code,
  name,
  shippable: !nonShippable.includes(code),
}));

const byCode = new Map(US_STATES.map((state) => [state.code, state]));
const byName = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state]));

/** Finds a state by its code ("TX") or name ("Texas"), case-insensitively. */
export function findUsState(value: string | null | undefined): UsState | undefined {
  const text = (value ?? '').trim();
  return byCode.get(text.toUpperCase()) ?? byName.get(text.toLowerCase());
}

export interface Country {
  code: string;
  name: string;
  /** Only the US can be chosen; the others are shown as 'Not Available'. */
  enabled: boolean;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'US', name: 'United States', enabled: true },
  { code: 'CA', name: 'Canada', enabled: false },
  { code: 'MX', name: 'Mexico', enabled: false },
  { code: 'GB', name: 'United Kingdom', enabled: false },
  { code: 'AU', name: 'Australia', enabled: false },
  { code: 'DE', name: 'Germany', enabled: false },
  { code: 'FR', name: 'France', enabled: false },
  { code: 'JP', name: 'Japan', enabled: false },
  { code: 'CN', name: 'China', enabled: false },
  { code: 'BR', name: 'Brazil', enabled: false },
  { code: 'IN', name: 'India', enabled: false },
];

export const COUNTRY_NOT_AVAILABLE = 'Not Available';

/**
 * The country code of a form or server value: "US", "us", "USA" and "United States" are all US
 * (the form keeps US and shows United States afterwards).
 */
export function normalizeCountry(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const upper = text.toUpperCase();
  if (upper === 'USA' || upper === 'UNITED STATES OF AMERICA') return 'US';
  const country = COUNTRIES.find(
    (entry) => entry.code === upper || entry.name.toUpperCase() === upper,
  );
  return country?.code ?? text;
}

/** "US" → "United States" (unknown codes are returned as given). */
export function countryName(code: string | null | undefined): string {
  const normalized = normalizeCountry(code);
  return COUNTRIES.find((entry) => entry.code === normalized)?.name ?? code ?? '';
}

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
