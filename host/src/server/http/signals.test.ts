import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';

import { createFixtureDist } from '@storefront/static-server/testing';
import Fastify, { type FastifyInstance } from 'fastify';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { connectSignalStore, registerSignals } from './signals';
import { startTestRedis } from './testing/test-redis';

const LIVE = '20261128100000-aaaaaaa';
const CANARY = '20261128110000-bbbbbbb';

type TestRedis = Awaited<ReturnType<typeof startTestRedis>>;

/** sendBeacon's request: a string body goes out as text/plain. */
const beacon = (
  app: FastifyInstance,
  payload: unknown,
  { contentType = 'text/plain;charset=UTF-8', remoteAddress = '10.0.0.1' } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/signals',
    remoteAddress,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /signals', () => {
  let redis: TestRedis;
  let storeDir: string;
  let lines: string[];
  let app: FastifyInstance;

  before(async () => {
    redis = await startTestRedis();
    storeDir = await mkdtemp(path.join(tmpdir(), 'signals-store-'));
    await writeFile(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({
        remotes: { catalog: { live: LIVE, canary: CANARY, percent: 5, previous: [] } },
      }),
    );
  });
  after(async () => {
    await redis.stop();
    await rm(storeDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await redis.client.flushall();
    lines = [];
    app = Fastify();
    const log = (line: string) => lines.push(line);
    registerSignals(app, {
      store: connectSignalStore(app, redis.url, log),
      storeDir,
      log,
      perMinute: 3,
    });
    await app.ready();
    await connected('host-server');
  });
  afterEach(() => app.close());

  /** Waits until the server's client is connected (beacons before that are not kept). */
  async function connected(name: string) {
    for (let tries = 0; tries < 100; tries += 1) {
      const clients = String(await redis.client.client('LIST'));
      if (clients.includes(`name=${name}`)) return;
      await delay(20);
    }
    throw new Error(`${name} never connected`);
  }

  /** Everything Redis holds: key → hash, the key's minute (this minute) written as MINUTE. */
  async function kept() {
    const minute = String(Math.floor(Date.now() / 60_000));
    const keys = (await redis.client.keys('*')).sort();
    return Object.fromEntries(
      await Promise.all(
        keys.map(async (key) => [
          key.replace(/:\d+$/, (found) => (found === `:${minute}` ? ':MINUTE' : found)),
          await redis.client.hgetall(key),
        ]),
      ),
    );
  }

  it('keeps a page’s views, errors and vitals per version and minute, and nothing else', async () => {
    const response = await beacon(app, {
      signals: [
        { remote: 'catalog', version: CANARY, kind: 'view' },
        { remote: 'catalog', version: CANARY, kind: 'error' },
        { remote: 'catalog', version: CANARY, kind: 'lcp', value: 1234 },
        { remote: 'catalog', version: CANARY, kind: 'cls', value: 0.07 },
        { remote: 'catalog', version: LIVE, kind: 'view' },
      ],
    });
    assert.equal(response.statusCode, 204);
    assert.deepEqual(await kept(), {
      [`sf:signals:catalog:${CANARY}:MINUTE`]: {
        views: '1',
        errors: '1',
        'lcp:25': '1',
        'cls:7': '1',
      },
      [`sf:signals:catalog:${LIVE}:MINUTE`]: { views: '1' },
    });
    // Kept a day and an hour, then gone by itself.
    const [key] = await redis.client.keys(`sf:signals:catalog:${LIVE}:*`);
    const ttl = await redis.client.pttl(key!);
    assert.ok(ttl > 24 * 3_600_000 && ttl <= 25 * 3_600_000, String(ttl));
  });

  it('answers 204 but keeps nothing for a version the registry does not name', async () => {
    const other = '20261128120000-ccccccc';
    const response = await beacon(app, {
      signals: [
        { remote: 'catalog', version: other, kind: 'view' },
        { remote: 'content', version: LIVE, kind: 'view' },
      ],
    });
    assert.equal(response.statusCode, 204);
    assert.deepEqual(await kept(), {});
  });

  it('refuses garbage, wrong shapes, personal fields and big bodies with 4xx, never 5xx', async () => {
    const view = { remote: 'catalog', version: LIVE, kind: 'view' };
    const answers = [];
    // One client per request: the per-client budget is not what this test is about.
    const bodies: [unknown, string?][] = [
      ['{"signals": ['],
      ['null'],
      ['[1,2,3]'],
      [{ signals: [] }],
      [{ signals: [{ ...view, kind: 'lcp', value: -5 }] }],
      [{ signals: [{ ...view, url: '/account?email=a@b.c' }] }],
      [{ signals: [view], ip: '10.0.0.1' }],
      [{ signals: Array.from({ length: 21 }, () => view) }],
      [{ signals: [view] }, 'application/x-www-form-urlencoded'],
      ['{"signals": [' + '"x",'.repeat(2000) + '1]}'],
      ['{"signals": [', 'application/json'],
    ];
    for (const [index, [body, contentType]] of bodies.entries()) {
      const response = await beacon(app, body, {
        ...(contentType ? { contentType } : {}),
        remoteAddress: `10.0.1.${index}`,
      });
      answers.push(response.statusCode);
    }
    assert.deepEqual(answers, [400, 400, 400, 400, 400, 400, 400, 400, 415, 413, 400]);
    assert.deepEqual(await kept(), {});
  });

  it('answers 429 once a client has sent its beacons for the minute; others still get through', async () => {
    const body = { signals: [{ remote: 'catalog', version: LIVE, kind: 'view' }] };
    const answers = [];
    for (let count = 0; count < 4; count += 1) answers.push((await beacon(app, body)).statusCode);
    answers.push((await beacon(app, body, { remoteAddress: '10.0.0.2' })).statusCode);
    assert.deepEqual(answers, [204, 204, 204, 429, 204]);
    assert.deepEqual(await kept(), { [`sf:signals:catalog:${LIVE}:MINUTE`]: { views: '4' } });
  });

  it('answers 204 while Redis is down, and logs the outage once', async () => {
    const down = await startTestRedis();
    const lost = Fastify();
    const log = (line: string) => lines.push(line);
    registerSignals(lost, { store: connectSignalStore(lost, down.url, log), storeDir, log });
    await down.stop();
    const body = { signals: [{ remote: 'catalog', version: LIVE, kind: 'view' }] };
    const answers = [];
    for (let count = 0; count < 3; count += 1) answers.push((await beacon(lost, body)).statusCode);
    await lost.close();
    assert.deepEqual(answers, [204, 204, 204]);
    assert.equal(lines.filter((line) => line.includes('signals-not-kept')).length, 1);
    assert.ok(
      lines.every((line) => !line.includes('redis://')),
      lines.join('\n'),
    );
  });
});

describe("the host's page", () => {
  it('tells the browser the sample rate when signals are kept, and 0 when they are not', async () => {
    const root = await createFixtureDist();
    const storeDir = await mkdtemp(path.join(tmpdir(), 'signals-page-'));
    try {
      const pageWith = async (env: Record<string, string>) => {
        const app = await createHostServer({
          root,
          config: readHostServerConfig({ DEPLOY_DIR: storeDir, ...env }),
          log: () => {},
        });
        const page = await app.inject({ url: '/' });
        await app.close();
        return /__STOREFRONT_SIGNALS_SAMPLE_RATE__=([\d.]+);/.exec(page.body)?.[1];
      };
      assert.equal(await pageWith({ REDIS_URL: 'redis://127.0.0.1:1' }), '0.5');
      assert.equal(
        await pageWith({ REDIS_URL: 'redis://127.0.0.1:1', SIGNALS_SAMPLE_RATE: '0.1' }),
        '0.1',
      );
      assert.equal(await pageWith({}), '0');
    } finally {
      await rm(root, { recursive: true, force: true });
      await rm(storeDir, { recursive: true, force: true });
    }
  });
});
