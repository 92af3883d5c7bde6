// The category tree of one store with product counts that include every descendant.
// A store has tens to hundreds of categories, so the tree is built in memory from two small
// queries, shared for a few seconds, and the routes filter it.
import type { Db } from '../../../db/connection.js';
import { catalogCache } from '../cache-policy.js';
import { createActiveProductCounts } from '../active-product-counts.js';
import type { CategoryRecord, CategoryTreeNode } from '@storefront/contract/records';

export interface StoreCategoryTree {
  /** Every category, parents before children, siblings in display order. */
  all: CategoryTreeNode[];
  byId: Map<number, CategoryTreeNode>;
  roots: CategoryTreeNode[];
}

export function createCategoriesRepository(db: Db) {
  // Trees are read-only once built, so requests within a few seconds share one.
  const trees = catalogCache<StoreCategoryTree>(20);
  const activeProducts = createActiveProductCounts(db);

  return {
    tree: (storeId: string) => trees.forceFetch(storeId, { context: () => buildTree(storeId) }),
  };

  async function buildTree(storeId: string): Promise<StoreCategoryTree> {
    const [rows, ownCount] = await Promise.all([
      db
        .selectFrom('categories')
        .select(['id', 'parent_id', 'level', 'name', 'description', 'is_active'])
        .where('store_id', '=', storeId)
        .orderBy('level')
        .orderBy('sort_order')
        .orderBy('name')
        .execute(),
      activeProducts.byCategory(storeId),
    ]);
    const byId = new Map<number, CategoryTreeNode>();
    const roots: CategoryTreeNode[] = [];
    const all: CategoryTreeNode[] = [];
    for (const row of rows) {
      const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
      const node: CategoryTreeNode = {
        id: row.id,
        name: row.name,
        description: row.description,
        url: `/categories/${row.id}`,
        productCount: 0,
        is_active: row.is_active,
        level: row.level,
        parent: parent ? { id: parent.id, name: parent.name, level: parent.level } : null,
        children: [],
      };
      byId.set(node.id, node);
      all.push(node);
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const counts = countsWithDescendants(byId, ownCount);
    for (const node of all) node.productCount = counts.get(node.id) ?? 0;
    return { all, byId, roots };
  }
}

/**
 * Each category's count of products with its descendants' added, from the counts by the products'
 * own category: a category's products are credited to it and to every ancestor. Categories that
 * end with none are left out.
 */
export function countsWithDescendants(
  byId: ReadonlyMap<number, CategoryTreeNode>,
  ownCount: ReadonlyMap<number, number>,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [categoryId, count] of ownCount) {
    if (count <= 0) continue;
    for (let node = byId.get(categoryId); node; node = byId.get(node.parent?.id ?? 0))
      counts.set(node.id, (counts.get(node.id) ?? 0) + count);
  }
  return counts;
}

/** A tree node without its children, as the list and child entries show it. */
export function withoutChildren(node: CategoryTreeNode): CategoryRecord {
  const { children: _children, ...category } = node;
  return category;
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
