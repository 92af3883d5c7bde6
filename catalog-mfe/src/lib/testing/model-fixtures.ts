// A furnace and a condensing unit as the store API describes them, for the model pages' tests.
import type { EquipmentModelDetail } from '@storefront/contract';

export const furnace: EquipmentModelDetail = {
  id: 28,
  brand: 'AeroZone',
  modelNumber: 'AE-GF367',
  kind: 'furnace',
  name: 'AeroZone 120,000 BTU Gas Furnace',
  yearFrom: 2006,
  yearTo: 2011,
  url: '/models/28',
  partCount: 3,
  sections: [
    {
      id: 64,
      position: 1,
      title: 'Blower assembly',
      diagram: 'http://api.test/store-api/models/28/sections/64/diagram.svg',
      parts: [
        {
          callout: 1,
          quantity: 1,
          product: {
            id: 505,
            name: 'AeroZone Pro Multi-Speed Blower Motor',
            sku: 'HV-BMX-000185',
            price: 128.99,
            discount: 15,
            inStock: true,
          },
        },
        {
          callout: 2,
          quantity: 1,
          product: {
            id: 555,
            name: 'Fieldpro Instruments Core 18 in. Inducer Fan Wheel',
            sku: 'HV-FBB-000235',
            price: 187.99,
            discount: 0,
            inStock: false,
          },
        },
      ],
    },
    {
      id: 66,
      position: 2,
      title: 'Control panel',
      diagram: 'http://api.test/store-api/models/28/sections/66/diagram.svg',
      parts: [
        {
          callout: 1,
          quantity: 2,
          product: {
            id: 526,
            name: 'Heatwell Essential 35+5 MFD Dual Run Capacitor',
            sku: 'HV-CXX-000206',
            price: 20.99,
            discount: 0,
            inStock: true,
          },
        },
      ],
    },
  ],
};

export const condenser: EquipmentModelDetail = {
  id: 33,
  brand: 'AeroZone',
  modelNumber: 'AE-CU109B',
  kind: 'condenser',
  name: 'AeroZone 4 Ton Condensing Unit',
  yearFrom: 2019,
  yearTo: null,
  url: '/models/33',
  partCount: 1,
  sections: [],
};

/** A vehicle configuration (kind 'vehicle': make, model and engine over its years), no parts. */
const vehicle = (
  id: number,
  brand: string,
  name: string,
  engine: string,
  yearFrom: number,
  yearTo: number,
): EquipmentModelDetail => ({
  id,
  brand,
  modelNumber: `${name} ${engine} ${yearFrom}-${yearTo}`,
  kind: 'vehicle',
  name,
  engine,
  yearFrom,
  yearTo,
  url: `/models/${id}`,
  partCount: 0,
  sections: [],
});

export const vehicles: EquipmentModelDetail[] = [
  vehicle(81, 'Kestrel', 'Lark', '1.5L L4 Gas', 2012, 2021),
  vehicle(82, 'Kestrel', 'Lark', '1.8L L4 Gas', 2013, 2020),
  vehicle(79, 'Kestrel', 'Ridgeback', '2.5L L4 Gas', 2009, 2021),
  vehicle(90, 'Arden', 'Highmoor', '3.6L V6 Gas', 2007, 2010),
];

const outboard = (
  id: number,
  brand: string,
  modelNumber: string,
  horsepower: number,
  yearFrom: number,
  yearTo: number,
): EquipmentModelDetail => ({
  id,
  brand,
  modelNumber,
  kind: 'outboard',
  name: `${brand} ${horsepower} HP Outboard Motor`,
  horsepower,
  yearFrom,
  yearTo,
  url: `/models/${id}`,
  partCount: 0,
  sections: [],
});

export const outboards: EquipmentModelDetail[] = [
  outboard(136, 'Seaworthy Marine', 'SE-F99A', 9.9, 2005, 2012),
  outboard(137, 'Seaworthy Marine', 'SE-F99B', 9.9, 2013, 2014),
  outboard(140, 'Seaworthy Marine', 'SE-F25A', 25, 2010, 2015),
  outboard(145, 'Harborline', 'HA-F40A', 40, 2009, 2016),
  outboard(150, 'Harborline', 'HA-OB40', 40, 2014, 2014),
];
