import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';

import { signBeaconToken, verifyBeaconToken } from '@storefront/static-server/deployment';
import { createFixtureDist } from '@storefront/static-server/testing';
import Fastify, { type FastifyInstance } from 'fastify';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { connectSignalStore, registerSignals } from './signals';
import { startTestRedis } from './testing/test-redis';

const LIVE = '20261128100000-aaaaaaa';
const CANARY = '20261128110000-bbbbbbb';

const SECRET = 'a-beacon-key-of-the-tests-32-characters';
/** A page given both catalog versions: its token. */
const pageToken = (now?: Date) => signBeaconToken({ catalog: [CANARY, LIVE] }, SECRET, now);

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

/**
 * Waits until the server's client `name` is ready (beacons before that are not kept): named, and
 * past its handshake (ioredis's ready check, an INFO, or a later command, is its last command).
 */
async function connected(redis: TestRedis, name: string) {
  for (let tries = 0; tries < 250; tries += 1) {
    const clients = String(await redis.client.client('LIST')).split('\n');
    const line = clients.find((client) => client.includes(` name=${name} `));
    if (line && !/ cmd=(client\|setname|hello|NULL) /.test(line)) return;
    await delay(20);
  }
  throw new Error(`${name} never connected`);
}

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
      tokenSecret: SECRET,
      log,
      perMinute: 3,
    });
    await app.ready();
    await connected(redis, 'host-server');
  });
  afterEach(() => app.close());

  /** Everything Redis holds: key → hash, the key's minute (this minute) written as MINUTE. */
  async function kept() {
    const minute = String(Math.floor(Date.now() / 60_000));
    const keys = (await redis.client.keys('sf:signals:*')).sort();
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
      token: pageToken(),
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
      token: signBeaconToken({ catalog: [other], content: [LIVE] }, SECRET),
      signals: [
        { remote: 'catalog', version: other, kind: 'view' },
        { remote: 'content', version: LIVE, kind: 'view' },
      ],
    });
    assert.equal(response.statusCode, 204);
    assert.deepEqual(await kept(), {});
  });

  it('refuses with 403 a beacon whose token this site did not sign lately, and keeps nothing', async () => {
    const signals = [{ remote: 'catalog', version: LIVE, kind: 'view' }];
    const forged = signBeaconToken({ catalog: [LIVE] }, 'another-site-s-key-of-32-characters!');
    // A real token whose versions were swapped for others: the signature no longer matches.
    const [issued, pageId, , signature] = pageToken().split('.');
    const swapped = Buffer.from(JSON.stringify({ catalog: [LIVE, CANARY, LIVE] })).toString(
      'base64url',
    );
    const answers = [];
    for (const [index, token] of [
      forged,
      `${issued}.${pageId}.${swapped}.${signature}`,
      pageToken(new Date(Date.now() - 13 * 3_600_000)), // a tab opened 13 hours ago
      'not-a-token',
    ].entries()) {
      const answer = await beacon(app, { token, signals }, { remoteAddress: `10.0.2.${index}` });
      answers.push(answer.statusCode);
    }
    assert.deepEqual(answers, [403, 403, 403, 403]);
    assert.deepEqual(await kept(), {});
  });

  it('keeps only the versions a page was given, and each kind once per page', async () => {
    const livePage = signBeaconToken({ catalog: [LIVE] }, SECRET);
    await beacon(app, {
      token: livePage,
      signals: [
        { remote: 'catalog', version: LIVE, kind: 'view' },
        { remote: 'catalog', version: LIVE, kind: 'view' },
        { remote: 'catalog', version: CANARY, kind: 'error' }, // not a version of this page
        { remote: 'catalog', version: LIVE, kind: 'lcp', value: 1000 },
      ],
    });
    // The same page's second beacon: only what it had not reported counts.
    await beacon(app, {
      token: livePage,
      signals: [
        { remote: 'catalog', version: LIVE, kind: 'view' },
        { remote: 'catalog', version: LIVE, kind: 'lcp', value: 9000 },
        { remote: 'catalog', version: LIVE, kind: 'inp', value: 80 },
      ],
    });
    // Another page counts on its own.
    await beacon(app, {
      token: signBeaconToken({ catalog: [LIVE] }, SECRET),
      signals: [{ remote: 'catalog', version: LIVE, kind: 'view' }],
    });
    assert.deepEqual(await kept(), {
      [`sf:signals:catalog:${LIVE}:MINUTE`]: { views: '2', 'lcp:20': '1', 'inp:8': '1' },
    });
  });

  it('refuses garbage, wrong shapes, personal fields and big bodies with 4xx, never 5xx', async () => {
    const view = { remote: 'catalog', version: LIVE, kind: 'view' };
    const token = pageToken();
    const answers = [];
    // One client per request: the per-client budget is not what this test is about.
    const bodies: [unknown, string?][] = [
      ['{"signals": ['],
      ['null'],
      ['[1,2,3]'],
      [{ token, signals: [] }],
      [{ token, signals: [{ ...view, kind: 'lcp', value: -5 }] }],
      [{ token, signals: [{ ...view, url: '/account?email=a@b.c' }] }],
      [{ token, signals: [view], ip: '10.0.0.1' }],
      [{ token, signals: Array.from({ length: 21 }, () => view) }],
      [{ token, signals: [view] }, 'application/x-www-form-urlencoded'],
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
    // Four pages of one client, a fifth of another.
    const body = () => ({
      token: pageToken(),
      signals: [{ remote: 'catalog', version: LIVE, kind: 'view' }],
    });
    const answers = [];
    for (let count = 0; count < 4; count += 1) answers.push((await beacon(app, body())).statusCode);
    answers.push((await beacon(app, body(), { remoteAddress: '10.0.0.2' })).statusCode);
    assert.deepEqual(answers, [204, 204, 204, 429, 204]);
    assert.deepEqual(await kept(), { [`sf:signals:catalog:${LIVE}:MINUTE`]: { views: '4' } });
  });

  it('answers 204 while Redis is down, and logs the outage once', async () => {
    const down = await startTestRedis();
    const lost = Fastify();
    const log = (line: string) => lines.push(line);
    registerSignals(lost, {
      store: connectSignalStore(lost, down.url, log),
      storeDir,
      tokenSecret: SECRET,
      log,
    });
    await down.stop();
    const body = {
      token: pageToken(),
      signals: [{ remote: 'catalog', version: LIVE, kind: 'view' }],
    };
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
  let root: string;
  let storeDir: string;
  before(async () => {
    root = await createFixtureDist();
    storeDir = await mkdtemp(path.join(tmpdir(), 'signals-page-'));
    // A published version: what the rollout reads of it is its deployment record.
    await mkdir(path.join(storeDir, 'catalog', LIVE), { recursive: true });
    await writeFile(
      path.join(storeDir, 'catalog', LIVE, 'deployment.json'),
      JSON.stringify({
        version: LIVE,
        remote: 'catalog',
        requires: {
          contract: {
            package: '@storefront/contract',
            version: '1.0.0',
            range: '^1.0.0',
            imports: [],
          },
          singletons: {},
        },
      }),
    );
    await writeFile(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({
        remotes: { catalog: { live: LIVE, canary: null, percent: 0, previous: [] } },
      }),
    );
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
    await rm(storeDir, { recursive: true, force: true });
  });

  /** The host's server on the store with `env`; stopped by the caller. */
  const hostServer = (env: Record<string, string>) =>
    createHostServer({
      root,
      config: readHostServerConfig({ DEPLOY_DIR: storeDir, ...env }),
      log: () => {},
    });
  const tokenOf = (page: string) => /__STOREFRONT_SIGNALS_TOKEN__=("[^"]*"|null);/.exec(page)?.[1];

  it('writes a beacon token naming its versions into sampled pages only, none without Redis', async () => {
    const pagesWith = async (env: Record<string, string>, count: number) => {
      const app = await hostServer(env);
      const tokens = [];
      for (let page = 0; page < count; page += 1) {
        tokens.push(tokenOf((await app.inject({ url: '/' })).body));
      }
      await app.close();
      return tokens;
    };
    const redis = { REDIS_URL: 'redis://127.0.0.1:1', SIGNALS_TOKEN_SECRET: SECRET };
    const sampled = await pagesWith({ ...redis, SIGNALS_SAMPLE_RATE: '1' }, 2);
    const pages = sampled.map((token) => verifyBeaconToken(JSON.parse(token!) as string, SECRET));
    assert.deepEqual(
      pages.map((page) => page?.versions),
      [{ catalog: [LIVE] }, { catalog: [LIVE] }],
    );
    // Each page has an id of its own: one page's reports never stand for another's.
    assert.notEqual(pages[0]?.pageId, pages[1]?.pageId);
    assert.deepEqual(await pagesWith({ ...redis, SIGNALS_SAMPLE_RATE: '0' }, 2), ['null', 'null']);
    assert.deepEqual(await pagesWith({}, 1), ['null']);
  });

  it('keeps what a page reports with the token it was given, and nothing beyond it', async () => {
    const redis = await startTestRedis();
    const app = await hostServer({
      REDIS_URL: redis.url,
      SIGNALS_TOKEN_SECRET: SECRET,
      SIGNALS_SAMPLE_RATE: '1',
    });
    try {
      await connected(redis, 'host-server');
      const token = JSON.parse(tokenOf((await app.inject({ url: '/' })).body)!) as string;
      const other = '20261128120000-ccccccc';
      const answer = await beacon(app, {
        token,
        signals: [
          { remote: 'catalog', version: LIVE, kind: 'view' },
          { remote: 'catalog', version: other, kind: 'error' },
        ],
      });
      assert.equal(answer.statusCode, 204);
      const keys = await redis.client.keys('sf:signals:*');
      assert.deepEqual(
        keys.map((key) => key.replace(/:\d+$/, '')),
        [`sf:signals:catalog:${LIVE}`],
      );
      assert.deepEqual(await redis.client.hgetall(keys[0]!), { views: '1' });
    } finally {
      await app.close();
      await redis.stop();
    }
  });
});
