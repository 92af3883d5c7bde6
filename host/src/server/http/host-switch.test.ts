// Issue 39, measured defect 5: a host deploy used to be an outage (the rebuild emptied the folder
// being served: 109 of the load loop's requests for the previous entry script answered 404, and
// the restart dropped the site for 9 s). Host versions are now published, promoted and rolled
// back like the remotes, and the running server switches to the live one without a restart.
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { listenOnFreePort, request } from '@storefront/static-server/testing';

import { readHostServerConfig } from './config';
import { createHostServer } from './host-server';
import { runRemotes } from './testing/remotes-cli';

const OLD = '20261129100000-aaaaaaa';
const NEW = '20261129110000-bbbbbbb';
/** Each build's entry script and the chunk its page loads later (content-hashed names). */
const SCRIPTS = {
  [OLD]: { entry: 'main.aaaaaaaa11.js', lazy: 'catalog-page.aaaaaaaa22.js' },
  [NEW]: { entry: 'main.bbbbbbbb11.js', lazy: 'catalog-page.bbbbbbbb22.js' },
};

/** A host build as webpack writes it: its page, its two scripts, and what it provides. */
async function writeHostBuild(dir: string, version: keyof typeof SCRIPTS) {
  const { entry, lazy } = SCRIPTS[version];
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>${version}</title><script defer src="/${entry}"></script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(dir, entry), `import('/${lazy}');`);
  await writeFile(path.join(dir, lazy), `console.log(${JSON.stringify(version)});`);
  await writeFile(
    path.join(dir, 'contract.json'),
    JSON.stringify({
      contract: { package: '@storefront/platform', version: '1.0.0', exports: [] },
    }),
  );
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
}

/** Runs `npm run remotes -- <args>` on the store. */
function remotes(storeDir: string, ...args: string[]) {
  return runRemotes({ DEPLOY_DIR: storeDir, HOST_DIST_DIR: '' }, ...args);
}

/**
 * Shoppers loading pages while the test runs: each loads the page, then its entry script, then
 * (a moment later, as a page does on navigation) the chunk that script imports. Every answer
 * other than 200 is a failed request.
 */
function startLoadLoop(baseUrl: string, shoppers = 8) {
  const failures: string[] = [];
  const entriesSeen = new Set<string>();
  let requests = 0;
  let running = true;
  async function shopper() {
    while (running) {
      const page = await request(`${baseUrl}/products`, { headers: { accept: 'text/html' } });
      requests += 1;
      if (page.status !== 200) failures.push(`page ${page.status}`);
      const entry = page.text.match(/src="\/(main\.[0-9a-f]+\.js)"/)?.[1];
      if (!entry) continue;
      entriesSeen.add(entry);
      const script = await request(`${baseUrl}/${entry}`);
      requests += 1;
      if (script.status !== 200) failures.push(`${entry} ${script.status}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const lazy = script.text.match(/import\('\/([^']+)'\)/)?.[1];
      if (!lazy) continue;
      const chunk = await request(`${baseUrl}/${lazy}`);
      requests += 1;
      if (chunk.status !== 200) failures.push(`${lazy} ${chunk.status}`);
    }
  }
  const loops = Array.from({ length: shoppers }, shopper);
  return {
    failures,
    entriesSeen,
    get requests() {
      return requests;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The entry script the page names now. */
async function pageEntry(baseUrl: string) {
  const page = await request(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  return page.text.match(/src="\/(main\.[0-9a-f]+\.js)"/)?.[1];
}

describe('switching the host to a new version under load', () => {
  let root: string;
  let storeDir: string;
  let dist: string;
  let server: { url: string; stop: () => Promise<unknown> };
  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'host-switch-'));
    storeDir = path.join(root, 'store');
    dist = path.join(root, 'host-dist');
    // The server was started on the old build, published and live.
    await writeHostBuild(dist, OLD);
    await cp(dist, path.join(storeDir, 'host', OLD), { recursive: true });
    await writeFile(
      path.join(storeDir, 'registry.json'),
      JSON.stringify({ remotes: { host: { live: OLD, canary: null, percent: 0, previous: [] } } }),
    );
    const app = await createHostServer({
      root: dist,
      config: readHostServerConfig({ DEPLOY_DIR: storeDir }),
      log: () => {},
    });
    server = await listenOnFreePort(app);
  });
  after(async () => {
    await server.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('deploys, promotes and rolls back the host with no failed request and no restart', async () => {
    const load = startLoadLoop(server.url);
    try {
      await new Promise((resolve) => setTimeout(resolve, 150));
      // `npm run deploy -- host`: webpack empties and rewrites the host's dist, then the build is
      // published as a new version. Shoppers still get the live one until it is promoted.
      await rm(dist, { recursive: true, force: true });
      await writeHostBuild(dist, NEW);
      await cp(dist, path.join(storeDir, 'host', NEW), { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(await pageEntry(server.url), SCRIPTS[OLD].entry);

      const promoted = await remotes(storeDir, 'promote', 'host', NEW, '--by', 'alice');
      assert.equal(promoted.code, 0, promoted.stderr);
      assert.equal(promoted.stdout.trim(), `host: live is now ${NEW} (was ${OLD})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(await pageEntry(server.url), SCRIPTS[NEW].entry);

      const rolledBack = await remotes(storeDir, 'rollback', 'host', '--by', 'bob');
      assert.equal(rolledBack.code, 0, rolledBack.stderr);
      assert.equal(rolledBack.stdout.trim(), `host: live is now ${OLD} (rolled back from ${NEW})`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      assert.equal(await pageEntry(server.url), SCRIPTS[OLD].entry);
    } finally {
      await load.stop();
    }
    assert.deepEqual(load.failures, []);
    assert.deepEqual([...load.entriesSeen].sort(), [SCRIPTS[OLD].entry, SCRIPTS[NEW].entry]);
    assert.ok(load.requests > 100, `only ${load.requests} requests`);

    const history = await readFile(path.join(storeDir, 'history.jsonl'), 'utf8');
    const changes = history
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { action: string; remote: string; version: string });
    assert.deepEqual(
      changes.map(({ action, remote, version }) => `${action} ${remote} ${version}`),
      [`promote host ${NEW}`, `rollback host ${OLD}`],
    );
  });
});
