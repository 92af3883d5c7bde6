import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabaseAndPgBouncer, getJson } from '../../../test/test-app.js';
import type { CategoryRecord, CategoryTreeNode } from '@storefront/shared/contract';

type CategoryList = { data: CategoryRecord[]; total: number };

function flatten(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

describeOnEachDatabaseAndPgBouncer('category routes', (context) => {
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

    for (const query of ['limit=1001', 'limit=0', '_start=-2', 'parent_id=x', 'parent_id=-1']) {
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
