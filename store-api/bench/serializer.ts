// `pnpm --filter store-api exec tsx bench/serializer.ts`: how long encoding a product page takes
// with each way of sending a response (plain JSON.stringify, fast-json-stringify compiled from the
// shared zod schema, the zod encode + JSON.stringify of the check mode). Prints figures only.
import { listResponse, productSchema } from '@storefront/contract/records';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

const pageSchema = listResponse(productSchema);

function product(id: number): z.infer<typeof productSchema> {
  return {
    id,
    name: `Condenser fan motor ${id} 1/4 HP 230V`,
    title: `Condenser fan motor ${id} 1/4 HP 230V`,
    description: 'Direct replacement motor for outdoor condenser units, ball bearings, reversible.',
    price: 129.99 + id,
    discount: id % 4 === 0 ? 15 : 0,
    category: 'Motors',
    categoryId: 12,
    brand: 'Carrier',
    brandId: 3,
    brandLogo: 'http://localhost:4000/store-api/images/brands/3.svg',
    brand_image: 'http://localhost:4000/store-api/images/brands/3.svg',
    image: `http://localhost:4000/store-api/images/products/${id}.svg`,
    sku: `HV-MOT-${String(id).padStart(6, '0')}`,
    inStock: id % 5 !== 0,
    unitsOnHand: id % 5 !== 0 ? 12 : 0,
    shippingClass: 'parcel',
    weightLb: 6.5,
    rating: { rate: 4.3, count: 87 },
    createdAt: new Date(1_700_000_000_000 + id * 60_000).toISOString(),
    seasonalMonths: [5, 6, 7, 8],
    store_id: 'hvac',
    attributes: {
      item_long_description: 'A long description of the motor, its mounting and its wiring.',
      item_short_description: 'Fan motor, 1/4 HP',
      voltage: '230V',
      rpm: '1075',
    },
  };
}

const encoders: Record<string, (page: unknown) => string> = {
  'JSON.stringify': (page) => JSON.stringify(page),
  'fast-json-stringify': fastJson(
    z.toJSONSchema(pageSchema, { target: 'draft-7', io: 'output' }) as object,
  ),
  'zod encode + JSON.stringify': (page) =>
    JSON.stringify(z.encode(pageSchema, page as z.infer<typeof pageSchema>)),
};

for (const size of [12, 100]) {
  const page = { data: Array.from({ length: size }, (_, index) => product(index + 1)), total: 999 };
  const expected = JSON.stringify(page);
  const rounds = size === 12 ? 20_000 : 3_000;
  for (const [name, encode] of Object.entries(encoders)) {
    if (encode(page) !== expected) console.log(`${name} writes other bytes than JSON.stringify`);
    for (let i = 0; i < rounds / 10; i++) encode(page); // warm up
    const started = process.hrtime.bigint();
    for (let i = 0; i < rounds; i++) encode(page);
    const micros = Number(process.hrtime.bigint() - started) / 1000 / rounds;
    console.log(`${size} products, ${name}: ${micros.toFixed(1)} µs per page`);
  }
}
