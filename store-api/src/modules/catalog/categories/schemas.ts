// Category shapes (SPEC §3 / docs/contracts.md) and the query schemas of the category routes.
import { z } from 'zod';
import { idParam, limitQuery, MAX_ID, searchQuery, startQuery } from '../../../schemas/common.js';

export const MAX_CATEGORY_PAGE = 1000;

const categoryFields = {
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  url: z.string().meta({ description: 'Storefront path, /categories/{id}' }),
  productCount: z.number().int().meta({ description: 'Products in it and its descendants' }),
  is_active: z.boolean(),
  level: z.number().int().min(1).max(3),
  parent: z.object({ id: z.number().int(), name: z.string(), level: z.number().int() }).nullable(),
};

export const categorySchema = z.object(categoryFields).meta({ id: 'Category' });

export interface CategoryTreeNode extends z.infer<typeof categorySchema> {
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

export const categoryWithChildrenSchema = z
  .object({ ...categoryFields, children: z.array(categorySchema) })
  .meta({ id: 'CategoryWithChildren' });

export type Category = z.infer<typeof categorySchema>;

export const listCategoriesQuery = z.object({
  _start: startQuery,
  limit: limitQuery(100, MAX_CATEGORY_PAGE),
  parent_id: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^\d+$/, { error: 'parent_id must be a whole number (0 for top-level categories)' })
        .transform(Number)
        .refine((value) => value <= MAX_ID, { error: 'parent_id is too large' })
        .optional(),
    )
    .meta({ description: 'Children of this category; 0 = top-level categories', type: 'integer' }),
  search: searchQuery,
});

export const categoryIdParams = z.object({ id: idParam('Category id') });
