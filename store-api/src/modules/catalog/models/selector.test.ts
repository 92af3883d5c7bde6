import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';
import type {
  EquipmentModelDetail,
  OutboardYearChoice,
  VehicleEngineChoice,
} from '@storefront/contract';

type List<T> = { data: T[] };

describeOnEachDatabase('vehicle and outboard selectors', (context) => {
  const parts = <T>(path: string) => getJson<List<T>>(context().app, path, 'parts');

  describe('vehicles: year → make → model → engine', () => {
    it('lists the years with vehicles, newest first', async () => {
      const { status, body } = await parts<number>('/vehicles/years');
      assert.equal(status, 200);
      assert.deepEqual(
        body.data,
        [
          2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011,
          2010, 2009, 2008, 2007, 2006, 2005,
        ],
      );
    });

    it('narrows to the makes of a year, their models, and each engine with its model id', async () => {
      const makes = await parts<string>('/vehicles/makes?year=2018');
      assert.deepEqual(makes.body.data, [
        'Arden',
        'Brixton',
        'Caldera',
        'Halvard',
        'Kestrel',
        'Marlowe',
        'Sorrel',
        'Veloran',
      ]);
      const models = await parts<string>('/vehicles/models?year=2018&make=Kestrel');
      assert.deepEqual(models.body.data, ['Lark', 'Ridgeback', 'Summit']);
      const engines = await parts<VehicleEngineChoice>(
        '/vehicles/engines?year=2018&make=Kestrel&model=Lark',
      );
      assert.deepEqual(engines.body.data, [
        { engine: '1.5L L4 Gas', modelId: 81, modelNumber: 'Lark 1.5L L4 Gas 2012-2021' },
        { engine: '1.8L L4 Gas', modelId: 82, modelNumber: 'Lark 1.8L L4 Gas 2013-2020' },
      ]);
      // A year the 1.8 L was not built yet.
      const earlier = await parts<VehicleEngineChoice>(
        '/vehicles/engines?year=2012&make=Kestrel&model=Lark',
      );
      assert.deepEqual(
        earlier.body.data.map((choice) => choice.engine),
        ['1.5L L4 Gas'],
      );
    });

    it("shows the chosen vehicle's engine and years on /models/{id}, and lists vehicles by kind", async () => {
      const { status, body } = await parts<never>('/models/81').then((response) => ({
        ...response,
        body: response.body as unknown as { data: EquipmentModelDetail },
      }));
      assert.equal(status, 200);
      const { sections, ...model } = body.data;
      assert.deepEqual(model, {
        id: 81,
        brand: 'Kestrel',
        modelNumber: 'Lark 1.5L L4 Gas 2012-2021',
        kind: 'vehicle',
        name: 'Lark',
        engine: '1.5L L4 Gas',
        yearFrom: 2012,
        yearTo: 2021,
        url: '/models/81',
        partCount: model.partCount,
      });
      assert.deepEqual(
        sections.map((section) => section.title),
        [
          'Brakes',
          'Ignition',
          'Filters',
          'Belts and cooling',
          'Suspension and wheels',
          'Electrical and lighting',
        ],
      );
      const vehicles = await getJson<{ data: { kind: string }[]; total: number }>(
        context().app,
        '/models?kind=vehicle&limit=100',
        'parts',
      );
      assert.equal(vehicles.body.total, 57);
      assert.ok(vehicles.body.data.every((vehicle) => vehicle.kind === 'vehicle'));
    });
  });

  describe('outboards: make → horsepower → year', () => {
    it('lists the makes, a make’s ratings and the years of a rating with their model ids', async () => {
      const makes = await parts<string>('/outboards/makes');
      assert.deepEqual(makes.body.data, [
        'Bluefin Propellers',
        'Deepwater Pumps',
        'Harborline',
        'Seaworthy Marine',
        'Tidewater Supply',
      ]);
      const horsepower = await parts<number>('/outboards/horsepower?make=Seaworthy%20Marine');
      assert.deepEqual(horsepower.body.data, [9.9, 25, 40, 60]);
      const years = await parts<OutboardYearChoice>(
        '/outboards/years?make=Seaworthy%20Marine&horsepower=9.9',
      );
      const name = 'Seaworthy Marine 9.9 HP Outboard Motor';
      // Two generations of the 9.9 HP: the B from 2013, the A before.
      const generation = (year: number) =>
        year >= 2013
          ? { year, modelId: 137, modelNumber: 'SE-F99B', name }
          : { year, modelId: 136, modelNumber: 'SE-F99A', name };
      assert.deepEqual(
        years.body.data,
        [
          2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010, 2009, 2008, 2007, 2006,
          2005,
        ].map(generation),
      );
      const model = await getJson<{ data: EquipmentModelDetail }>(
        context().app,
        `/models/${years.body.data[0]!.modelId}`,
        'parts',
      );
      assert.equal(model.body.data.kind, 'outboard');
      assert.equal(model.body.data.horsepower, 9.9);
    });
  });

  it('answers empty lists in a store without vehicles or outboards, and for unknown choices', async () => {
    const app = context().app;
    for (const path of [
      '/vehicles/years',
      '/vehicles/makes?year=2018',
      '/vehicles/models?year=2018&make=Kestrel',
      '/vehicles/engines?year=2018&make=Kestrel&model=Lark',
      '/outboards/makes',
      '/outboards/horsepower?make=Harborline',
      '/outboards/years?make=Harborline&horsepower=40',
    ]) {
      const { status, body } = await getJson<List<unknown>>(app, path, 'hvac');
      assert.equal(status, 200, path);
      assert.deepEqual(body, { data: [] }, path);
    }
    for (const path of [
      '/vehicles/makes?year=1990',
      '/vehicles/models?year=2018&make=Zeppelin',
      '/vehicles/models?year=2018&make=kestrel%25',
      `/vehicles/engines?year=2018&make=Kestrel&model=${encodeURIComponent("Lark' or 1=1 --")}`,
      '/outboards/horsepower?make=_',
      '/outboards/years?make=Harborline&horsepower=1000',
    ]) {
      const { status, body } = await getJson<List<unknown>>(app, path, 'parts');
      assert.equal(status, 200, path);
      assert.deepEqual(body, { data: [] }, path);
    }
  });

  it('refuses out-of-range years, bad ratings, missing and over-long choices with a clear 400', async () => {
    const app = context().app;
    for (const [path, error] of [
      ['/vehicles/makes?year=1899', /year must be a model year from 1900 to 2100/],
      ['/vehicles/makes?year=20180', /year must be a model year from 1900 to 2100/],
      ['/vehicles/makes?year=-1', /year must be a model year from 1900 to 2100/],
      ['/vehicles/makes', /year is required/],
      ['/vehicles/models?year=2018', /make is required/],
      ['/vehicles/engines?year=2018&make=Kestrel&model=%20', /model is required/],
      [`/vehicles/models?year=2018&make=${'K'.repeat(201)}`, /make must be at most 200 characters/],
      ['/outboards/years?make=Harborline&horsepower=9.95', /horsepower must be a rating/],
      ['/outboards/years?make=Harborline&horsepower=0', /horsepower must be a rating/],
    ] as const) {
      const { status, body } = await getJson<{ error: string }>(app, path, 'parts');
      assert.equal(status, 400, path);
      assert.match(body.error, error, path);
    }
  });

  it('draws only automotive parts on vehicles and only marine parts on outboards', async () => {
    // The segment of a part is the top category above its leaf.
    const { rows } = await sql<{ kind: string; segment: string; parts: number }>`
      select m.kind, top.name as segment, count(*)::integer as parts
      from equipment_models m
      join model_sections s on s.model_id = m.id
      join model_parts mp on mp.section_id = s.id
      join products p on p.id = mp.product_id
      join categories leaf on leaf.id = p.category_id
      join categories top on leaf.path like '/' || top.id || '/%' and top.level = 1
      where m.kind in ('vehicle', 'outboard')
      group by m.kind, top.name
      order by m.kind, top.name`.execute(context().db);
    assert.deepEqual(
      rows.map(({ kind, segment }) => `${kind}: ${segment}`),
      ['outboard: Marine Parts', 'vehicle: Automotive Parts'],
    );
  });
});
