import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

import { getFreePort, spawnInGroup, stopGroup, waitUntilReady } from './lib/processes.mjs';
import {
  maildevService,
  serviceProcess,
  stackEnv,
  stackServices,
  startMaildev,
  usesMaildev,
} from './lib/stack.mjs';

/** True while a process with this pid runs (a killed one nobody reaped yet is a zombie, 'Z'). */
function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

// A server that, like pnpm → tsx → node, has a process of its own running under it.
const SERVER_WITH_HELPER = `
const { spawn } = require('node:child_process');
const helper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
require('node:http')
  .createServer((request, response) => response.end('ok'))
  .listen(Number(process.env.PORT), () => console.log('helper ' + helper.pid));
`;

describe('free ports', () => {
  it('hands each lane (e2e worker) only its own ports, never one already taken', async () => {
    const count = 4;
    const byLane = await Promise.all(
      [0, 1, 2, 3].map(async (index) => {
        const taken = new Set<number>();
        for (let picks = 0; picks < 10; picks += 1) {
          taken.add(await getFreePort({ lane: { index, count }, taken }));
        }
        return taken;
      }),
    );
    byLane.forEach((ports, index) => {
      assert.equal(ports.size, 10, 'a port was handed out twice');
      for (const port of ports) assert.equal(Math.floor(port / 2) % count, index);
    });
  });
});

describe('process groups', () => {
  it('waits until a server answers, then stops it and what it spawned by its process id', async () => {
    const port = await getFreePort();
    const child = spawnInGroup('server', process.execPath, ['-e', SERVER_WITH_HELPER], {
      env: { ...process.env, PORT: String(port) },
    });
    try {
      await waitUntilReady(`http://localhost:${port}/`, { child, timeoutMs: 20_000 });
      assert.equal(await (await fetch(`http://localhost:${port}/`)).text(), 'ok');
      const helperPid = Number(child.output.join('').match(/helper (\d+)/)?.[1]);
      assert.ok(isAlive(helperPid), 'the helper process is not running');

      await stopGroup(child);
      assert.equal(child.running(), false);
      await assert.rejects(fetch(`http://localhost:${port}/`), 'the server still answers');
      // SIGKILL is asynchronous: give the kernel a moment before looking.
      for (let tries = 0; tries < 50 && isAlive(helperPid); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(isAlive(helperPid), false, 'the helper outlived its group');
    } finally {
      await stopGroup(child);
    }
  });

  it("fails with the child's output when it exits before answering", async () => {
    const port = await getFreePort();
    const child = spawnInGroup('broken', process.execPath, [
      '-e',
      'console.error("cannot read config"); process.exit(3)',
    ]);
    await assert.rejects(
      waitUntilReady(`http://localhost:${port}/`, { child, timeoutMs: 20_000 }),
      /broken exited before answering .*\n.*cannot read config/s,
    );
  });

  it('gives up after the timeout when nothing answers', async () => {
    const port = await getFreePort();
    await assert.rejects(
      waitUntilReady(`http://localhost:${port}/`, { timeoutMs: 300, intervalMs: 50 }),
      /did not answer .* within 0.3s/,
    );
  });
});

describe('stack environment', () => {
  it('gives every child the ports and points the browser at the API on its port', () => {
    const env = stackEnv({ STORE_API_PORT: '4100', HOST_PORT: '8080', PATH: '/bin' });
    assert.equal(env.API_BASE_URL, 'http://localhost:4100');
    assert.equal(env.HOST_PORT, '8080');
    assert.equal(env.CATALOG_PORT, '3001');
    assert.equal(env.PAYMENT_SANDBOX_PORT, '4242');
    assert.equal(env.PATH, '/bin');
  });

  it("gives the store API an operator key: the operator's, or a fresh random one", () => {
    assert.equal(
      stackEnv({ OPS_API_KEY: 'operator-key-0123456789abcdef' }).OPS_API_KEY,
      'operator-key-0123456789abcdef',
    );
    const generated = stackEnv({}).OPS_API_KEY ?? '';
    assert.ok(generated.length >= 24, 'long enough for the API to accept');
    assert.notEqual(stackEnv({}).OPS_API_KEY, generated);
  });

  it("starts the host's server without the secrets it does not use (its render key, preview key and signals' Redis only)", () => {
    // npm start's env: the sandbox's keys and the operator's key are filled in by stackEnv.
    const env = stackEnv({ PATH: '/bin', AUTH_TOKEN_SECRET: 'token-secret-0123456789abcdef0123' });
    const started = Object.fromEntries(
      stackServices(env).map((service) => [service.dir, serviceProcess(service, env).env]),
    );
    const host = started.host ?? {};
    for (const secret of [
      'OPS_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'AUTH_TOKEN_SECRET',
      'SANDBOX_SECRET_KEYS',
      'SMTP_URL',
    ]) {
      assert.equal(host[secret], undefined, `the host's server got ${secret}`);
      assert.equal(started['catalog-mfe']?.[secret], undefined, `a remote's server got ${secret}`);
    }
    assert.equal(host.SERVER_RENDER_API_KEY, env.SERVER_RENDER_API_KEY);
    assert.equal(started['catalog-mfe']?.SERVER_RENDER_API_KEY, undefined);
    // Preview links' and beacon tokens' keys and the signals' Redis are the host's alone among the
    // front-end servers.
    const withHostOnly = {
      ...env,
      PREVIEW_LINK_SECRET: 'p'.repeat(32),
      SIGNALS_TOKEN_SECRET: 's'.repeat(32),
      REDIS_URL: 'redis://r:1',
    };
    const hostDefinition = stackServices(withHostOnly).find((service) => service.dir === 'host');
    const remoteDefinition = stackServices(withHostOnly).find((s) => s.dir === 'catalog-mfe');
    assert.ok(hostDefinition && remoteDefinition);
    assert.equal(
      serviceProcess(hostDefinition, withHostOnly).env.PREVIEW_LINK_SECRET,
      'p'.repeat(32),
    );
    assert.equal(serviceProcess(remoteDefinition, withHostOnly).env.PREVIEW_LINK_SECRET, undefined);
    assert.equal(serviceProcess(remoteDefinition, withHostOnly).env.REDIS_URL, undefined);
    assert.equal(
      serviceProcess(hostDefinition, withHostOnly).env.SIGNALS_TOKEN_SECRET,
      's'.repeat(32),
    );
    assert.equal(
      serviceProcess(remoteDefinition, withHostOnly).env.SIGNALS_TOKEN_SECRET,
      undefined,
    );
    // The store API keeps what it uses.
    assert.equal(started['store-api']?.OPS_API_KEY, env.OPS_API_KEY);
    assert.equal(started['store-api']?.STRIPE_SECRET_KEY, 'sk_test_sandbox');
    assert.equal(started['store-api']?.SERVER_RENDER_API_KEY, env.SERVER_RENDER_API_KEY);
    assert.equal(started['store-api']?.AUTH_TOKEN_SECRET, 'token-secret-0123456789abcdef0123');
    assert.equal(host.HOST_PORT, '3000');
  });

  it('runs the sample product API stand-in in mock mode unless MOCK_API_URL names another', () => {
    const dirs = (env: Record<string, string | undefined>) =>
      stackServices(env).map((service) => service.dir);
    assert.ok(!dirs({}).includes('mock-product-api'));
    const local = stackEnv({ CATALOG_SOURCE: 'mock', MOCK_PRODUCT_API_PORT: '4399' });
    assert.equal(local.MOCK_API_URL, 'http://localhost:4399');
    assert.ok(dirs(local).includes('mock-product-api'), 'the composed env still runs it');
    const publicApi = { CATALOG_SOURCE: 'mock', MOCK_API_URL: 'https://fakestoreapi.com' };
    assert.equal(stackEnv(publicApi).MOCK_API_URL, 'https://fakestoreapi.com');
    assert.ok(!dirs(publicApi).includes('mock-product-api'));
  });

  it('keeps an API origin that is set explicitly (a proxy in front of the API)', () => {
    const env = stackEnv({ API_BASE_URL: 'https://api.example.test' });
    assert.equal(env.API_BASE_URL, 'https://api.example.test');
  });

  it("points the store API's e-mail at the stack's MailDev unless SMTP_URL is set", () => {
    const env = stackEnv({ MAILDEV_SMTP_PORT: '2525' });
    assert.equal(env.SMTP_URL, 'smtp://127.0.0.1:2525');
    assert.equal(env.MAILDEV_WEB_PORT, '1080');
    assert.equal(usesMaildev({}), true);
    const operator = { SMTP_URL: 'smtps://mailer:pw@smtp.example:465' };
    assert.equal(stackEnv(operator).SMTP_URL, operator.SMTP_URL);
    assert.equal(usesMaildev(operator), false);
  });

  it("points the store API's payment SDK at the sandbox and the sandbox's webhooks at the API", () => {
    const env = stackEnv({ STORE_API_PORT: '4100', PAYMENT_SANDBOX_PORT: '4343' });
    assert.equal(env.STRIPE_SECRET_KEY, 'sk_test_sandbox');
    assert.equal(env.STRIPE_WEBHOOK_SECRET, 'whsec_sandbox');
    assert.equal(env.STRIPE_API_HOST, 'localhost');
    assert.equal(env.STRIPE_API_PORT, '4343');
    assert.equal(env.STRIPE_API_PROTOCOL, 'http');
    assert.equal(env.SANDBOX_WEBHOOK_ENDPOINTS, 'http://127.0.0.1:4100/store-api/checkout/webhook');
    assert.equal(env.STRIPE_PUBLISHABLE_KEY, 'pk_test_sandbox');
    assert.equal(env.STRIPE_JS_URL, 'http://localhost:4343/v3/stripe.js');
    const operator = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_live' };
    const real = stackEnv(operator);
    assert.equal(real.STRIPE_API_HOST, undefined, 'a real key talks to the real provider');
    assert.equal(real.STRIPE_WEBHOOK_SECRET, 'whsec_live');
    assert.equal(real.STRIPE_JS_URL, undefined, 'the real provider serves its own Stripe.js');
  });

  it('runs MailDev on loopback with its inbox at the web port, and stops it', async () => {
    const env = stackEnv({
      MAILDEV_SMTP_PORT: String(await getFreePort()),
      MAILDEV_WEB_PORT: String(await getFreePort()),
      PATH: process.env.PATH,
    });
    const mailDir = mkdtempSync(path.join(tmpdir(), 'maildev-test-'));
    const child = startMaildev(env, mailDir);
    try {
      const { readyUrl, inboxUrl } = maildevService(env);
      await waitUntilReady(readyUrl, { child, timeoutMs: 20_000 });
      const inbox = await fetch(`${inboxUrl}/email`);
      assert.deepEqual(await inbox.json(), []);
    } finally {
      await stopGroup(child);
      rmSync(mailDir, { recursive: true, force: true });
    }
    assert.equal(child.running(), false);
  });

  it('starts the back ends before the front end and knows where each answers', () => {
    const services = stackServices({ STORE_API_PORT: '4100' });
    assert.deepEqual(
      services.map((service) => service.dir),
      [
        'payment-sandbox',
        'store-api',
        'host',
        'catalog-mfe',
        'cart-checkout-mfe',
        'account-mfe',
        'content-mfe',
      ],
    );
    const api = services.find((service) => service.dir === 'store-api');
    assert.equal(api?.readyUrl, 'http://localhost:4100/store-api/health');
  });
});
