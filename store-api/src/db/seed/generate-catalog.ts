// Builds one store's catalogue rows (categories, brands, products, stock) from catalog-data,
// deterministically: the same store and product count always give the same rows.
import {
  RETIRED_FITMENT_DRAW,
  attributeValues,
  brandSpecs,
  leafAttributeValues,
  seasonMonths,
  segmentAttributeValues,
  segments,
  seriesNames,
  type AttributeKey,
  type BrandSpec,
  type LeafSpec,
  type SegmentKey,
  type SegmentSpec,
  type StoreCatalogSpec,
} from './catalog-data.js';
import type { ShippingClass } from '@storefront/contract';
import type { ProductSpecs } from '../schema.js';
import { specsFor } from './product-specs.js';
import { createRandom, hashString, slugify, type Random } from './random.js';

/** Seeded creation dates count back from this instant, so reruns give identical rows. */
export const SEED_REFERENCE_DATE = Date.UTC(2025, 9, 1, 12, 0, 0);
const DAY_MS = 86_400_000;

export interface CategoryNode {
  key: string;
  name: string;
  description: string;
  level: 1 | 2 | 3;
  parentKey: string | null;
  sortOrder: number;
  segment: SegmentSpec;
  leaf?: LeafSpec;
}

/** The store's category tree, parents before children. */
export function buildCategoryNodes(store: StoreCatalogSpec): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  storeSegments(store).forEach((segment, topIndex) => {
    const topKey = segment.key;
    nodes.push({
      key: topKey,
      name: segment.name,
      description: segment.description,
      level: 1,
      parentKey: null,
      sortOrder: topIndex,
      segment,
    });
    segment.subs.forEach((sub, subIndex) => {
      const subKey = `${topKey}/${slugify(sub.name)}`;
      nodes.push({
        key: subKey,
        name: sub.name,
        description: sub.description,
        level: 2,
        parentKey: topKey,
        sortOrder: subIndex,
        segment,
      });
      sub.leaves.forEach((leaf, leafIndex) => {
        nodes.push({
          key: `${subKey}/${slugify(leaf.name)}`,
          name: leaf.name,
          description: leaf.description,
          level: 3,
          parentKey: subKey,
          sortOrder: leafIndex,
          segment,
          leaf,
        });
      });
    });
  });
  return nodes;
}

export function storeSegments(store: StoreCatalogSpec): SegmentSpec[] {
  return segments.filter((segment) => (store.mix[segment.key] ?? 0) > 0);
}

export interface BrandSeed {
  spec: BrandSpec;
  name: string;
  slug: string;
  description: string;
  productTypes: string[];
}

/** Brands that make something this store sells, each with its product types in this store. */
export function buildBrands(store: StoreCatalogSpec): BrandSeed[] {
  const sold = new Set(storeSegments(store).map((segment) => segment.key));
  return brandSpecs
    .filter((brand) => brand.segments.some((key) => sold.has(key)))
    .map((brand) => {
      const random = createRandom(hashString(`${store.storeId}:${brand.name}`));
      const leaves = segments
        .filter((segment) => sold.has(segment.key) && brand.segments.includes(segment.key))
        .flatMap((segment) => segment.subs.flatMap((sub) => sub.leaves));
      const productTypes = leaves
        .filter((_, index) => index % 3 === 0 || random.chance(0.35))
        .slice(0, 6)
        .map((leaf) => leaf.name);
      return {
        spec: brand,
        name: brand.name,
        slug: slugify(brand.name),
        description: describeBrand(brand, random),
        productTypes,
      };
    });
}

function describeBrand(brand: BrandSpec, random: Random): string {
  const promises = [
    'Every product is tested before it leaves the factory',
    'Its parts are engineered to match or exceed original-equipment specifications',
    'Contractors rely on its consistent quality and clear documentation',
    'It backs its line-up with responsive, US-based technical support',
    'Its catalogue is organised so the right part is easy to find',
  ];
  return (
    `${brand.name} makes ${brand.focus}. Founded in ${brand.founded} in ${brand.city}, ` +
    `the company has served professionals and homeowners for ${2025 - brand.founded} years. ` +
    `${random.pick(promises)}.`
  );
}

export interface ProductSeed {
  sku: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  discount: number;
  categoryKey: string;
  brandName: string;
  ratingRate: number;
  ratingCount: number;
  seasonalMonths: number[];
  attributes: Record<string, string>;
  /** Typed values of the leaf's specs, agreeing with the name and the attribute text. */
  specs: ProductSpecs;
  shippingClass: ShippingClass;
  /** One unit's weight in ounces: the `weight` attribute's pounds. */
  weightOz: number;
  createdAt: Date;
  totalOnHand: number;
  partNumbers: PartNumberSeed[];
}

export interface PartNumberSeed {
  kind: 'manufacturer' | 'oem' | 'superseded' | 'interchange';
  brand: string;
  number: string;
}

const warranties = [
  '90-day limited warranty',
  '1-year limited warranty',
  '2-year limited warranty',
  '5-year parts warranty',
  '10-year limited warranty',
  'Lifetime warranty',
];
const qualities = [
  'Built to original-equipment specifications.',
  'Designed for fast installation with common hand tools.',
  'Tested for long service life in demanding conditions.',
  'A dependable choice for professionals and do-it-yourselfers alike.',
  'Engineered for quiet, efficient operation.',
  'Packaged with clear instructions and all mounting hardware.',
];
const shippingNotes = [
  'Ships in 1-2 business days from our US warehouse.',
  'Usually ships the same business day when ordered before 2 pm CT.',
  'Ships in original manufacturer packaging.',
];
const freightNote = 'Oversized item: ships by freight with curbside delivery.';
/** A crated furnace, condenser or heat pump weighs at least this much before its size counts. */
const FREIGHT_CRATE_LB = 90;
const installNotes = [
  'Professional installation recommended.',
  'Check the model number of your equipment before ordering.',
  'Disconnect power before servicing.',
  'Includes installation instructions.',
];

/** The values an attribute may take in a leaf: the leaf's own, else its segment's, else any. */
function valuesFor(node: CategoryNode, key: AttributeKey): readonly string[] {
  return (
    leafAttributeValues[node.name]?.[key] ??
    segmentAttributeValues[node.segment.key]?.[key] ??
    attributeValues[key]
  );
}

/**
 * `count` products for the store. Every leaf category gets at least two products, the rest are
 * spread by the store's segment mix; stock follows a fixed pattern so every store always has
 * items that are out of stock (0) and items that are low (1-3).
 */
export function generateProducts(
  store: StoreCatalogSpec,
  count: number,
  brands: BrandSeed[],
): ProductSeed[] {
  return Array.from(productSeeds(store, count, brands));
}

/** The same products one at a time, so a 100k catalogue is written without holding it all. */
export function* productSeeds(
  store: StoreCatalogSpec,
  count: number,
  brands: BrandSeed[],
): Generator<ProductSeed> {
  const random = createRandom(hashString(`products:${store.storeId}`));
  const leaves = buildCategoryNodes(store).filter((node) => node.leaf);
  const weights = leaves.map((node) => {
    const segmentWeight = store.mix[node.segment.key] ?? 0;
    const leafCount = node.segment.subs.reduce((sum, sub) => sum + sub.leaves.length, 0);
    return segmentWeight / leafCount;
  });
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const brandsBySegment = new Map<SegmentKey, BrandSeed[]>();
  for (const brand of brands) {
    for (const key of brand.spec.segments) {
      brandsBySegment.set(key, [...(brandsBySegment.get(key) ?? []), brand]);
    }
  }
  const skuPrefix = { default: 'DF', hvac: 'HV', parts: 'PT' }[store.storeId];

  for (let index = 0; index < count; index++) {
    const node =
      index < leaves.length * 2
        ? (leaves[index % leaves.length] as CategoryNode)
        : pickWeighted(random, leaves, weights, totalWeight);
    const leaf = node.leaf as LeafSpec;
    const brand = random.pick(brandsBySegment.get(node.segment.key) ?? brands);
    const noun = random.pick(leaf.nouns);
    const spec = leaf.specs && random.chance(0.75) ? random.pick(leaf.specs) : undefined;
    const series = random.pick(seriesNames);
    const name = `${brand.name} ${series} ${spec ? `${spec} ` : ''}${noun}`;
    const model = `${brand.name.replace(/[^A-Z]/g, '').padEnd(2, 'X')}-${random.int(100, 999)}${random.pick(['', 'A', 'B', 'X', 'S'])}`;
    const sku = `${skuPrefix}-${initials(leaf.name)}-${String(index + 1).padStart(6, '0')}`;
    const warranty = random.pick(warranties);

    const attributes: Record<string, string> = {
      item_short_description: `${noun} for ${leaf.use}.`,
      item_long_description:
        `The ${name} is made for ${leaf.use}. ${random.pick(qualities)} ` +
        `${brand.name} is known for ${brand.spec.focus}; this model (${model}) comes with a ${warranty}. ` +
        `${random.pick(qualities)}`,
      item_additional_information: '', // written once the weight is known, below
    };
    // Drawn here, in the order the rows were always drawn, so ids, prices and stock stay as they were
    // (a quarter of the draw once meant freight); the note waits for the weight: only heavy items
    // ship by freight.
    const shippingDraw = random.next();
    const installNote = random.pick(installNotes);
    for (const key of leaf.attributes) {
      if (key === RETIRED_FITMENT_DRAW) random.next();
      else attributes[key] = random.pick(valuesFor(node, key));
    }
    if (spec) {
      if (/ton/i.test(spec)) attributes.tonnage = spec.replace('-Ton', ' tons');
      if (/BTU/.test(spec)) attributes.btu_rating = `${spec}/h`;
      if (/HP$/.test(spec)) attributes.horsepower = spec;
    }
    const specs = specsFor({
      leafName: leaf.name,
      spec,
      noun,
      attributes,
      random: createRandom(hashString(`specs:${store.storeId}:${index}`)),
    });
    attributes.warranty = warranty;
    attributes.model_number = model;
    // Dearer items in a category tend to be bigger: weight follows the price band. Whole units
    // (a 3-ton condenser: about 200 lb crated) ship by freight, everything else as a parcel.
    const price = priceBetween(random, leaf.price[0], leaf.price[1]);
    const weightDraw = random.next();
    const freight = leaf.shipsByFreight === true;
    const weight = freight
      ? FREIGHT_CRATE_LB + Math.sqrt(price) * (1.5 + weightDraw)
      : Math.max(0.1, Math.sqrt(price) * (0.3 + weightDraw * 0.5));
    attributes.weight = `${weight.toFixed(1)} lb`;
    const shippingNote = freight
      ? freightNote
      : (shippingNotes[Math.floor(shippingDraw * 4) % shippingNotes.length] as string);
    attributes.item_additional_information = `${shippingNote} ${installNote} Model number ${model}.`;

    const unrated = random.chance(0.06);
    const seasonal = leaf.season
      ? random.chance(0.85)
        ? seasonMonths[leaf.season]
        : []
      : random.chance(0.08)
        ? seasonMonths[random.pick(['spring', 'winter', 'cooling'] as const)]
        : [];

    yield {
      sku,
      name,
      slug: `${slugify(name)}-${index + 1}`,
      description: `${name}. ${random.pick(qualities)} Ideal for ${leaf.use}.`,
      price,
      discount: random.chance(0.22) ? random.pick([5, 10, 10, 15, 15, 20, 25, 30, 40]) : 0,
      categoryKey: node.key,
      brandName: brand.name,
      ratingRate: unrated ? 0 : ratingAround(random),
      ratingCount: unrated ? 0 : Math.floor(Math.exp(random.next() * 7.5)),
      seasonalMonths: [...seasonal],
      attributes,
      specs,
      createdAt: new Date(
        SEED_REFERENCE_DATE - Math.floor(random.next() * 540 * DAY_MS) - index * 60_000,
      ),
      shippingClass: freight ? 'freight' : 'parcel',
      weightOz: Math.round(Number(weight.toFixed(1)) * 16),
      totalOnHand: stockFor(index, random),
      partNumbers: partNumbersFor(store, index, node.segment.key, brand.name),
    };
  }
}

/** Two capital letters standing for a brand in its part numbers (Frostline: FR). */
function brandCode(name: string): string {
  return name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/** Makers whose numbers a segment's parts replace or interchange with (fictional, like all brands). */
function makersOf(segment: SegmentKey, except: string): string[] {
  return brandSpecs
    .filter((brand) => brand.segments.includes(segment) && brand.name !== except)
    .map((brand) => brand.name);
}

/** Where a segment's OEM numbers come from: HVAC parts replace the equipment maker's numbers. */
const oemSegment: Partial<Record<SegmentKey, SegmentKey>> = {
  'hvac-parts': 'hvac-equipment',
  'replacement-parts': 'replacement-parts',
  appliance: 'appliance',
  automotive: 'automotive',
  marine: 'marine',
};

/**
 * A product's part numbers: always its maker's own number, and for some products the OEM number
 * it replaces, an old number of its own it superseded and another brand's interchange number.
 * Drawn from their own generator (keyed by store and index), so the product rows stay as they
 * were before part numbers existed. Digits come from the index through a bijection mod 10^6, so
 * no two products of a store share a number of one kind.
 */
function partNumbersFor(
  store: StoreCatalogSpec,
  index: number,
  segment: SegmentKey,
  brandName: string,
): PartNumberSeed[] {
  const random = createRandom(hashString(`part-numbers:${store.storeId}:${index}`));
  const digits = (salt: number, length: number) =>
    String((index * 7919 + salt) % 10 ** length).padStart(length, '0');
  const letter = () => random.pick([...'ABCDEFGHJKLMNPRSTUVWXZ']);
  const code = brandCode(brandName);
  const own: Record<SegmentKey, string> = {
    // Equipment model numbers: family, nominal size, efficiency and revision.
    'hvac-equipment': `${code}${random.pick(['4T', '2H', '5A', '3G'])}${digits(11, 6)}${letter()}1`,
    'hvac-parts': `${code}-${digits(23, 6)}-${random.int(10, 99)}`,
    tools: `${code}${digits(37, 6)}`,
    'replacement-parts': `${code}-${digits(41, 6)}${letter()}`,
    automotive: `${code} ${digits(53, 6)}`,
    marine: `${code}${random.int(10, 99)}-${digits(67, 6)}`,
    appliance: `${code}${digits(71, 6)}`,
  };
  const numbers: PartNumberSeed[] = [
    { kind: 'manufacturer', brand: brandName, number: own[segment] },
  ];
  const source = oemSegment[segment];
  const oemMakers = source ? makersOf(source, brandName) : [];
  if (source && oemMakers.length > 0 && random.chance(0.4)) {
    const maker = random.pick(oemMakers);
    const oem: Record<SegmentKey, string> = {
      'hvac-equipment': '',
      'hvac-parts': `${brandCode(maker)}${random.pick(['MOT', 'CAP', 'CTL', 'FAN'])}${digits(83, 6)}`,
      tools: '',
      'replacement-parts': `${digits(89, 3)}-${digits(97, 6)}-${letter()}`,
      automotive: `${digits(101, 5)}-${letter()}${letter()}${digits(103, 3)}`,
      marine: `${random.int(10, 99)}-${digits(107, 6)}${letter()}`,
      appliance: `W${digits(109, 8)}`,
    };
    numbers.push({ kind: 'oem', brand: maker, number: oem[segment] });
  }
  if (random.chance(0.15)) {
    numbers.push({ kind: 'superseded', brand: brandName, number: `${code}${digits(113, 6)}` });
  }
  const others = makersOf(segment, brandName);
  if (others.length > 0 && random.chance(0.2)) {
    const other = random.pick(others);
    numbers.push({
      kind: 'interchange',
      brand: other,
      number: `${brandCode(other)}.${digits(127, 6)}/${letter()}`,
    });
  }
  return numbers;
}

/** Fixed pattern first (so small catalogues still have them), then random. */
function stockFor(index: number, random: Random): number {
  if (index % 23 === 7) return 0;
  if (index % 19 === 4) return 1 + (index % 3);
  if (random.chance(0.04)) return 0;
  if (random.chance(0.05)) return random.int(1, 3);
  return random.int(4, 250);
}

function ratingAround(random: Random): number {
  // Sum of three uniforms: a bell-ish curve centred on 4.1.
  const bell = (random.next() + random.next() + random.next()) / 3 - 0.5;
  return Math.round(Math.min(5, Math.max(1, 4.1 + bell * 3)) * 10) / 10;
}

function priceBetween(random: Random, min: number, max: number): number {
  // Log-uniform: cheap variants are more common than expensive ones.
  const value = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  return value >= 10 ? Math.floor(value) + 0.99 : Math.round(value * 100) / 100;
}

function pickWeighted<T>(random: Random, items: T[], weights: number[], total: number): T {
  let target = random.next() * total;
  for (let i = 0; i < items.length; i++) {
    target -= weights[i] as number;
    if (target <= 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

function initials(text: string): string {
  return text
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length > 2 || /^[A-Z]/.test(word))
    .map((word) => word[0]?.toUpperCase())
    .join('')
    .slice(0, 3)
    .padEnd(3, 'X');
}
