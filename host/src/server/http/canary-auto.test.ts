// An automatic canary driven by shoppers' signals, end to end: the host's server takes synthetic
// beacons on its real POST /signals, keeps them in a Redis of the test's own, and the operator's
// `npm run remotes -- canary <remote> <version> --auto` (run as a process, with steps of 1 s)
// promotes one canary to 100 % and rolls another back by itself.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';

import { signBeaconToken } from '@storefront/static-server/deployment';
import { createFixtureDist, listenOnFreePort } from '@storefront/static-server/testing';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { runRemotes } from './testing/remotes-cli';
import { startTestRedis } from './testing/test-redis';

const LIVE = '20261128100000-aaaaaaa';
const CANARY = '20261128110000-bbbbbbb';
const TOKEN_SECRET = 'the-canary-test-s-beacon-key-32-chars';

type TestRedis = Awaited<ReturnType<typeof startTestRedis>>;

/** A store with catalog LIVE live and CANARY published, and a host server on it. */
async function startStack(redis: TestRedis) {
  const root = await mkdtemp(path.join(tmpdir(), 'canary-auto-'));
  const storeDir = path.join(root, 'store');
  for (const version of [LIVE, CANARY]) {
    await mkdir(path.join(storeDir, 'catalog', version), { recursive: true });
  }
  await writeFile(
    path.join(storeDir, 'registry.json'),
    JSON.stringify({
      remotes: { catalog: { live: LIVE, canary: null, percent: 0, previous: [] } },
    }),
  );
  const dist = await createFixtureDist();
  const app = await createHostServer({
    root: dist,
    config: readHostServerConfig({
      DEPLOY_DIR: storeDir,
      REDIS_URL: redis.url,
      SIGNALS_TOKEN_SECRET: TOKEN_SECRET,
    }),
    log: () => {},
  });
  const server = await listenOnFreePort(app);
  const env = { DEPLOY_DIR: storeDir, REDIS_URL: redis.url, HOST_DIST_DIR: dist };
  return {
    storeDir,
    env,
    registry: async () =>
      JSON.parse(await readFile(path.join(storeDir, 'registry.json'), 'utf8')) as {
        remotes: { catalog: { live: string; canary: string | null; percent: number } };
      },
    /**
     * Posts what `pages` pages of `version` report, as shoppers' browsers would: one beacon a page
     * (each with its page's token, from an address of its own) with a view, an error on the first
     * `errors` of them, and an LCP of `lcp` ms.
     */
    async report(
      version: string,
      { pages, errors, lcp }: { pages: number; errors: number; lcp: number },
    ) {
      // All pages at once: the step's window is a second long, and the beacons must land in it.
      const answers = await Promise.all(
        Array.from({ length: pages }, (_, page) =>
          app.inject({
            method: 'POST',
            url: '/signals',
            remoteAddress: `10.${version === LIVE ? 1 : 2}.${page >> 8}.${page & 255}`,
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            payload: JSON.stringify({
              token: signBeaconToken({ catalog: [version] }, TOKEN_SECRET),
              signals: [
                { remote: 'catalog', version, kind: 'view' },
                ...(page < errors ? [{ remote: 'catalog', version, kind: 'error' }] : []),
                { remote: 'catalog', version, kind: 'lcp', value: lcp },
              ],
            }),
          }),
        ),
      );
      assert.deepEqual(
        answers.filter((answer) => answer.statusCode !== 204).map((answer) => answer.statusCode),
        [],
      );
    },
    async stop() {
      await server.stop();
      await rm(root, { recursive: true, force: true });
      await rm(dist, { recursive: true, force: true });
    },
  };
}

type Stack = Awaited<ReturnType<typeof startStack>>;

/** Waits until the canary runs at its first share, so the beacons fall in its window. */
async function firstShare(stack: Stack) {
  // Up to 30 s: the CLI is a TypeScript process of its own, slow to start on a busy machine.
  for (let tries = 0; tries < 600; tries += 1) {
    if ((await stack.registry()).remotes.catalog.canary === CANARY) return;
    await delay(50);
  }
  throw new Error('the canary never started');
}

/** Steps of 1 s, read every 200 ms, 3 s more for samples: the run takes seconds. */
const AUTO = ['--auto', '--steps', '5,50,100', '--step-time', '1s', '--poll', '200ms'];

describe('canary --auto on shoppers’ signals', () => {
  let redis: TestRedis;
  before(async () => {
    redis = await startTestRedis();
  });
  after(() => redis.stop());

  it('raises 5 → 50 → 100 % a canary as good as the live version, and status shows each step', async () => {
    const stack = await startStack(redis);
    try {
      const run = runRemotes(
        stack.env,
        'canary',
        'catalog',
        CANARY,
        ...AUTO,
        '--max-hold',
        '5s',
        '--force',
      );
      await firstShare(stack);
      await stack.report(LIVE, { pages: 200, errors: 1, lcp: 1200 });
      await stack.report(CANARY, { pages: 200, errors: 2, lcp: 1300 });
      const { code, stdout, stderr } = await run;

      assert.equal(code, 0, stderr);
      assert.deepEqual((await stack.registry()).remotes.catalog, {
        live: CANARY,
        canary: null,
        percent: 0,
        previous: [LIVE],
      });
      // A tick that found the signals still arriving holds its share ('hold 5 %'), as it should on
      // a slow machine; the raises and the promotion are what this asserts.
      const steps = stdout
        .split('\n')
        .filter((line) => line.includes(' catalog '))
        .map((line) => line.split('  ')[2])
        .filter((step) => !step?.startsWith('hold '));
      assert.deepEqual(steps, ['share 5 %', 'share 50 %', 'promoted 100 %']);
      assert.match(
        stdout,
        /error rate 1\.0 % \(2\/200\) within live 0\.5 % \(1\/200\) \+ 1\.0 %; p75 LCP 1300 ms within live 1200 ms \+ 20 %/,
      );

      const status = await runRemotes(stack.env, 'status', '--window', '15m');
      assert.equal(status.code, 0, status.stderr);
      assert.match(status.stdout, /Shoppers' signals over the last 15m/);
      assert.match(
        status.stdout,
        new RegExp(`catalog\\s+${CANARY}\\s+live\\s+200\\s+2\\s+1\\.0 %\\s+1300 ms \\(200\\)`),
      );
      assert.match(status.stdout, /Automatic canaries \(latest run per remote\):/);
      assert.match(status.stdout, new RegExp(`catalog ${CANARY}  promoted 100 %`));

      // Each registry change is in the audit trail, with the step's reason.
      const history = await runRemotes(stack.env, 'status', '--history', 'catalog', '--json');
      const entries = JSON.parse(history.stdout) as {
        action: string;
        percent?: number;
        reason: string;
      }[];
      assert.deepEqual(
        entries.map(
          ({ action, percent }) => `${action}${percent === undefined ? '' : ` ${percent}`}`,
        ),
        ['canary 5', 'canary 50', 'promote'],
      );
      assert.ok(
        entries.every(({ reason }) => reason.startsWith('automatic canary: ')),
        history.stdout,
      );
    } finally {
      await stack.stop();
    }
  });

  it('rolls back by itself, exit code 2, a canary whose pages fail more than the margin allows', async () => {
    await redis.client.flushall();
    const stack = await startStack(redis);
    try {
      const run = runRemotes(
        stack.env,
        'canary',
        'catalog',
        CANARY,
        ...AUTO,
        '--max-hold',
        '30s',
        '--force',
      );
      await firstShare(stack);
      await stack.report(LIVE, { pages: 200, errors: 0, lcp: 1200 });
      // 6 failed pages out of 30: more than 1 % of the 200 views the rule waits for, already.
      await stack.report(CANARY, { pages: 30, errors: 6, lcp: 1200 });
      const { code, stdout } = await run;

      assert.equal(code, 2, stdout);
      assert.deepEqual((await stack.registry()).remotes.catalog, {
        live: LIVE,
        canary: null,
        percent: 0,
        previous: [],
      });
      assert.ok(
        stdout.includes(
          'rolled back 5 %  6 errors in 30 page views already exceed live 0.0 % (0/200) + 1.0 % over 200 views',
        ),
        stdout,
      );
      assert.match(
        stdout,
        new RegExp(`catalog: canary ${CANARY} rolled back; everyone gets ${LIVE}`),
      );
      const status = await runRemotes(stack.env, 'status');
      assert.match(status.stdout, new RegExp(`catalog ${CANARY}  rolled back 5 %`));
    } finally {
      await stack.stop();
    }
  });
});
