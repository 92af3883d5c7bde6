// Issue 39, gap (b): the account remote is never rendered on the server, so only shoppers'
// browsers see its versions fail. Their failure reports now mark a version broken (so fallbacks
// and `npm run remotes -- rollback` skip it) once three client addresses reported it within ten
// minutes; one address alone cannot mark a version.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { createHealthRecorder, readHealth } from '@storefront/static-server/deployment';
import Fastify, { type FastifyInstance } from 'fastify';

import { registerRemoteFailures } from './remote-failures';

const LIVE = '20261129120000-ccccccc';
const PREVIOUS = '20261129100000-aaaaaaa';

const report = (app: FastifyInstance, remoteAddress: string, version: string, kind: string) =>
  app.inject({
    method: 'POST',
    url: '/remote-failures',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ remote: 'account', version, route: '/account', kind }),
  });

describe("shoppers' failure reports as health marks", () => {
  let storeDir: string;
  let app: FastifyInstance;
  before(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'browser-health-'));
    await writeFile(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({
        remotes: { account: { live: LIVE, canary: null, percent: 0, previous: [PREVIOUS] } },
      }),
    );
    app = Fastify();
    registerRemoteFailures(app, {
      log: () => {},
      health: { storeDir, recorder: createHealthRecorder(storeDir, { log: () => {} }) },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  const stateOf = (version: string) => readHealth(storeDir).of('account', version)?.state ?? null;

  it('marks a version broken once three addresses reported it failing, not before', async () => {
    for (let i = 0; i < 5; i += 1) await report(app, '198.51.100.7', LIVE, 'load-error');
    assert.equal(stateOf(LIVE), null);
    await report(app, '198.51.100.8', LIVE, 'render-error');
    assert.equal(stateOf(LIVE), null);
    await report(app, '203.0.113.9', LIVE, 'load-error');
    assert.equal(stateOf(LIVE), 'broken');
    assert.equal(
      readHealth(storeDir).of('account', LIVE)?.reason,
      "failed in 3 shoppers' browsers (load or render error)",
    );
  });

  it('never marks a time-out (the network, not the version) or a version the registry does not name', async () => {
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await report(app, address, PREVIOUS, 'timeout');
      await report(app, address, '20261129130000-ddddddd', 'load-error');
    }
    assert.equal(stateOf(PREVIOUS), null);
    assert.equal(stateOf('20261129130000-ddddddd'), null);
  });
});
