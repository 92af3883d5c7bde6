import type { Brand } from '@storefront/shared';

/**
 * SPEC §2: when the brand list fails, or comes back empty without a search, the page still offers
 * these 10 well-known brands and reports 35 brands in total (the size of the full catalogue line-up).
 */
export const FALLBACK_BRANDS_TOTAL = 35;

function fallbackBrand(
  id: number,
  name: string,
  description: string,
  productTypes: string[],
): Brand {
  // The built-in list knows no product counts (0); the brand pages do not show them.
  return {
    id,
    name,
    description,
    logo: '',
    url: `/brands/${id}`,
    product_types: productTypes,
    productCount: 0,
  };
}

export const FALLBACK_BRANDS: readonly Brand[] = [
  fallbackBrand(1, 'Carrier', 'Heating and air-conditioning systems for homes and businesses.', [
    'Air conditioners',
    'Furnaces',
    'Heat pumps',
  ]),
  fallbackBrand(2, 'Trane', 'Reliable HVAC equipment and replacement components.', [
    'Air conditioners',
    'Heat pumps',
    'Thermostats',
  ]),
  fallbackBrand(3, 'Lennox', 'High-efficiency heating and cooling products.', [
    'Furnaces',
    'Air handlers',
    'Coils',
  ]),
  fallbackBrand(4, 'Honeywell', 'Controls, thermostats and air-quality products.', [
    'Thermostats',
    'Sensors',
    'Filters',
  ]),
  fallbackBrand(5, 'Goodman', 'Affordable, dependable heating and cooling equipment.', [
    'Condensers',
    'Furnaces',
    'Package units',
  ]),
  fallbackBrand(6, 'Rheem', 'Water heaters and HVAC systems.', [
    'Water heaters',
    'Air conditioners',
    'Furnaces',
  ]),
  fallbackBrand(7, 'DeWalt', 'Professional power tools and accessories.', [
    'Drills',
    'Saws',
    'Batteries',
  ]),
  fallbackBrand(8, 'Milwaukee', 'Heavy-duty power tools and hand tools for the trades.', [
    'Impact drivers',
    'Hand tools',
    'Storage',
  ]),
  fallbackBrand(9, 'Bosch', 'Tools, appliance parts and automotive components.', [
    'Power tools',
    'Appliance parts',
    'Spark plugs',
  ]),
  fallbackBrand(10, 'Emerson', 'Motors, compressors and HVAC controls.', [
    'Motors',
    'Compressors',
    'Controls',
  ]),
];
