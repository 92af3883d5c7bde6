import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';
import type { CategoryRecord, CategoryTreeNode } from '@storefront/contract/records';

type CategoryList = { data: CategoryRecord[]; total: number };
type ProductTotal = { total: number };

function flatten(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describeOnEachDatabase('category routes', (context) => {
  describe('GET /categories/tree', () => {
    it('nests three levels whose product counts add up', async () => {
      const { status, body } = await getJson<{ data: CategoryTreeNode[] }>(
        context().app,
        '/categories/tree',
      );
      assert.equal(status, 200);
      assert.deepEqual(
        body.data.map((node) => node.name),
        ['HVAC Equipment', 'HVAC Parts', 'Tools'],
      );
      for (const node of flatten(body.data)) {
        assert.ok(node.description.length > 10, `${node.name} has a description`);
        assert.equal(node.url, `/categories/${node.id}`);
        if (node.level < 3) {
          assert.ok(node.children.length > 0, `${node.name} has children`);
          assert.equal(
            node.productCount,
            node.children.reduce((sum, child) => sum + child.productCount, 0),
            `${node.name} counts its descendants`,
          );
          for (const child of node.children) {
            assert.equal(child.level, node.level + 1);
            assert.deepEqual(child.parent, { id: node.id, name: node.name, level: node.level });
          }
        } else {
          assert.deepEqual(node.children, []);
        }
      }
    });

    it('gives the parts store its automotive, marine and appliance trees', async () => {
      const { body } = await getJson<{ data: CategoryTreeNode[] }>(
        context().app,
        '/categories/tree',
        'parts',
      );
      const names = body.data.map((node) => node.name);
      for (const name of ['Automotive Parts', 'Marine Parts', 'Appliance Parts', 'Tools']) {
        assert.ok(names.includes(name), name);
      }
    });
  });

  describe('GET /categories', () => {
    it('lists every category with the total, top level first', async () => {
      const app = context().app;
      const tree = await getJson<{ data: CategoryTreeNode[] }>(app, '/categories/tree');
      const { body, headers } = await getJson<CategoryList>(app, '/categories?limit=1000');
      assert.equal(body.total, flatten(tree.body.data).length);
      assert.equal(headers['x-total-count'], String(body.total));
      const levels = body.data.map((category) => category.level);
      assert.deepEqual(levels, [...levels].sort());
      assert.ok(body.data.every((category) => !('children' in category)));
    });

    it('pages with _start and limit', async () => {
      const app = context().app;
      const all = await getJson<CategoryList>(app, '/categories?limit=1000');
      const page = await getJson<CategoryList>(app, '/categories?_start=8&limit=8');
      assert.deepEqual(page.body.data, all.body.data.slice(8, 16));
      assert.equal(page.body.total, all.body.total);
    });

    it('lists top-level categories with parent_id=0 and children with parent_id', async () => {
      const app = context().app;
      const roots = await getJson<CategoryList>(app, '/categories?parent_id=0');
      assert.ok(roots.body.data.length > 0);
      assert.ok(roots.body.data.every((category) => category.parent === null));
      const parent = roots.body.data[0]!;
      const children = await getJson<CategoryList>(app, `/categories?parent_id=${parent.id}`);
      assert.ok(children.body.total > 0);
      assert.ok(children.body.data.every((category) => category.parent?.id === parent.id));
    });

    it('searches names as plain text', async () => {
      const app = context().app;
      const { body } = await getJson<CategoryList>(app, '/categories?search=MOTOR');
      assert.ok(body.total > 0);
      assert.ok(body.data.every((category) => /motor/i.test(category.name)));
      const ampersand = await getJson<CategoryList>(
        app,
        `/categories?search=${encodeURIComponent('&')}`,
      );
      assert.ok(ampersand.body.data.every((category) => category.name.includes('&')));
      const wildcard = await getJson<CategoryList>(app, '/categories?search=%25');
      assert.equal(wildcard.body.total, 0);
    });

    it("with productSearch lists only the categories with matching products, productCount counting those (the results' category strip)", async () => {
      const app = context().app;
      const roots = await getJson<CategoryList>(app, '/categories?parent_id=0');
      /** The product list's own count of "relay" in a category and its descendants. */
      const relaysIn = async (categoryId: number) =>
        (
          await getJson<ProductTotal>(
            app,
            `/products?search=relay&categoryId=${categoryId}&limit=1`,
          )
        ).body.total;
      const expected: { name: string; productCount: number }[] = [];
      for (const root of roots.body.data) {
        const productCount = await relaysIn(root.id);
        if (productCount > 0) expected.push({ name: root.name, productCount });
      }
      // Relays are HVAC parts: the tools and the equipment have none.
      assert.deepEqual(
        expected.map((category) => category.name),
        ['HVAC Parts'],
      );

      const { body, headers } = await getJson<CategoryList>(
        app,
        '/categories?parent_id=0&productSearch=Relay',
      );
      assert.deepEqual(
        body.data.map(({ name, productCount }) => ({ name, productCount })),
        expected,
      );
      assert.equal(body.total, 1);
      assert.equal(headers['x-total-count'], '1');

      // One level down the same: only the children holding relays, with their own counts.
      const parent = body.data[0]!;
      const children = await getJson<CategoryList>(
        app,
        `/categories?parent_id=${parent.id}&productSearch=relay`,
      );
      assert.ok(children.body.data.length > 0);
      let sum = 0;
      for (const child of children.body.data) {
        assert.equal(child.productCount, await relaysIn(child.id), child.name);
        sum += child.productCount;
      }
      assert.equal(sum, parent.productCount);

      const nothing = await getJson<CategoryList>(app, '/categories?productSearch=zzqx');
      assert.deepEqual(nothing.body, { data: [], total: 0 });
    });

    for (const query of [
      'limit=1001',
      'limit=0',
      '_start=-2',
      'parent_id=x',
      'parent_id=-1',
      `productSearch=${'x'.repeat(201)}`,
    ]) {
      it(`refuses ${query} with a readable 400`, async () => {
        const { status, body } = await getJson<{ error: string }>(
          context().app,
          `/categories?${query}`,
        );
        assert.equal(status, 400);
        assert.match(body.error, new RegExp(query.split('=')[0]!));
      });
    }
  });

  describe('GET /categories/{id}', () => {
    it('answers the category with its direct children', async () => {
      const app = context().app;
      const tree = await getJson<{ data: CategoryTreeNode[] }>(app, '/categories/tree');
      const top = tree.body.data[0]!;
      const { status, body } = await getJson<{ data: CategoryTreeNode }>(
        app,
        `/categories/${top.id}`,
      );
      assert.equal(status, 200);
      assert.equal(body.data.productCount, top.productCount);
      assert.deepEqual(
        body.data.children.map((child) => child.id),
        top.children.map((child) => child.id),
      );
      assert.ok(body.data.children.every((child) => !('children' in child)));
    });

    it("answers 404 for another store's category and 400 for a bad id", async () => {
      const app = context().app;
      const other = await getJson<CategoryList>(app, '/categories?limit=1', 'parts');
      assert.equal((await getJson(app, `/categories/${other.body.data[0]!.id}`)).status, 404);
      const bad = await getJson<{ error: string }>(app, '/categories/abc');
      assert.equal(bad.status, 400);
      assert.match(bad.body.error, /Category id/);
    });
  });
});
