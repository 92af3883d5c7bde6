import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOnEachDatabase, getJson } from '../../../testing/test-app.js';
import type { EquipmentModel, EquipmentModelDetail } from '@storefront/contract';

type ModelList = { data: EquipmentModel[]; total: number };

const furnace: EquipmentModel = {
  id: 28,
  brand: 'AeroZone',
  modelNumber: 'AE-GF367',
  kind: 'furnace',
  name: 'AeroZone 120,000 BTU Gas Furnace',
  yearFrom: 2006,
  yearTo: 2011,
  url: '/models/28',
  partCount: 8,
};

describeOnEachDatabase('equipment model routes', (context) => {
  describe('GET /models', () => {
    it('finds a model by its number however it is typed', async () => {
      for (const search of ['AE-GF367', 'aegf367', 'ae gf 367', 'AE.GF/367', 'aegf3']) {
        const { status, headers, body } = await getJson<ModelList>(
          context().app,
          `/models?search=${encodeURIComponent(search)}`,
        );
        assert.equal(status, 200, search);
        assert.equal(headers['x-total-count'], '1', search);
        assert.deepEqual(body, { data: [furnace], total: 1 }, search);
      }
    });

    it('finds models by the words of their brand, name and kind, in any order and case', async () => {
      const app = context().app;
      const found = async (search: string, storeId: string) =>
        (
          await getJson<ModelList>(
            app,
            `/models?limit=100&search=${encodeURIComponent(search)}`,
            storeId,
          )
        ).body.data.map((model) => `${model.id} ${model.brand} ${model.modelNumber}`);
      for (const search of ['kestrel lark', 'LARK  Kestrel', 'kestrel vehicle lark']) {
        assert.deepEqual(
          await found(search, 'parts'),
          ['81 Kestrel Lark 1.5L L4 Gas 2012-2021', '82 Kestrel Lark 1.8L L4 Gas 2013-2020'],
          search,
        );
      }
      assert.deepEqual(await found('frostline furnace', 'hvac'), ['25 Frostline FR-GF100']);
      assert.deepEqual(await found('Furnace FROSTLINE', 'default'), ['1 Frostline FR-GF100']);
      assert.deepEqual(await found('frostline furnace', 'parts'), []);
      assert.deepEqual((await found('harborline outboard', 'parts')).slice(0, 2), [
        '150 Harborline HA-F115A',
        '143 Harborline HA-F25A',
      ]);
      // A number match ranks first (HE-AH118A), then the words' (Heatwell, heat pumps).
      assert.deepEqual(await found('hea', 'hvac'), [
        '41 Heatwell HE-AH118A',
        '43 AeroZone AE-HP493',
        '47 BreezeMaster BR-HP249A',
        '44 Climatek CL-HP882A',
        '36 Heatwell HE-CU376B',
        '46 Heatwell HE-HP760',
        '45 Polar Peak PO-HP371B',
        '48 Ventura Air VE-HP638B',
      ]);
      // A word matches the start of a word: "bri" is Brixton, not every hybrid.
      assert.deepEqual((await found('bri', 'parts')).length, 7);
      // Two letters are matched as a number only (no index serves shorter words).
      assert.deepEqual(await found('ha', 'parts'), [
        '123 Brixton Haulmark 3.6L V6 Gas 2010-2020',
        '122 Brixton Haulmark 5.7L V8 Gas 2008-2017',
        '150 Harborline HA-F115A',
        '143 Harborline HA-F25A',
        '144 Harborline HA-F25B',
        '145 Harborline HA-F40A',
        '146 Harborline HA-F60A',
        '147 Harborline HA-F60B',
        '148 Harborline HA-F90A',
        '149 Harborline HA-F90B',
        '75 Harborline HA-OB502B',
        '114 Sorrel Hatch 1.2L L3 Gas 2015-2024',
        '115 Sorrel Hatch 1.4L L4 Gas 2018-2025',
      ]);
    });

    it('takes LIKE wildcards and hostile text literally: an empty answer, never an error', async () => {
      for (const search of [
        '%_',
        '%',
        '_',
        '\\',
        'kestrel %',
        'lark _ark',
        'k%strel lark',
        "' or 1=1 --",
      ]) {
        const { status, body } = await getJson<ModelList>(
          context().app,
          `/models?search=${encodeURIComponent(search)}`,
          'parts',
        );
        assert.equal(status, 200, search);
        assert.deepEqual(body, { data: [], total: 0 }, search);
      }
    });

    it('narrows by brand and kind, and pages with x-total-count', async () => {
      const app = context().app;
      const climatek = await getJson<ModelList>(app, '/models?brand=climatek');
      assert.deepEqual(
        climatek.body.data.map((model) => model.modelNumber),
        ['CL-AH240B', 'CL-CU498', 'CL-GF756A', 'CL-HP882A'],
      );
      const furnaces = await getJson<ModelList>(app, '/models?brand=Climatek&kind=furnace');
      assert.deepEqual(
        furnaces.body.data.map((model) => model.modelNumber),
        ['CL-GF756A'],
      );
      const all = await getJson<ModelList>(app, '/models?limit=100');
      assert.equal(all.body.total, 24);
      const page = await getJson<ModelList>(app, '/models?_start=2&limit=3');
      assert.equal(page.headers['x-total-count'], '24');
      assert.deepEqual(
        page.body.data.map((model) => model.modelNumber),
        ['AE-GF367', 'AE-HP493', 'BR-AH507B'],
      );
      const outboards = await getJson<ModelList>(
        app,
        '/models?kind=outboard&brand=harborline&limit=100',
        'parts',
      );
      assert.deepEqual(
        outboards.body.data.map((model) => `${model.modelNumber} ${model.horsepower} HP`),
        [
          'HA-F115A 115 HP',
          'HA-F25A 25 HP',
          'HA-F25B 25 HP',
          'HA-F40A 40 HP',
          'HA-F60A 60 HP',
          'HA-F60B 60 HP',
          'HA-F90A 90 HP',
          'HA-F90B 90 HP',
          'HA-OB502B 90 HP',
        ],
      );
    });

    it('finds nothing for a number of no model, of another store, or without letters and digits', async () => {
      const app = context().app;
      for (const [search, storeId] of [
        ['AE-GF368', 'hvac'],
        ['BL-OB624', 'hvac'],
        ['%', 'hvac'],
        ['_', 'hvac'],
        ["' or 1=1 --", 'hvac'],
      ] as const) {
        const { status, body } = await getJson<ModelList>(
          app,
          `/models?search=${encodeURIComponent(search)}`,
          storeId,
        );
        assert.equal(status, 200, search);
        assert.deepEqual(body, { data: [], total: 0 }, search);
      }
    });

    it('rejects an unknown kind and a search that is too long with 400', async () => {
      const app = context().app;
      const kind = await getJson<{ error: string }>(app, '/models?kind=toaster');
      assert.equal(kind.status, 400);
      assert.match(kind.body.error, /kind/);
      const long = await getJson<{ error: string }>(app, `/models?search=${'A'.repeat(501)}`);
      assert.equal(long.status, 400);
      assert.match(long.body.error, /search must be at most/);
    });
  });

  describe('GET /models/{id}', () => {
    it('answers the model with its sections and the parts at each callout', async () => {
      const { status, body } = await getJson<{ data: EquipmentModelDetail }>(
        context().app,
        '/models/28',
      );
      assert.equal(status, 200);
      const diagram = (section: number) =>
        `http://api.test.localhost:4000/store-api/models/28/sections/${section}/diagram.svg`;
      const part = (
        callout: number,
        quantity: number,
        [id, name, sku, price, discount, inStock]: [
          number,
          string,
          string,
          number,
          number,
          boolean,
        ],
      ) => ({ callout, quantity, product: { id, name, sku, price, discount, inStock } });
      assert.deepEqual(body.data, {
        ...furnace,
        sections: [
          {
            id: 64,
            position: 1,
            title: 'Blower assembly',
            diagram: diagram(64),
            parts: [
              part(1, 1, [
                505,
                'AeroZone Pro Multi-Speed Blower Motor',
                'HV-BMX-000185',
                128.99,
                15,
                true,
              ]),
              part(2, 1, [
                555,
                'Fieldpro Instruments Core 18 in. Inducer Fan Wheel',
                'HV-FBB-000235',
                187.99,
                0,
                true,
              ]),
            ],
          },
          {
            id: 65,
            position: 2,
            title: 'Burner and ignition',
            diagram: diagram(65),
            parts: [
              part(1, 1, [
                409,
                'Thermacore XR Hot Surface Ignitor',
                'HV-IFS-000089',
                29.99,
                40,
                true,
              ]),
              part(2, 1, [359, 'Thermacore XR Pressure Switch', 'HV-SSX-000039', 55.99, 0, true]),
              part(3, 1, [
                444,
                'Heatwell Ultra Spark Ignition Module',
                'HV-IFS-000124',
                27.99,
                40,
                true,
              ]),
            ],
          },
          {
            id: 66,
            position: 3,
            title: 'Control panel',
            diagram: diagram(66),
            parts: [
              part(1, 1, [
                526,
                'Heatwell Essential 35+5 MFD Dual Run Capacitor',
                'HV-CXX-000206',
                20.99,
                0,
                true,
              ]),
              part(2, 1, [
                553,
                'SureStart Components XR 24V Coil Definite-Purpose Contactor',
                'HV-CRX-000233',
                31.99,
                0,
                true,
              ]),
              part(3, 2, [
                560,
                'Dialtemp HD 3-Pole 50A Definite-Purpose Contactor',
                'HV-CRX-000240',
                35.99,
                30,
                true,
              ]),
            ],
          },
        ],
      });
    });

    it('answers 404 for an unknown model or one of another store, 400 for an invalid id', async () => {
      const app = context().app;
      for (const [path, storeId] of [
        ['/models/99999', 'hvac'],
        ['/models/28', 'parts'],
      ] as const) {
        const { status, body } = await getJson<{ error: string }>(app, path, storeId);
        assert.equal(status, 404, path);
        assert.match(body.error, /Model \d+ not found in this store/);
      }
      for (const path of ['/models/abc', '/models/0', '/models/-1', '/models/99999999999']) {
        const { status, body } = await getJson<{ error: string }>(app, path);
        assert.equal(status, 400, path);
        assert.match(body.error, /Model id must be a positive whole number/);
      }
    });
  });

  describe('GET /models/{id}/sections/{sectionId}/diagram.svg', () => {
    it('draws the section with its numbered callouts and their parts', async () => {
      const response = await context().app.inject({
        url: '/store-api/models/28/sections/66/diagram.svg',
      });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/svg+xml');
      const svg = response.body;
      assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      assert.match(svg, /aria-label="AeroZone AE-GF367: Control panel"/);
      for (const callout of ['1', '2', '3']) {
        assert.match(svg, new RegExp(`data-callout="${callout}"`));
      }
      assert.doesNotMatch(svg, /data-callout="4"/);
      assert.match(svg, /Heatwell Essential 35\+5 MFD Dual Run Capacitor/);
    });

    it('answers 404 for a section of another model and 400 for an invalid id', async () => {
      const app = context().app;
      const other = await app.inject({ url: '/store-api/models/27/sections/66/diagram.svg' });
      assert.equal(other.statusCode, 404);
      assert.deepEqual(other.json(), { error: 'No diagram for section 66 of model 27' });
      const invalid = await app.inject({ url: '/store-api/models/28/sections/x/diagram.svg' });
      assert.equal(invalid.statusCode, 400);
      assert.match(invalid.json<{ error: string }>().error, /Section id/);
    });
  });
});
