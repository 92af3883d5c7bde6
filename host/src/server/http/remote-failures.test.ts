import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { createStaticServer, readServerConfig } from '@storefront/static-server';
import { NO_STORE } from '@storefront/static-server/testing';
import Fastify, { type FastifyInstance } from 'fastify';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { registerRemoteFailures } from './remote-failures';

const REPORT = {
  remote: 'cartCheckout',
  version: '2026-11-24.3',
  route: '/brands',
  kind: 'timeout',
};

/** The route on a bare Fastify app, with its log lines collected instead of printed. */
function createApp(perMinute = 60) {
  const app = Fastify();
  const lines: string[] = [];
  registerRemoteFailures(app, { log: (line) => lines.push(line), perMinute });
  return { app, lines };
}

const post = (app: FastifyInstance, payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: '/remote-failures',
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /remote-failures', () => {
  it('logs a report as one JSON line naming the remote, its version and the route', async () => {
    const { app, lines } = createApp();
    const response = await post(app, { ...REPORT, message: 'manifest timed out after 3 s' });
    assert.equal(response.statusCode, 204);
    assert.equal(lines.length, 1);
    assert.deepEqual(JSON.parse(lines[0]!), {
      time: (JSON.parse(lines[0]!) as { time: string }).time,
      event: 'remote-failure',
      remote: 'cartCheckout',
      version: '2026-11-24.3',
      route: '/brands',
      kind: 'timeout',
      message: 'manifest timed out after 3 s',
    });
  });

  it('refuses a body over 2 KB with 413 and logs nothing', async () => {
    const { app, lines } = createApp();
    const response = await post(app, { ...REPORT, message: 'x'.repeat(3000) });
    assert.equal(response.statusCode, 413);
    assert.equal(lines.length, 0);
  });

  it('refuses garbage, a wrong shape and a wrong type with 4xx, never 5xx', async () => {
    const { app, lines } = createApp();
    const answers = await Promise.all([
      post(app, '{"remote": "catalog",'),
      post(app, 'null'),
      post(app, '[1,2,3]'),
      post(app, { ...REPORT, kind: 'anything' }),
      post(app, { ...REPORT, remote: '../../etc/passwd' }),
      post(app, { ...REPORT, route: 'not-a-path' }),
      post(app, { remote: 'catalog' }),
      post(app, 'remote=catalog', 'application/x-www-form-urlencoded'),
    ]);
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [400, 400, 400, 400, 400, 400, 400, 415],
    );
    assert.equal(lines.length, 0);
  });

  it('answers 429 and logs nothing more once the minute’s reports are used up, whoever sends them', async () => {
    const { app, lines } = createApp(2);
    const from = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/remote-failures',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(REPORT),
      });
    const answers = [await from('10.0.0.1'), await from('10.0.0.2'), await from('10.0.0.3')];
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [204, 204, 429],
    );
    assert.equal(lines.length, 2);
  });
});

describe("the front-end servers' /remote-failures", () => {
  it("is the host's: it takes reports, while a remote's server refuses the POST", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'remote-failures-'));
    try {
      const [host, catalog] = await Promise.all([
        createHostServer({ root, config: readHostServerConfig({ DEPLOY_DIR: NO_STORE }) }),
        createStaticServer({ root, config: readServerConfig('catalog-mfe', {}) }),
      ]);
      assert.equal((await post(host, { ...REPORT, remote: 'unknown' })).statusCode, 204);
      assert.equal((await post(catalog, REPORT)).statusCode, 405);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
