import type { Brand } from '@storefront/contract';

/**
 * SPEC §2: when the brand list fails, or comes back empty without a search, the page still offers
 * these 10 well-known brands and reports 35 brands in total (the size of the full catalogue line-up).
 */
export const FALLBACK_BRANDS_TOTAL = 35;

/**
 * A built-in brand has a name and what it sells but no id: ids belong to the store API's brands,
 * and a made-up one would open another brand's products. Its card searches products by name instead.
 */
export type FallbackBrand = Pick<Brand, 'name' | 'description' | 'product_types'>;

function fallbackBrand(name: string, description: string, productTypes: string[]): FallbackBrand {
  return { name, description, product_types: productTypes };
}

export const FALLBACK_BRANDS: readonly FallbackBrand[] = [
  fallbackBrand('Carrier', 'Heating and air-conditioning systems for homes and businesses.', [
    'Air conditioners',
    'Furnaces',
    'Heat pumps',
  ]),
  fallbackBrand('Trane', 'Reliable HVAC equipment and replacement components.', [
    'Air conditioners',
    'Heat pumps',
    'Thermostats',
  ]),
  fallbackBrand('Lennox', 'High-efficiency heating and cooling products.', [
    'Furnaces',
    'Air handlers',
    'Coils',
  ]),
  fallbackBrand('Honeywell', 'Controls, thermostats and air-quality products.', [
    'Thermostats',
    'Sensors',
    'Filters',
  ]),
  fallbackBrand('Goodman', 'Affordable, dependable heating and cooling equipment.', [
    'Condensers',
    'Furnaces',
    'Package units',
  ]),
  fallbackBrand('Rheem', 'Water heaters and HVAC systems.', [
    'Water heaters',
    'Air conditioners',
    'Furnaces',
  ]),
  fallbackBrand('DeWalt', 'Professional power tools and accessories.', [
    'Drills',
    'Saws',
    'Batteries',
  ]),
  fallbackBrand('Milwaukee', 'Heavy-duty power tools and hand tools for the trades.', [
    'Impact drivers',
    'Hand tools',
    'Storage',
  ]),
  fallbackBrand('Bosch', 'Tools, appliance parts and automotive components.', [
    'Power tools',
    'Appliance parts',
    'Spark plugs',
  ]),
  fallbackBrand('Emerson', 'Motors, compressors and HVAC controls.', [
    'Motors',
    'Compressors',
    'Controls',
  ]),
];
