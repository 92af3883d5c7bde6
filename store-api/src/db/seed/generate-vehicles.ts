// The parts store's vehicles and outboards (issue 37 item 4), found by the year / make / model /
// engine and make / horsepower / year selectors. A vehicle configuration is an equipment model
// of kind 'vehicle' (brand = make, name = model, its engine, one row spanning the years that
// engine was offered), like an ACES base vehicle with an engine qualifier; its diagram sections
// ("Brakes", "Ignition", "Filters") draw only automotive parts. Outboards draw only marine parts.
// The makes and models are invented; the engines and horsepower ratings are the usual ones.
import { brandSpecs, type SegmentKey } from './catalog-data.js';
import type { ModelSeed } from './generate-models.js';
import { createRandom, hashString, slugify, type Random } from './random.js';

/** Earliest and latest model year the seed's vehicles and outboards span. */
export const FIRST_MODEL_YEAR = 2005;
export const LAST_MODEL_YEAR = 2025;

const leaf = (segment: SegmentKey, sub: string, name: string) =>
  `${segment}/${slugify(sub)}/${slugify(name)}`;

const automotive = {
  plugs: leaf('automotive', 'Engine Parts', 'Spark Plugs & Ignition Coils'),
  filters: leaf('automotive', 'Engine Parts', 'Oil, Air & Fuel Filters'),
  belts: leaf('automotive', 'Engine Parts', 'Belts & Hoses'),
  brakes: leaf('automotive', 'Brakes & Suspension', 'Brake Pads & Rotors'),
  shocks: leaf('automotive', 'Brakes & Suspension', 'Shocks & Struts'),
  bearings: leaf('automotive', 'Brakes & Suspension', 'Wheel Bearings & Hubs'),
  batteries: leaf('automotive', 'Auto Electrical & Lighting', 'Car Batteries'),
  charging: leaf('automotive', 'Auto Electrical & Lighting', 'Alternators & Starters'),
  bulbs: leaf('automotive', 'Auto Electrical & Lighting', 'Headlight & Tail Bulbs'),
};

const marine = {
  impellers: leaf('marine', 'Marine Engine Parts', 'Impellers & Water Pumps'),
  propellers: leaf('marine', 'Marine Engine Parts', 'Propellers'),
  fuel: leaf('marine', 'Marine Engine Parts', 'Fuel System Parts'),
};

interface SectionSpec {
  title: string;
  categories: string[];
}

/** A vehicle's diagram sections; a diesel has no spark plugs, so no "Ignition". */
const vehicleSections = (diesel: boolean): SectionSpec[] => [
  { title: 'Brakes', categories: [automotive.brakes] },
  ...(diesel ? [] : [{ title: 'Ignition', categories: [automotive.plugs] }]),
  { title: 'Filters', categories: [automotive.filters] },
  { title: 'Belts and cooling', categories: [automotive.belts] },
  { title: 'Suspension and wheels', categories: [automotive.shocks, automotive.bearings] },
  {
    title: 'Electrical and lighting',
    categories: [automotive.batteries, automotive.charging, automotive.bulbs],
  },
];

const outboardSections: SectionSpec[] = [
  { title: 'Cooling', categories: [marine.impellers] },
  { title: 'Fuel system', categories: [marine.fuel] },
  { title: 'Propeller', categories: [marine.propellers] },
];

/** Each make's models; each model offers some of the engines of its class. */
const vehicleMakes: { make: string; models: { name: string; engines: string[] }[] }[] = [
  {
    make: 'Kestrel',
    models: [
      { name: 'Ridgeback', engines: ['2.5L L4 Gas', '3.5L V6 Gas'] },
      { name: 'Lark', engines: ['1.5L L4 Gas', '1.8L L4 Gas'] },
      { name: 'Summit', engines: ['5.3L V8 Gas', '3.0L V6 Diesel', '3.5L V6 Gas'] },
      { name: 'Wren', engines: ['2.0L L4 Hybrid'] },
    ],
  },
  {
    make: 'Arden',
    models: [
      { name: 'Meridian', engines: ['2.0L L4 Turbo Gas', '2.5L L4 Gas'] },
      { name: 'Vista', engines: ['1.6L L4 Gas'] },
      { name: 'Highmoor', engines: ['3.6L V6 Gas', '2.0L L4 Turbo Gas'] },
    ],
  },
  {
    make: 'Marlowe',
    models: [
      { name: 'Coupe S', engines: ['2.0L L4 Turbo Gas', '3.0L L6 Turbo Gas'] },
      { name: 'Estate', engines: ['2.0L L4 Turbo Gas', '2.0L L4 Diesel'] },
      { name: 'Tourer', engines: ['3.0L L6 Turbo Gas'] },
      { name: 'Compact', engines: ['1.5L L3 Turbo Gas'] },
      { name: 'Grand', engines: ['4.4L V8 Turbo Gas', '3.0L L6 Turbo Gas'] },
    ],
  },
  {
    make: 'Halvard',
    models: [
      { name: 'Fjord', engines: ['2.0L L4 Turbo Gas', '2.0L L4 Hybrid'] },
      { name: 'Nordic', engines: ['2.5L L5 Gas'] },
      { name: 'Tundra Trail', engines: ['2.0L L4 Turbo Gas', '2.4L L4 Diesel', '2.5L L5 Gas'] },
    ],
  },
  {
    make: 'Veloran',
    models: [
      { name: 'Sprint', engines: ['1.4L L4 Turbo Gas', '1.6L L4 Gas'] },
      { name: 'Corsair', engines: ['2.4L L4 Gas', '3.5L V6 Gas'] },
      { name: 'Ranger XT', engines: ['2.7L V6 Turbo Gas', '5.0L V8 Gas', '3.0L V6 Diesel'] },
      { name: 'Breeze', engines: ['1.8L L4 Hybrid'] },
    ],
  },
  {
    make: 'Sorrel',
    models: [
      { name: 'Hatch', engines: ['1.2L L3 Gas', '1.4L L4 Gas'] },
      { name: 'Sedan', engines: ['1.6L L4 Gas', '2.0L L4 Gas'] },
      { name: 'Crossway', engines: ['2.0L L4 Gas', '2.4L L4 Gas'] },
    ],
  },
  {
    make: 'Brixton',
    models: [
      { name: 'Foreman', engines: ['6.2L V8 Gas', '6.7L L6 Diesel'] },
      { name: 'Haulmark', engines: ['5.7L V8 Gas', '3.6L V6 Gas'] },
      { name: 'Scout', engines: ['2.0L L4 Turbo Gas'] },
      { name: 'Depot Van', engines: ['3.5L V6 Gas', '3.0L V6 Diesel'] },
    ],
  },
  {
    make: 'Caldera',
    models: [
      { name: 'Mesa', engines: ['2.5L L4 Gas', '2.5L L4 Hybrid'] },
      { name: 'Sierra Vista', engines: ['3.5L V6 Gas'] },
      { name: 'Pueblo', engines: ['1.8L L4 Gas', '2.0L L4 Gas'] },
      { name: 'Canyon Run', engines: ['3.5L V6 Gas', '2.7L L4 Gas'] },
      { name: 'Solano', engines: ['2.0L L4 Hybrid', '1.6L L4 Turbo Gas'] },
    ],
  },
];

/** Common outboard ratings; each maker builds a run of them. */
const HORSEPOWER = [9.9, 25, 40, 60, 90, 115, 150];

/** Part picks for one model: one of each category first, then a few more of any. */
function pickSections(
  random: Random,
  specs: SectionSpec[],
  productIdsByCategory: ReadonlyMap<string, readonly number[]>,
): ModelSeed['sections'] {
  return specs
    .map((spec) => {
      const byCategory = spec.categories
        .map((key) => productIdsByCategory.get(key) ?? [])
        .filter((ids) => ids.length > 0);
      const candidates = byCategory.flat();
      const picked = new Set(byCategory.map((ids) => random.pick(ids)));
      const wanted = Math.min(candidates.length, Math.max(picked.size, random.int(2, 3)));
      while (picked.size < wanted) picked.add(random.pick(candidates));
      return {
        title: spec.title,
        parts: [...picked].map((productId, index) => ({
          callout: index + 1,
          productId,
          quantity: 1,
        })),
      };
    })
    .filter((section) => section.parts.length > 0);
}

/**
 * The parts store's vehicle configurations: each model's engines, each spanning some years of
 * FIRST_MODEL_YEAR..LAST_MODEL_YEAR. The model number a shopper can type is the model, engine
 * and years ("Ridgeback 2.5L L4 Gas 2014-2019").
 */
export function vehicleSeeds(
  productIdsByCategory: ReadonlyMap<string, readonly number[]>,
): ModelSeed[] {
  const random = createRandom(hashString('vehicles:parts'));
  const vehicles: ModelSeed[] = [];
  for (const { make, models } of vehicleMakes) {
    for (const model of models) {
      const launched = random.int(FIRST_MODEL_YEAR, LAST_MODEL_YEAR - 6);
      model.engines.forEach((engine, index) => {
        // Later engines join the line up a few years in; each runs to the model's last year.
        const yearFrom = Math.min(launched + index * random.int(0, 3), LAST_MODEL_YEAR - 2);
        const yearTo = Math.min(yearFrom + random.int(3, 12), LAST_MODEL_YEAR);
        const sections = pickSections(
          random,
          vehicleSections(engine.endsWith('Diesel')),
          productIdsByCategory,
        );
        if (sections.length === 0) return;
        vehicles.push({
          brand: make,
          modelNumber: `${model.name} ${engine} ${yearFrom}-${yearTo}`,
          kind: 'vehicle',
          name: model.name,
          engine,
          yearFrom,
          yearTo,
          sections,
        });
      });
    }
  }
  return vehicles;
}

/**
 * More outboards for the parts store, so the make / horsepower / year selector has a real range:
 * every marine maker builds a run of ratings, some in two generations.
 */
export function outboardSeeds(
  productIdsByCategory: ReadonlyMap<string, readonly number[]>,
): ModelSeed[] {
  const random = createRandom(hashString('outboards:parts'));
  const makers = brandSpecs.filter((brand) => brand.segments[0] === 'marine');
  const outboards: ModelSeed[] = [];
  makers.forEach((maker, makerIndex) => {
    const code = maker.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase();
    const first = makerIndex % 3;
    for (const horsepower of HORSEPOWER.slice(first, first + 4 + (makerIndex % 2))) {
      const generations = random.chance(0.5) ? 2 : 1;
      let yearFrom = random.int(FIRST_MODEL_YEAR, 2012);
      for (let generation = 0; generation < generations; generation++) {
        const yearTo = Math.min(yearFrom + random.int(4, 8), LAST_MODEL_YEAR);
        const sections = pickSections(random, outboardSections, productIdsByCategory);
        if (sections.length > 0) {
          outboards.push({
            brand: maker.name,
            modelNumber: `${code}-F${String(horsepower).replace('.', '')}${'AB'[generation]}`,
            kind: 'outboard',
            name: `${maker.name} ${horsepower} HP Outboard Motor`,
            horsepower,
            yearFrom,
            yearTo,
            sections,
          });
        }
        yearFrom = yearTo + 1;
        if (yearFrom > LAST_MODEL_YEAR - 2) break;
      }
    }
  });
  return outboards;
}
