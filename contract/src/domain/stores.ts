// The three store configurations: the default store, the HVAC store and the general parts store.
import {
  CONTIGUOUS_US,
  DEFAULT_DELIVERY,
  DEFAULT_FREIGHT,
  DEFAULT_PAYMENTS,
  POLICY_DEFAULTS,
  defaultPolicies,
  type AboutFeature,
  type StoreConfig,
} from './store-config';
import { FREE_SHIPPING_THRESHOLD } from '../constants';
import { formatMoney } from './formatting';
import type { StoreId } from './types';

const SHIPPING_CHARGE = 5;

function features(subject: string): [AboutFeature, AboutFeature, AboutFeature, AboutFeature] {
  return [
    {
      key: 'wide-selection',
      title: 'Wide Selection',
      // 320 products a store in the seed: hundreds, not thousands.
      description: `Hundreds of ${subject} from the brands professionals trust, all in one place.`,
    },
    {
      key: 'fast-shipping',
      title: 'Fast Shipping',
      // FREE_SHIPPING_THRESHOLD: a subtotal of exactly $100.00 already ships free.
      description: `Most orders leave our warehouse within one business day, with free shipping on orders of ${formatMoney(FREE_SHIPPING_THRESHOLD)} or more.`,
    },
    {
      key: 'expert-support',
      title: 'Expert Support',
      description: 'Our product specialists help you find the right part the first time.',
    },
    {
      key: 'diy-friendly',
      title: 'DIY-Friendly',
      description:
        'Clear specifications and guides so homeowners can take on repairs with confidence.',
    },
  ];
}

const defaultStore: StoreConfig = {
  store_id: 'default',
  id: 'default',
  name: 'Summit Parts & Tools',
  industry: 'Replacement parts, tools and HVAC equipment',
  domain: 'summitpartsandtools.com',
  shipping_charge: SHIPPING_CHARGE,
  freight: DEFAULT_FREIGHT,
  delivery: DEFAULT_DELIVERY,
  theme: {
    primary: '#1f4e79',
    secondary: '#f2a900',
    background: '#ffffff',
    text: '#1c2530',
    textaccent: '#ffffff',
  },
  currency: 'USD',
  payments: DEFAULT_PAYMENTS,
  shipping: { regions: [CONTIGUOUS_US], nonShippableStates: ['AK', 'HI'] },
  legal: { jurisdiction: POLICY_DEFAULTS.jurisdiction, venue: 'Harris County, Texas' },
  policies: defaultPolicies('Harris County, Texas'),
  contact: {
    email: 'support@summitpartsandtools.com',
    salesEmail: 'sales@summitpartsandtools.com',
    phone: '(713) 555-0142',
    hours: POLICY_DEFAULTS.supportHours,
    address: {
      street: '1200 Industrial Blvd, Suite 300',
      city: 'Houston',
      state: 'TX',
      postal_code: '77002',
      country: 'US',
    },
  },
  website: 'https://www.summitpartsandtools.com',
  footer: {
    description:
      'Summit Parts & Tools supplies replacement parts, professional tools and HVAC equipment to homeowners and contractors across the contiguous United States.',
  },
  seo: {
    title: 'Summit Parts & Tools | Replacement Parts, Tools & HVAC Equipment',
    description:
      'Shop replacement parts, power and hand tools, and HVAC equipment from leading brands. Free shipping on orders of $100.00 or more.',
    keywords: ['replacement parts', 'tools', 'HVAC equipment', 'power tools', 'hardware'],
    image: 'https://www.summitpartsandtools.com/images/og-summit.jpg',
  },
  banner: {
    title: 'The Right Part, Right Away',
    subtitle: 'Replacement parts, tools and HVAC equipment from brands you trust, shipped fast.',
    ctaLabel: 'Shop Products',
  },
  about: {
    mission:
      'Our mission is to make finding the right replacement part or tool simple, fast and affordable for everyone.',
    audience:
      'We serve homeowners, contractors, facility managers and technicians across the United States.',
    specialization:
      'We specialize in replacement parts, professional tools and HVAC equipment from leading manufacturers.',
    details:
      'From a single filter to a complete tool kit, every product ships from our Texas warehouse with accurate specifications and honest stock levels.',
    features: features('parts, tools and HVAC products'),
    closing:
      'Thank you for choosing Summit Parts & Tools. We are here to help you get the job done.',
  },
};

const hvacStore: StoreConfig = {
  store_id: 'hvac',
  id: 'hvac',
  name: 'Comfort Air HVAC Supply',
  industry: 'HVAC equipment and parts',
  domain: 'comfortairhvacsupply.com',
  shipping_charge: SHIPPING_CHARGE,
  freight: DEFAULT_FREIGHT,
  delivery: DEFAULT_DELIVERY,
  theme: {
    primary: '#00695c',
    secondary: '#ff7043',
    background: '#f4fbfa',
    text: '#12302c',
    textaccent: '#ffffff',
  },
  currency: 'USD',
  payments: DEFAULT_PAYMENTS,
  shipping: { regions: [CONTIGUOUS_US], nonShippableStates: ['AK', 'HI'] },
  legal: { jurisdiction: POLICY_DEFAULTS.jurisdiction, venue: 'Dallas County, Texas' },
  policies: defaultPolicies('Dallas County, Texas'),
  contact: {
    email: 'help@comfortairhvacsupply.com',
    phone: '(214) 555-0187',
    hours: POLICY_DEFAULTS.supportHours,
    address: {
      street: '4850 Commerce Street',
      city: 'Dallas',
      state: 'TX',
      postal_code: '75226',
      country: 'US',
    },
  },
  website: 'https://www.comfortairhvacsupply.com',
  footer: {
    description:
      'Comfort Air HVAC Supply carries furnaces, air conditioners, heat pumps, thermostats and the replacement parts that keep them running.',
  },
  seo: {
    title: 'Comfort Air HVAC Supply | HVAC Equipment, Parts & Accessories',
    description:
      'Furnaces, air conditioners, heat pumps, thermostats, filters and HVAC replacement parts for contractors and homeowners.',
    keywords: [
      'HVAC',
      'air conditioner parts',
      'furnace parts',
      'thermostats',
      'air filters',
      'heat pumps',
    ],
    image: 'https://www.comfortairhvacsupply.com/images/og-comfort-air.jpg',
  },
  banner: {
    title: 'Stay Comfortable All Year',
    subtitle: 'HVAC equipment, parts and accessories for every season, ready to ship.',
    ctaLabel: 'Shop HVAC',
  },
  about: {
    mission:
      'Our mission is to keep every home and business comfortable with dependable heating and cooling equipment.',
    audience: 'We serve HVAC contractors, service technicians, property managers and homeowners.',
    specialization:
      'We specialize in heating, ventilation and air-conditioning equipment, controls and replacement parts.',
    details:
      'Our catalog covers residential and light-commercial systems, from capacitors and contactors to complete condensing units.',
    features: features('HVAC parts, controls and equipment'),
    closing: 'Thank you for choosing Comfort Air HVAC Supply. Stay cool, stay warm.',
  },
};

const partsStore: StoreConfig = {
  store_id: 'parts',
  id: 'parts',
  name: 'Gulf Coast Parts Depot',
  industry: 'Automotive, marine, appliance and general replacement parts',
  domain: 'gulfcoastpartsdepot.com',
  shipping_charge: SHIPPING_CHARGE,
  freight: DEFAULT_FREIGHT,
  delivery: DEFAULT_DELIVERY,
  theme: {
    primary: '#37474f',
    secondary: '#c62828',
    background: '#fafafa',
    text: '#212121',
    textaccent: '#ffd54f',
  },
  currency: 'USD',
  payments: DEFAULT_PAYMENTS,
  shipping: { regions: [CONTIGUOUS_US], nonShippableStates: ['AK', 'HI'] },
  legal: { jurisdiction: POLICY_DEFAULTS.jurisdiction, venue: 'Nueces County, Texas' },
  policies: defaultPolicies('Nueces County, Texas'),
  contact: {
    email: 'service@gulfcoastpartsdepot.com',
    phone: '(361) 555-0119',
    hours: POLICY_DEFAULTS.supportHours,
    address: {
      street: '725 Harbor Drive',
      city: 'Corpus Christi',
      state: 'TX',
      postal_code: '78401',
      country: 'US',
    },
  },
  website: 'https://www.gulfcoastpartsdepot.com',
  footer: {
    description:
      'Gulf Coast Parts Depot stocks automotive, marine and appliance replacement parts, plus the tools to install them.',
  },
  seo: {
    title: 'Gulf Coast Parts Depot | Automotive, Marine & Appliance Parts',
    description:
      'Replacement parts for cars, trucks, boats and home appliances, plus tools and HVAC parts, shipped across the contiguous US.',
    keywords: ['auto parts', 'marine parts', 'appliance parts', 'replacement parts', 'tools'],
    image: 'https://www.gulfcoastpartsdepot.com/images/og-gulf-coast.jpg',
  },
  banner: {
    title: 'Parts for Everything You Fix',
    subtitle: 'Automotive, marine and appliance parts, with the tools to get them installed.',
    ctaLabel: 'Find Your Part',
  },
  about: {
    mission:
      'Our mission is to keep vehicles, boats and appliances running by making quality replacement parts easy to find.',
    audience: 'We serve mechanics, boat owners, appliance technicians and do-it-yourselfers.',
    specialization:
      'We specialize in automotive, marine and appliance replacement parts, along with tools and HVAC components.',
    details:
      'Every listing carries the part number and specifications you need to match the original, backed by our parts experts.',
    features: features('automotive, marine and appliance parts'),
    closing: 'Thank you for choosing Gulf Coast Parts Depot. Let us help you fix it right.',
  },
};

/** Every store configuration, by id. */
export const storeConfigs: Readonly<Record<StoreId, StoreConfig>> = {
  default: defaultStore,
  hvac: hvacStore,
  parts: partsStore,
};

export const STORE_IDS = Object.keys(storeConfigs) as StoreId[];

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(storeConfigs, value);
}
