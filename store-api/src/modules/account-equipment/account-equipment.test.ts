import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { describeOnEachDatabase, type TestContext } from '../../testing/test-app.js';
import { callApi, registerCustomer, type TestCustomer } from '../../testing/customers.js';

interface Saved {
  modelId: number;
  brand: string;
  modelNumber: string;
  name: string;
  kind: string;
  year?: number;
}

/** Models of our own, so the expected lists are written out whatever the seed holds. */
async function insertModel(
  { db }: TestContext,
  store: string,
  fields: {
    brand: string;
    modelNumber: string;
    name: string;
    yearFrom: number;
    yearTo: number | null;
  },
) {
  const row = await db
    .insertInto('equipment_models')
    .values({
      store_id: store,
      brand: fields.brand,
      model_number: fields.modelNumber,
      kind: 'furnace',
      name: fields.name,
      year_from: fields.yearFrom,
      year_to: fields.yearTo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeOnEachDatabase('account equipment (My equipment)', (context) => {
  let furnace: number;
  let heater: number;
  let otherStoreModel: number;
  before(async () => {
    furnace = await insertModel(context(), 'hvac', {
      brand: 'Equiptest',
      modelNumber: 'EQT-589',
      name: 'Equiptest 80% gas furnace',
      yearFrom: 2015,
      yearTo: 2020,
    });
    heater = await insertModel(context(), 'hvac', {
      brand: 'Equiptest',
      modelNumber: 'EQT-610A',
      name: 'Equiptest condensing furnace',
      yearFrom: 2018,
      yearTo: null,
    });
    otherStoreModel = await insertModel(context(), 'parts', {
      brand: 'Equiptest',
      modelNumber: 'EQT-700',
      name: 'Equiptest parts-store model',
      yearFrom: 2010,
      yearTo: 2012,
    });
  });

  const furnaceSaved = (year?: number): Saved => ({
    modelId: furnace,
    brand: 'Equiptest',
    modelNumber: 'EQT-589',
    name: 'Equiptest 80% gas furnace',
    kind: 'furnace',
    ...(year !== undefined && { year }),
  });
  const heaterSaved = (year?: number): Saved => ({
    modelId: heater,
    brand: 'Equiptest',
    modelNumber: 'EQT-610A',
    name: 'Equiptest condensing furnace',
    kind: 'furnace',
    ...(year !== undefined && { year }),
  });

  const list = (customer: TestCustomer) =>
    callApi<{ data: Saved[]; error: string }>(context().app, {
      path: '/account/equipment',
      token: customer.token,
    });
  const save = (customer: TestCustomer, modelId: number, body: object = {}) =>
    callApi<{ data: Saved[]; error: string }>(context().app, {
      method: 'PUT',
      path: `/account/equipment/${modelId}`,
      token: customer.token,
      body,
    });
  const remove = (customer: TestCustomer, modelId: number) =>
    callApi<{ data: Saved[]; error: string }>(context().app, {
      method: 'DELETE',
      path: `/account/equipment/${modelId}`,
      token: customer.token,
    });
  const merge = (customer: TestCustomer, equipment: object[]) =>
    callApi<{ data: { equipment: Saved[]; skipped: number[] }; error: string }>(context().app, {
      method: 'POST',
      path: '/account/equipment/merge',
      token: customer.token,
      body: { equipment },
    });

  describe('saving, listing and removing', () => {
    it('saves a model with its year, lists the newest first, and saving again changes the year', async () => {
      const customer = await registerCustomer(context().app);
      assert.deepEqual((await list(customer)).body, { data: [] });
      assert.deepEqual((await save(customer, furnace, { year: 2017 })).body, {
        data: [furnaceSaved(2017)],
      });
      const second = await save(customer, heater);
      assert.equal(second.status, 200);
      assert.deepEqual(second.body.data, [heaterSaved(), furnaceSaved(2017)]);
      const again = await save(customer, furnace, { year: 2019 });
      assert.deepEqual(
        again.body.data,
        [heaterSaved(), furnaceSaved(2019)],
        'one row, its place kept',
      );
      assert.deepEqual((await list(customer)).body.data, [heaterSaved(), furnaceSaved(2019)]);
    });

    it('removes a model, and removing one not saved answers the list as it is', async () => {
      const customer = await registerCustomer(context().app);
      await save(customer, furnace);
      await save(customer, heater);
      assert.deepEqual((await remove(customer, furnace)).body, { data: [heaterSaved()] });
      assert.deepEqual((await remove(customer, furnace)).body, { data: [heaterSaved()] });
    });

    it("refuses a year outside the model's years with the years it was made", async () => {
      const customer = await registerCustomer(context().app);
      const early = await save(customer, furnace, { year: 2012 });
      assert.equal(early.status, 400);
      assert.equal(
        early.body.error,
        'Model EQT-589 was made for the years 2015 to 2020: please choose a year in that range.',
      );
      const nextYear = new Date().getUTCFullYear() + 1;
      assert.equal(await save(customer, heater, { year: nextYear }).then((r) => r.status), 200);
      const late = await save(customer, heater, { year: nextYear + 1 });
      assert.equal(late.status, 400);
      assert.deepEqual((await list(customer)).body.data, [heaterSaved(nextYear)]);
    });

    it('refuses a model of another store or of no store with 404, saving nothing', async () => {
      const customer = await registerCustomer(context().app);
      const foreign = await save(customer, otherStoreModel);
      assert.equal(foreign.status, 404);
      assert.equal(foreign.body.error, `Model ${otherStoreModel} not found in this store`);
      assert.equal((await save(customer, 2_000_000_000)).status, 404);
      assert.deepEqual((await list(customer)).body.data, []);
    });
  });

  describe('who may call', () => {
    it('answers 401 to an anonymous caller and to a dead token on every route', async () => {
      const calls = [
        { method: 'GET' as const, path: '/account/equipment' },
        { method: 'PUT' as const, path: `/account/equipment/${furnace}`, body: {} },
        { method: 'DELETE' as const, path: `/account/equipment/${furnace}` },
        { method: 'POST' as const, path: '/account/equipment/merge', body: { equipment: [] } },
      ];
      for (const call of calls) {
        for (const token of [undefined, 'not-a-token']) {
          const answer = await callApi<{ error: string }>(context().app, { ...call, token });
          assert.equal(answer.status, 401, `${call.method} ${call.path} with ${String(token)}`);
        }
      }
    });

    it("shows and changes only the caller's own list", async () => {
      const ada = await registerCustomer(context().app);
      const bob = await registerCustomer(context().app);
      await save(ada, furnace, { year: 2016 });
      await save(bob, heater);
      assert.deepEqual((await list(ada)).body.data, [furnaceSaved(2016)]);
      assert.deepEqual((await list(bob)).body.data, [heaterSaved()]);
      // Bob removing Ada's model touches only his own list.
      assert.deepEqual((await remove(bob, furnace)).body.data, [heaterSaved()]);
      assert.deepEqual((await list(ada)).body.data, [furnaceSaved(2016)]);
    });

    it("refuses a token of another store's customer", async () => {
      const partsCustomer = await registerCustomer(context().app, { store: 'parts' });
      const answer = await callApi(context().app, {
        path: '/account/equipment',
        token: partsCustomer.token,
        store: 'hvac',
      });
      assert.equal(answer.status, 401);
    });
  });

  describe('merging a guest list on sign-in', () => {
    it("adds the guest's models, skips unknown and other-store ones, and keeps the account's years", async () => {
      const customer = await registerCustomer(context().app);
      await save(customer, furnace, { year: 2016 });
      const { status, body } = await merge(customer, [
        { modelId: heater, year: 2019 },
        { modelId: otherStoreModel },
        { modelId: 2_000_000_000 },
        { modelId: furnace, year: 2018 },
      ]);
      assert.equal(status, 200);
      assert.deepEqual(body.data, {
        equipment: [heaterSaved(2019), furnaceSaved(2016)],
        skipped: [otherStoreModel, 2_000_000_000],
      });
      assert.deepEqual((await list(customer)).body.data, [heaterSaved(2019), furnaceSaved(2016)]);
    });

    it("keeps the guest's order, fills a year the account lacked and drops a year outside the model", async () => {
      const customer = await registerCustomer(context().app);
      await save(customer, heater);
      const { body } = await merge(customer, [
        { modelId: furnace, year: 1999 },
        { modelId: heater, year: 2020 },
      ]);
      assert.deepEqual(body.data.equipment, [furnaceSaved(), heaterSaved(2020)]);
      assert.deepEqual(body.data.skipped, []);
    });

    it('merges an empty list into the list as it is', async () => {
      const customer = await registerCustomer(context().app);
      await save(customer, furnace);
      assert.deepEqual((await merge(customer, [])).body.data, {
        equipment: [furnaceSaved()],
        skipped: [],
      });
    });
  });

  describe('the limit of 50 models', () => {
    const many: number[] = [];
    before(async () => {
      for (let index = 1; index <= 51; index += 1) {
        many.push(
          await insertModel(context(), 'hvac', {
            brand: 'Equipcap',
            modelNumber: `CAP-${index}`,
            name: `Capacity model ${index}`,
            yearFrom: 2000,
            yearTo: 2010,
          }),
        );
      }
    });

    it('refuses a 51st model with 409 and a clear message, and still lets a saved one change', async () => {
      const customer = await registerCustomer(context().app);
      for (const modelId of many.slice(0, 50))
        assert.equal((await save(customer, modelId)).status, 200);
      const refused = await save(customer, many[50]!);
      assert.equal(refused.status, 409);
      assert.equal(
        refused.body.error,
        'My equipment holds up to 50 models. Please remove one before saving another.',
      );
      assert.equal((await save(customer, many[0]!, { year: 2005 })).status, 200);
      const listed = (await list(customer)).body.data;
      assert.equal(listed.length, 50);
      assert.ok(!listed.some((item) => item.modelId === many[50]));
    });

    it('merges up to the limit and answers the rest as skipped', async () => {
      const customer = await registerCustomer(context().app);
      for (const modelId of many.slice(0, 48)) await save(customer, modelId);
      // The guest list is newest first: the oldest two fill the list, the newest is left out.
      const { body } = await merge(customer, [
        { modelId: many[50]! },
        { modelId: many[49]! },
        { modelId: many[48]! },
      ]);
      assert.equal(body.data.equipment.length, 50);
      assert.deepEqual(body.data.skipped, [many[50]]);
      assert.deepEqual(
        body.data.equipment.slice(0, 2).map((item) => item.modelNumber),
        ['CAP-50', 'CAP-49'],
      );
    });
  });
});
