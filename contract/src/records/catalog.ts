// Catalogue records as the store API sends them (SPEC §3, docs/contracts.md). The API encodes its
// answers with these and documents them in OpenAPI under the `meta` ids; the front end infers its
// types from them. Fields are in the order the API writes them.
import { z } from 'zod';
import { SHIPPING_CLASSES } from '../domain/shipping';
import { listResponse } from './envelopes';

export const partNumberKinds = ['manufacturer', 'oem', 'superseded', 'interchange'] as const;
export type PartNumberKind = (typeof partNumberKinds)[number];

export const partNumberSchema = z
  .object({
    kind: z.enum(partNumberKinds).meta({
      description:
        "manufacturer: the maker's own number; oem: an original-equipment number it replaces; superseded: an old number it replaced; interchange: another brand's equivalent",
    }),
    brand: z.string().meta({ description: 'Whose number it is' }),
    number: z.string().meta({ description: 'As printed' }),
  })
  .meta({ id: 'PartNumber' });

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string().meta({ description: 'Same as name' }),
    description: z.string(),
    price: z.number().meta({ description: 'USD' }),
    discount: z.number().int().meta({ description: 'Percent off, 0 when none' }),
    category: z.string(),
    categoryId: z.number().int(),
    brand: z.string(),
    brandId: z.number().int(),
    brandLogo: z.string(),
    brand_image: z.string(),
    image: z.string(),
    sku: z.string(),
    inStock: z.boolean(),
    unitsOnHand: z
      .number()
      .int()
      .min(0)
      .meta({ description: 'Units on hand of its SKU, 0 when out of stock' }),
    shippingClass: z.enum(SHIPPING_CLASSES).meta({
      description: 'parcel: the flat charge, free from the threshold; freight: the freight rule',
    }),
    weightLb: z.number().min(0).meta({ description: 'One unit, pounds with one decimal' }),
    rating: z.object({
      rate: z.number().meta({ description: '0-5, one decimal' }),
      count: z.number().int(),
    }),
    createdAt: z.string().meta({ format: 'date-time' }),
    seasonalMonths: z.array(z.number().int()).meta({ description: '1-12; empty = all year' }),
    store_id: z.string(),
    attributes: z.record(z.string(), z.string()).meta({
      description:
        'item_long_description, item_short_description, item_additional_information and extra attributes',
    }),
    partNumbers: z
      .array(partNumberSchema)
      .optional()
      .meta({ description: "GET /products/{id} only: the maker's number first, then the others" }),
    specs: z
      .array(
        z.object({
          key: z.string(),
          label: z.string().meta({ example: 'Capacitance' }),
          value: z
            .union([z.number(), z.string()])
            .meta({ description: 'A number in `unit`, or a choice' }),
          unit: z.string().nullable().meta({ example: 'µF' }),
        }),
      )
      .optional()
      .meta({
        description: 'GET /products/{id} only: the typed specifications of its category, in order',
      }),
    matchedNumber: z
      .object({ number: z.string(), kind: z.enum([...partNumberKinds, 'sku']) })
      .optional()
      .meta({
        description:
          'Searches only: the SKU or part number the search text matched (however typed), when it matched one',
      }),
  })
  .meta({ id: 'Product' });

/** GET /products: a page of products; a search whose misspelt words were corrected names the correction. */
export const productListSchema = listResponse(productSchema).extend({
  didYouMean: z.string().optional().meta({
    description:
      'Searches only: the search with its misspelt words corrected (e.g. contactor for contacter), when the results were found through it',
  }),
});

export const brandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    logo: z.string(),
    url: z.string().meta({ description: 'Storefront path, /brands/{id}' }),
    product_types: z.array(z.string()),
    productCount: z.number().int().meta({ description: 'Active products of the brand' }),
  })
  .meta({ id: 'Brand' });

export const equipmentKinds = [
  'furnace',
  'condenser',
  'air handler',
  'heat pump',
  'water heater',
  'refrigerator',
  'washer',
  'range',
  'dishwasher',
  'outboard',
  'vehicle',
] as const;

const equipmentModelFields = {
  id: z.number().int(),
  brand: z.string(),
  modelNumber: z.string().meta({ description: 'As printed on the rating plate' }),
  kind: z.enum(equipmentKinds),
  name: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int().nullable().meta({ description: 'Null: still made' }),
  url: z.string().meta({ description: 'Storefront path, /models/{id}' }),
  partCount: z.number().int().meta({ description: 'Callouts over all its diagram sections' }),
  engine: z
    .string()
    .optional()
    .meta({ description: "Vehicles only: the configuration's engine, e.g. 2.5L L4 Gas" }),
  horsepower: z.number().optional().meta({ description: 'Outboards only, e.g. 9.9' }),
};

export const equipmentModelSchema = z.object(equipmentModelFields).meta({ id: 'EquipmentModel' });

export const modelPartSchema = z
  .object({
    callout: z.number().int().meta({ description: 'Number on the section diagram' }),
    quantity: z.number().int(),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      sku: z.string(),
      price: z.number().meta({ description: 'USD, before the discount' }),
      discount: z.number().int().meta({ description: 'Percent off, 0 when none' }),
      inStock: z.boolean(),
    }),
  })
  .meta({ id: 'ModelPart' });

export const equipmentModelDetailSchema = z
  .object({
    ...equipmentModelFields,
    sections: z.array(
      z.object({
        id: z.number().int(),
        position: z.number().int(),
        title: z.string(),
        diagram: z.string().meta({ description: 'URL of the generated SVG diagram' }),
        parts: z.array(modelPartSchema).meta({ description: 'By callout number' }),
      }),
    ),
  })
  .meta({ id: 'EquipmentModelDetail' });

/**
 * Whether a part fits one equipment model (GET /products/{id}/fit): `unknown` when the part has
 * no fitment data at all (a tool, a universal part), so the shopper is asked to check.
 */
const fitStatuses = ['fits', 'does-not-fit', 'unknown'] as const;

export const productFitSchema = z
  .object({
    modelId: z.number().int(),
    status: z.enum(fitStatuses).meta({
      description:
        "fits: a part of one of the model's diagram sections; does-not-fit: the part fits other models of the store but not this one; unknown: the part has no fitment data",
    }),
  })
  .meta({ id: 'ProductFit' });

/**
 * A last choice of a selector (issue 37 item 4): the engine of a vehicle's year, make and model,
 * or the year of an outboard's make and horsepower, with the equipment model it names.
 */
export const vehicleEngineChoiceSchema = z
  .object({
    engine: z.string(),
    modelId: z.number().int(),
    modelNumber: z.string(),
  })
  .meta({ id: 'VehicleEngineChoice' });

export const outboardYearChoiceSchema = z
  .object({
    year: z.number().int(),
    modelId: z.number().int(),
    modelNumber: z.string(),
    name: z
      .string()
      .meta({ description: "The model's name, e.g. Harborline 40 HP Outboard Motor" }),
  })
  .meta({ id: 'OutboardYearChoice' });

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
});

const categoryFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string().meta({ description: 'Storefront path, /categories/{id}' }),
  productCount: z.number().int().meta({ description: 'Products in it and its descendants' }),
  is_active: z.boolean(),
  level: z.number().int().min(1).max(3),
  parent: categoryRefSchema.nullable(),
};

/** A category without its children (lists, and the children of one category). */
export const categorySchema = z.object(categoryFields).meta({ id: 'Category' });

export type CategoryRecord = z.infer<typeof categorySchema>;

/** A node of GET /categories/tree: the category with all its descendants. */
export interface CategoryTreeNode extends CategoryRecord {
  children: CategoryTreeNode[];
}

export const categoryTreeNodeSchema: z.ZodType<CategoryTreeNode> = z
  .object({
    ...categoryFields,
    get children() {
      return z.array(categoryTreeNodeSchema);
    },
  })
  .meta({ id: 'CategoryTreeNode' });

/** GET /categories/{id}: the category with its direct children. */
export const categoryWithChildrenSchema = z
  .object({ ...categoryFields, children: z.array(categorySchema) })
  .meta({ id: 'CategoryWithChildren' });

export const inventorySchema = z
  .object({ sku: z.string(), total_on_hand: z.number().int() })
  .meta({ id: 'Inventory' });

/** GET /featured-products answers `{ data: { products } }`. */
export const featuredProductsSchema = z.object({ products: z.array(productSchema) });

const facetCount = z.number().int().min(0);

export const specFacetSchema = z
  .discriminatedUnion('kind', [
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.literal('choice'),
      unit: z.null(),
      values: z
        .array(z.object({ value: z.string(), count: facetCount }))
        .meta({ description: 'Every choice the other filters leave, most products first' }),
    }),
    z.object({
      key: z.string(),
      label: z.string(),
      kind: z.literal('number'),
      unit: z.string().nullable(),
      min: z.number(),
      max: z.number(),
      count: facetCount.meta({ description: 'Products with a value' }),
      values: z
        .array(z.object({ value: z.number(), count: facetCount }))
        .meta({ description: 'Distinct values, smallest first' }),
    }),
  ])
  .meta({ id: 'SpecFacet' });

const idCount = z.object({ id: z.number().int(), name: z.string(), count: facetCount });

/**
 * GET /products/facets: counts for the filters of a product list. Each facet is counted with every
 * other filter applied but not its own, so a shopper sees what widening a choice would add.
 */
export const productFacetsSchema = z
  .object({
    total: facetCount.meta({ description: 'Products matching every filter' }),
    categories: z.array(idCount).meta({ description: 'Categories holding products, most first' }),
    brands: z.array(idCount).meta({ description: 'Brands with products, most first' }),
    inStock: facetCount.meta({ description: 'Products in stock' }),
    price: z
      .object({ min: z.number(), max: z.number() })
      .nullable()
      .meta({ description: 'USD before discount; null when no product matches' }),
    specs: z.array(specFacetSchema).meta({
      description:
        'The spec facets of the matching products (lists narrowed by category, brand or search only)',
    }),
  })
  .meta({ id: 'ProductFacets' });
