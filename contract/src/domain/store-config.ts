// The shape of a store configuration (SPEC §1) and the policy defaults every store starts from (SPEC §2, §9).
import type { DeliveryRules, FreightRule } from './shipping';
import type { StoreId } from './types';

export interface StoreThemeColors {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  /** Text drawn on top of the primary colour (buttons, banner). */
  textaccent: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface TermsPolicy {
  lastUpdated: string;
  jurisdiction: string;
  venue: string;
}

export interface ReturnsPolicy {
  lastUpdated: string;
  returnWindowDays: number;
  restockingFeePercent: number;
  refundProcessingTime: string;
  /** Returns start by contacting support for an RMA number. */
  requiresRma: boolean;
}

export interface PrivacyPolicy {
  lastUpdated: string;
  minimumAge: number;
  dataRetentionMonths: number;
}

export interface StorePolicies {
  terms: TermsPolicy;
  returns: ReturnsPolicy;
  privacy: PrivacyPolicy;
}

export interface StoreContact {
  email: string;
  /** Where bulk-purchasing requests go; the contact `email` when absent (`salesEmailOf`). */
  salesEmail?: string;
  phone: string;
  hours: string;
  address: PostalAddress;
}

export interface StoreSeo {
  title: string;
  description: string;
  keywords: string[];
  /** Absolute URL of the default social-sharing image. */
  image: string;
}

export interface StoreBanner {
  title: string;
  subtitle: string;
  ctaLabel: string;
}

export interface AboutFeature {
  key: 'wide-selection' | 'fast-shipping' | 'expert-support' | 'diy-friendly';
  title: string;
  description: string;
}

export interface StoreAbout {
  mission: string;
  audience: string;
  specialization: string;
  details: string;
  /** Exactly four: wide selection, fast shipping, expert support, DIY-friendly. */
  features: [AboutFeature, AboutFeature, AboutFeature, AboutFeature];
  closing: string;
}

/** One store configuration: everything SPEC §1 lists. */
export interface StoreConfig {
  store_id: StoreId;
  id: StoreId;
  name: string;
  industry: string;
  /** Public domain name, sent as X-Store-Domain. */
  domain: string;
  /** USD, parcels only; free shipping can make it 0 at checkout. */
  shipping_charge: number;
  /** What a freight shipment costs (decision 0978): never free. */
  freight: FreightRule;
  /** Handling time and the transit zones by ZIP prefix, for the estimated delivery window. */
  delivery: DeliveryRules;
  theme: StoreThemeColors;
  currency: 'USD';
  payments: { methods: string[]; providers: string[] };
  shipping: { regions: string[]; nonShippableStates: string[] };
  legal: { jurisdiction: string; venue: string };
  policies: StorePolicies;
  contact: StoreContact;
  /** Canonical site URL without trailing slash; canonical links are website + path. */
  website: string;
  footer: { description: string };
  seo: StoreSeo;
  banner: StoreBanner;
  about: StoreAbout;
}

/** SPEC §2 / §9 policy defaults. */
export const POLICY_DEFAULTS = {
  lastUpdated: 'January 1, 2024',
  returnWindowDays: 30,
  restockingFeePercent: 15,
  refundProcessingTime: '7-10 business days',
  privacyMinimumAge: 13,
  dataRetentionMonths: 24,
  supportHours: 'Monday-Friday 9AM-5PM EST',
  jurisdiction: 'State of Texas',
} as const;

/**
 * What checkout takes (issue 36): cards only, typed on the hosted card provider's page. SPEC §9
 * lists PayPal too, but no step offers it, so no store text may promise it.
 */
export const DEFAULT_PAYMENTS = {
  methods: ['Visa', 'Mastercard', 'American Express'],
  providers: ['stripe'],
};

export const CONTIGUOUS_US = 'Contiguous United States (48 states and DC)';

/** Builds the policies block from the defaults; `venue` is the store's court venue. */
export function defaultPolicies(venue: string): StorePolicies {
  return {
    terms: {
      lastUpdated: POLICY_DEFAULTS.lastUpdated,
      jurisdiction: POLICY_DEFAULTS.jurisdiction,
      venue,
    },
    returns: {
      lastUpdated: POLICY_DEFAULTS.lastUpdated,
      returnWindowDays: POLICY_DEFAULTS.returnWindowDays,
      restockingFeePercent: POLICY_DEFAULTS.restockingFeePercent,
      refundProcessingTime: POLICY_DEFAULTS.refundProcessingTime,
      requiresRma: true,
    },
    privacy: {
      lastUpdated: POLICY_DEFAULTS.lastUpdated,
      minimumAge: POLICY_DEFAULTS.privacyMinimumAge,
      dataRetentionMonths: POLICY_DEFAULTS.dataRetentionMonths,
    },
  };
}

/** The address bulk-purchasing requests are sent to. */
export function salesEmailOf(contact: StoreContact): string {
  return contact.salesEmail ?? contact.email;
}

/** "1200 Industrial Blvd, Houston, TX 77002" */
export function formatPostalAddress(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.postal_code}`;
}

/**
 * Freight from the Texas warehouse (decision 0978): $99.00 a shipment covers 150 lb, each pound
 * over it $0.50, so one 200 lb condensing unit pays $124.00.
 */
export const DEFAULT_FREIGHT: FreightRule = {
  baseCents: 9900,
  includedPounds: 150,
  perPoundCents: 50,
};

/**
 * Ground zones from Texas by the ZIP's first digit (7: TX, OK, AR, LA). Freight waits two business
 * days for a carrier booking and a delivery appointment; parcels leave the next business day.
 */
export const DEFAULT_DELIVERY: DeliveryRules = {
  handlingDays: { parcel: 1, freight: 2 },
  zones: [
    { name: 'Gulf South', zipPrefixes: ['7'], transitDays: { parcel: [1, 2], freight: [2, 3] } },
    {
      name: 'Central',
      zipPrefixes: ['3', '4', '5', '6', '8'],
      transitDays: { parcel: [2, 4], freight: [3, 5] },
    },
    {
      name: 'Coasts',
      zipPrefixes: ['0', '1', '2', '9'],
      transitDays: { parcel: [3, 5], freight: [5, 7] },
    },
  ],
};
