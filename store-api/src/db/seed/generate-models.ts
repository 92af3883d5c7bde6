// Builds each store's equipment models (issue 37 item 3): furnaces, condensers, fridges and
// outboards, each with diagram sections whose numbered callouts point at products of the
// categories that fit there (a blower motor in the blower assembly, a capacitor in the control
// panel). Its own random generator, so the product rows stay exactly as before.
import type { EquipmentKind } from '../schema.js';
import { brandSpecs, type SegmentKey, type StoreCatalogSpec } from './catalog-data.js';
import { outboardSeeds, vehicleSeeds } from './generate-vehicles.js';
import { createRandom, hashString, slugify } from './random.js';

/** Models of each kind a store sells. */
export const MODELS_PER_KIND = 6;

export interface ModelSeed {
  brand: string;
  modelNumber: string;
  kind: EquipmentKind;
  name: string;
  yearFrom: number;
  yearTo: number | null;
  /** Vehicles only: the engine qualifier of the configuration. */
  engine?: string;
  /** Outboards only. */
  horsepower?: number;
  sections: {
    title: string;
    parts: { callout: number; productId: number; quantity: number }[];
  }[];
}

const leaf = (segment: SegmentKey, sub: string, name: string) =>
  `${segment}/${slugify(sub)}/${slugify(name)}`;

const blowerMotors = leaf('hvac-parts', 'Motors & Fans', 'Blower Motors');
const condenserMotors = leaf('hvac-parts', 'Motors & Fans', 'Condenser Fan Motors');
const blowerWheels = leaf('hvac-parts', 'Motors & Fans', 'Fan Blades & Blower Wheels');
const capacitors = leaf('hvac-parts', 'Electrical Components', 'Capacitors');
const contactors = leaf('hvac-parts', 'Electrical Components', 'Contactors & Relays');
const ignitors = leaf('hvac-parts', 'Electrical Components', 'Ignitors & Flame Sensors');
const sensors = leaf('hvac-parts', 'Controls & Thermostats', 'Sensors & Switches');

interface KindSpec {
  code: string;
  label: string;
  /** Whose brands make it. */
  makers: SegmentKey;
  sizes: string[];
  /** Diagram sections and the categories of the parts drawn in each. */
  sections: { title: string; categories: string[] }[];
}

const kinds: Record<Exclude<EquipmentKind, 'vehicle'>, KindSpec> = {
  furnace: {
    code: 'GF',
    label: 'Gas Furnace',
    makers: 'hvac-equipment',
    sizes: ['60,000 BTU', '80,000 BTU', '100,000 BTU', '120,000 BTU'],
    sections: [
      { title: 'Blower assembly', categories: [blowerMotors, blowerWheels] },
      { title: 'Burner and ignition', categories: [ignitors, sensors] },
      { title: 'Control panel', categories: [capacitors, contactors] },
    ],
  },
  condenser: {
    code: 'CU',
    label: 'Condensing Unit',
    makers: 'hvac-equipment',
    sizes: ['2 Ton', '3 Ton', '4 Ton', '5 Ton'],
    sections: [
      { title: 'Fan assembly', categories: [condenserMotors, blowerWheels] },
      { title: 'Control panel', categories: [capacitors, contactors] },
    ],
  },
  'air handler': {
    code: 'AH',
    label: 'Air Handler',
    makers: 'hvac-equipment',
    sizes: ['2 Ton', '3 Ton', '4 Ton', '5 Ton'],
    sections: [
      { title: 'Blower assembly', categories: [blowerMotors, blowerWheels] },
      { title: 'Controls', categories: [capacitors, sensors] },
    ],
  },
  'heat pump': {
    code: 'HP',
    label: 'Heat Pump',
    makers: 'hvac-equipment',
    sizes: ['2 Ton', '3 Ton', '4 Ton', '5 Ton'],
    sections: [
      { title: 'Outdoor fan', categories: [condenserMotors, blowerWheels] },
      { title: 'Control panel', categories: [capacitors, contactors, sensors] },
    ],
  },
  'water heater': {
    code: 'WH',
    label: 'Water Heater',
    makers: 'replacement-parts',
    sizes: ['40 Gallon', '50 Gallon', '75 Gallon'],
    sections: [
      {
        title: 'Tank and controls',
        categories: [leaf('replacement-parts', 'Plumbing Parts', 'Water Heater Parts')],
      },
      {
        title: 'Supply connections',
        categories: [leaf('replacement-parts', 'Plumbing Parts', 'Faucet Cartridges & Valves')],
      },
    ],
  },
  refrigerator: {
    code: 'RF',
    label: 'Refrigerator',
    makers: 'appliance',
    sizes: ['22 cu. ft.', '25 cu. ft.', '28 cu. ft.'],
    sections: [
      {
        title: 'Fresh food compartment',
        categories: [
          leaf('appliance', 'Refrigerator Parts', 'Refrigerator Water Filters'),
          leaf('appliance', 'Refrigerator Parts', 'Door Gaskets & Bins'),
        ],
      },
      {
        title: 'Freezer',
        categories: [leaf('appliance', 'Refrigerator Parts', 'Ice Maker Assemblies')],
      },
    ],
  },
  washer: {
    code: 'WM',
    label: 'Washer',
    makers: 'appliance',
    sizes: ['4.5 cu. ft.', '5.0 cu. ft.'],
    sections: [
      {
        title: 'Drive system',
        categories: [leaf('appliance', 'Washer & Dryer Parts', 'Drive Belts & Pulleys')],
      },
      {
        title: 'Water system',
        categories: [leaf('appliance', 'Washer & Dryer Parts', 'Pumps & Water Valves')],
      },
    ],
  },
  range: {
    code: 'RG',
    label: 'Range',
    makers: 'appliance',
    sizes: ['30 in.', '36 in.'],
    sections: [
      {
        title: 'Oven',
        categories: [leaf('appliance', 'Kitchen Appliance Parts', 'Oven Elements & Igniters')],
      },
      {
        title: 'Cooktop',
        categories: [leaf('appliance', 'Kitchen Appliance Parts', 'Range Burners & Knobs')],
      },
    ],
  },
  dishwasher: {
    code: 'DW',
    label: 'Dishwasher',
    makers: 'appliance',
    sizes: ['24 in.', '18 in.'],
    sections: [
      {
        title: 'Tub and racks',
        categories: [leaf('appliance', 'Kitchen Appliance Parts', 'Dishwasher Parts')],
      },
    ],
  },
  outboard: {
    code: 'OB',
    label: 'Outboard Motor',
    makers: 'marine',
    sizes: ['40 HP', '60 HP', '90 HP', '115 HP'],
    sections: [
      {
        title: 'Lower unit',
        categories: [
          leaf('marine', 'Marine Engine Parts', 'Impellers & Water Pumps'),
          leaf('marine', 'Marine Engine Parts', 'Propellers'),
        ],
      },
      {
        title: 'Fuel system',
        categories: [leaf('marine', 'Marine Engine Parts', 'Fuel System Parts')],
      },
    ],
  },
};

/** The kinds of equipment each store's shoppers look parts up for (vehicles come on their own). */
export const storeKinds: Record<StoreCatalogSpec['storeId'], Exclude<EquipmentKind, 'vehicle'>[]> =
  {
    hvac: ['furnace', 'condenser', 'air handler', 'heat pump'],
    parts: ['refrigerator', 'washer', 'range', 'dishwasher', 'outboard'],
    default: ['furnace', 'condenser', 'heat pump', 'water heater'],
  };

function brandCode(name: string): string {
  return name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The store's models. `productIdsByCategory` lists the store's product ids per leaf category key;
 * a section only draws categories the store sells, and a model keeps only sections with parts.
 */
export function modelSeeds(
  store: StoreCatalogSpec,
  productIdsByCategory: ReadonlyMap<string, readonly number[]>,
): ModelSeed[] {
  const random = createRandom(hashString(`models:${store.storeId}`));
  const models: ModelSeed[] = [];
  storeKinds[store.storeId].forEach((kind, kindIndex) => {
    const spec = kinds[kind];
    // Brands whose first line is that segment: an outboard by a marine brand, not a fastener maker.
    const makers = brandSpecs.filter((brand) => brand.segments[0] === spec.makers);
    for (let index = 0; index < MODELS_PER_KIND; index++) {
      const brand = makers[(index + kindIndex) % makers.length]!.name;
      // index·389 is a bijection mod 900 for fewer than 900 models, so numbers never repeat.
      const digits = 100 + ((kindIndex * 131 + index * 389) % 900);
      const suffix = index % 3 === 0 ? '' : String.fromCharCode(64 + (index % 3));
      const size = spec.sizes[index % spec.sizes.length]!;
      const yearFrom = 2006 + ((index * 5 + kindIndex * 3) % 15);
      let callouts = 0;
      const sections = spec.sections
        .map((section) => {
          const byCategory = section.categories
            .map((key) => productIdsByCategory.get(key) ?? [])
            .filter((ids) => ids.length > 0);
          const candidates = byCategory.flat();
          // One part of each category first (the blower motor of a blower assembly is callout 1),
          // then more of any of them.
          const picked = new Set(byCategory.map((ids) => random.pick(ids)));
          const wanted = Math.min(candidates.length, Math.max(picked.size, random.int(2, 4)));
          while (picked.size < wanted) picked.add(random.pick(candidates));
          callouts = 0;
          return {
            title: section.title,
            parts: [...picked].map((productId) => ({
              callout: ++callouts,
              productId,
              quantity: random.chance(0.2) ? 2 : 1,
            })),
          };
        })
        .filter((section) => section.parts.length > 0);
      if (sections.length === 0) continue;
      models.push({
        brand,
        modelNumber: `${brandCode(brand)}-${spec.code}${digits}${suffix}`,
        kind,
        name: `${brand} ${size} ${spec.label}`,
        yearFrom,
        yearTo: index % 4 === 0 ? null : yearFrom + 2 + (index % 6),
        ...(kind === 'outboard' ? { horsepower: parseFloat(size) } : {}),
        sections,
      });
    }
  });
  // The parts store's automotive and marine sections: after the other models, so their ids stay.
  if (store.storeId === 'parts') {
    models.push(...vehicleSeeds(productIdsByCategory), ...outboardSeeds(productIdsByCategory));
  }
  return models;
}
