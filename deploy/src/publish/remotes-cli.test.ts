// `npm run remotes`, run as an operator would, against a temporary deployment store holding
// fabricated versions and a temporary host build (no webpack).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, test } from 'node:test';

import { verifyPreviewToken } from '../preview-link.js';
import { runRemotesCli } from '../testing/remotes-cli.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

const V1 = '20261124090000-aaaaaaa';
const V2 = '20261124100000-bbbbbbb';
const V3 = '20261124110000-ccccccc';

let root: string;
let storeDir: string;
let hostDir: string;

const writeJson = (file: string, value: unknown) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/** Publishes a fake version whose deployment.json imports `imports` from contract `range`. */
function publish(
  remote: string,
  version: string,
  {
    range = '^5.0.0',
    imports = ['@storefront/shared Button'],
    routes,
  }: { range?: string; imports?: string[]; routes?: unknown } = {},
) {
  writeJson(path.join(storeDir, remote, version, 'deployment.json'), {
    version,
    remote,
    requires: {
      contract: { package: '@storefront/shared', version: '5.0.0', range, imports },
      singletons: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } },
    },
    ...(routes ? { routes } : {}),
  });
  writeFileSync(path.join(storeDir, remote, version, 'remoteEntry.js'), '// entry');
}

/** Runs the CLI (with `env` added to its environment); returns its exit code and output. */
function remotesWith(env: Record<string, string>, ...args: string[]) {
  return runRemotesCli(args, {
    cwd: PACKAGE_DIR,
    env: { ...process.env, DEPLOY_DIR: storeDir, HOST_DIST_DIR: hostDir, ...env },
  });
}
const remotes = (...args: string[]) => remotesWith({}, ...args);

const status = () => JSON.parse(remotes('status', '--json').stdout);
const registryText = () => readFileSync(path.join(storeDir, 'registry.json'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'remotes-cli-test-'));
  storeDir = path.join(root, 'store');
  hostDir = path.join(root, 'host-dist');
  writeJson(path.join(hostDir, 'contract.json'), {
    contract: {
      package: '@storefront/shared',
      version: '5.0.0',
      exports: ['@storefront/shared Button', '@storefront/shared Price'],
    },
  });
  writeJson(path.join(hostDir, 'mf-manifest.json'), {
    shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
  });
  publish('content', V1);
  publish('content', V2);
  publish('content', V3, { imports: ['@storefront/shared bannerSuffix'] });
  publish('catalog', V1);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('status', () => {
  test('lists each remote with published versions, none live before a promote', () => {
    assert.equal(
      remotes('status', '--json').stdout,
      `{"catalog":{"live":null,"canary":null,"percent":0,"versions":["${V1}"]},` +
        `"content":{"live":null,"canary":null,"percent":0,"versions":["${V1}","${V2}","${V3}"]}}\n`,
    );
  });

  test('the table shows live, canary with its share, and how many versions are published', () => {
    remotes('promote', 'content', V1);
    remotes('canary', 'content', V2, '25');
    assert.equal(
      remotes('status').stdout,
      [
        'remote   live                    canary                        published',
        `catalog  -                       -                             1`,
        `content  ${V1}  ${V2} (25%)  3`,
        '',
      ].join('\n'),
    );
  });

  test('an empty store says so', () => {
    rmSync(storeDir, { recursive: true });
    assert.equal(remotes('status', '--json').stdout, '{}\n');
    assert.match(remotes('status').stdout, /^No remote has a published version/);
  });
});

describe('promote', () => {
  test('makes a version live, by federation name or directory', () => {
    assert.deepEqual(remotes('promote', 'content', V1), {
      code: 0,
      stdout: `content: live is now ${V1} (was none)\n`,
      stderr: '',
    });
    assert.equal(
      remotes('promote', 'content-mfe', V2).stdout,
      `content: live is now ${V2} (was ${V1})\n`,
    );
    assert.equal(remotes('promote', 'content', V2).stdout, `content: ${V2} was already live\n`);
    assert.deepEqual(status().content, {
      live: V2,
      canary: null,
      percent: 0,
      versions: [V1, V2, V3],
    });
  });

  test('refuses a version the running host lacks an export for, and changes nothing', () => {
    remotes('promote', 'content', V1);
    const before = registryText();
    assert.deepEqual(remotes('promote', 'content', V3), {
      code: 1,
      stdout: '',
      stderr: `refused: content ${V3} needs @storefront/shared export bannerSuffix, which the host (@storefront/shared 5.0.0) does not have (--force skips the check)\n`,
    });
    assert.equal(registryText(), before);
  });

  test('--force skips the skew guard and says so', () => {
    const result = remotes('promote', 'content', V3, '--force');
    assert.equal(result.code, 0);
    assert.equal(
      result.stdout,
      `content: live is now ${V3} (was none) (skew guard skipped: --force)\n`,
    );
    assert.equal(status().content.live, V3);
  });

  test('refuses an unpublished version, a canary of the host, and an unknown remote', () => {
    assert.deepEqual(remotes('promote', 'content', '20261124120000-ddddddd'), {
      code: 1,
      stdout: '',
      stderr:
        'refused: content 20261124120000-ddddddd is not published (npm run remotes -- status lists the published versions)\n',
    });
    assert.deepEqual(remotes('promote', 'host', V1), {
      code: 1,
      stdout: '',
      stderr: `refused: host ${V1} is not published (npm run remotes -- status lists the published versions)\n`,
    });
    const host = remotes('canary', 'host', V1, '10');
    assert.equal(host.code, 1);
    assert.match(
      host.stderr,
      /^refused: the host has no canary or preview link: promote its version/,
    );
    const unknown = remotes('promote', 'shop', V1);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /^No remote is called "shop"\.\nusage: npm run remotes/);
  });
});

describe('canary', () => {
  test('sends a share of visitors to a version, and 0 ends it', () => {
    remotes('promote', 'content', V1);
    assert.equal(
      remotes('canary', 'content', V2, '10').stdout,
      `content: canary ${V2} for 10% of visitors, live ${V1} for the others\n`,
    );
    assert.deepEqual(status().content, {
      live: V1,
      canary: V2,
      percent: 10,
      versions: [V1, V2, V3],
    });
    assert.equal(
      remotes('canary', 'content', V2, '0').stdout,
      `content: no canary; everyone gets ${V1}\n`,
    );
    assert.deepEqual(status().content, {
      live: V1,
      canary: null,
      percent: 0,
      versions: [V1, V2, V3],
    });
  });

  test('refuses without a live version, an incompatible version, or a bad percent', () => {
    assert.equal(
      remotes('canary', 'content', V2, '10').stderr,
      'refused: content has no live version yet: promote one before a canary\n',
    );
    remotes('promote', 'content', V1);
    assert.match(
      remotes('canary', 'content', V3, '10').stderr,
      /^refused: content \S+ needs @storefront\/shared export bannerSuffix/,
    );
    assert.deepEqual(remotes('canary', 'content', V2, '150'), {
      code: 1,
      stdout: '',
      stderr: "refused: the canary's percent must be an integer from 0 to 100, not 150\n",
    });
    assert.equal(status().content.canary, null);
  });
});

describe('rollback', () => {
  test('ends the canary first, then returns to the previous live, then refuses', () => {
    remotes('promote', 'content', V1);
    remotes('promote', 'content', V2);
    remotes('canary', 'content', V3, '5', '--force');
    assert.equal(
      remotes('rollback', 'content').stdout,
      `content: canary ${V3} ended; everyone gets ${V2}\n`,
    );
    assert.equal(
      remotes('rollback', 'content').stdout,
      `content: live is now ${V1} (rolled back from ${V2})\n`,
    );
    assert.deepEqual(remotes('rollback', 'content'), {
      code: 1,
      stdout: '',
      stderr: 'refused: content has no canary and no previous live version to roll back to\n',
    });
    assert.equal(status().content.live, V1);
  });

  test('skips a previous version a host server found broken', () => {
    remotes('promote', 'content', V1);
    remotes('promote', 'content', V2);
    remotes('promote', 'content', V3, '--force');
    // What a host server writes when V2's server build failed (deploy/src/health.ts).
    writeJson(path.join(storeDir, 'health', `content@${V2}.json`), {
      state: 'broken',
      at: '2026-11-28T23:00:00.000Z',
      reason: 'failed to load or threw in the server render',
    });
    assert.equal(
      remotes('rollback', 'content').stdout,
      `content: live is now ${V1} (rolled back from ${V3})\n`,
    );
  });
});

describe('status --history', () => {
  /** The history table with each entry's time (now, when it ran) replaced by `<when>`. */
  const history = () => {
    const result = remotes('status', '--history');
    assert.equal(result.code, 0, result.stderr);
    return result.stdout.replace(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/gm, '<when>');
  };

  test('records who changed what, when and why, oldest first, each change in full', () => {
    const started = Date.now();
    remotes('promote', 'content', V1, '--by', 'alice', '--reason', 'first release');
    remotes('canary', 'content', V2, '10', '--by', 'bob', '--reason', 'new banner');
    remotes('canary', 'content', V3, '20', '--force', '--by', 'bob');
    remotes('rollback', 'content', '--by', 'carol', '--reason', 'banner overlaps the price');
    remotes('promote', 'content', V2, '--by', 'erin', '--reason', 'banner fixed');
    // A refused command changes nothing and records nothing.
    assert.equal(remotes('rollback', 'catalog', '--by', 'dave').code, 1);

    assert.equal(
      history(),
      [
        'when                      who    action    remote   what                                                                      why',
        `<when>  alice  promote   content  ${V1} live (was none)                                    first release`,
        `<when>  bob    canary    content  ${V2} for 10% of visitors                                new banner`,
        `<when>  bob    canary    content  ${V3} for 20% of visitors (skew guard skipped: --force)  -`,
        `<when>  carol  rollback  content  ${V3} taken off; everyone gets ${V1}    banner overlaps the price`,
        `<when>  erin   promote   content  ${V2} live (was ${V1})                  banner fixed`,
        '',
      ].join('\n'),
    );
    const entries = JSON.parse(remotes('status', '--history', '--json').stdout);
    assert.deepEqual(
      entries.map(({ id, at, follows: _follows, ...fields }: Record<string, unknown>) => {
        assert.match(String(id), /^[0-9a-f]{16}$/);
        assert.ok(Date.parse(String(at)) >= started - 1000 && Date.parse(String(at)) <= Date.now());
        return fields;
      }),
      [
        {
          by: 'alice',
          action: 'promote',
          remote: 'content',
          version: V1,
          from: null,
          reason: 'first release',
          applied: true,
        },
        {
          by: 'bob',
          action: 'canary',
          remote: 'content',
          version: V2,
          percent: 10,
          reason: 'new banner',
          applied: true,
        },
        {
          by: 'bob',
          action: 'canary',
          remote: 'content',
          version: V3,
          percent: 20,
          forced: true,
          reason: null,
          applied: true,
        },
        {
          by: 'carol',
          action: 'rollback',
          remote: 'content',
          version: V1,
          from: V3,
          reason: 'banner overlaps the price',
          applied: true,
        },
        {
          by: 'erin',
          action: 'promote',
          remote: 'content',
          version: V2,
          from: V1,
          reason: 'banner fixed',
          applied: true,
        },
      ],
    );
  });

  test('names the OS user when --by is not given', () => {
    remotes('promote', 'content', V1);
    const [entry] = JSON.parse(remotes('status', '--history', '--json').stdout);
    assert.equal(entry.by, userInfo().username);
    assert.equal(entry.reason, null);
  });

  test('with a remote, lists only its entries', () => {
    remotes('promote', 'content', V1, '--by', 'alice');
    remotes('promote', 'catalog', V1, '--by', 'bob');
    const entries = JSON.parse(remotes('status', '--history', 'catalog', '--json').stdout);
    assert.deepEqual(
      entries.map(({ by, remote }: { by: string; remote: string }) => `${by} ${remote}`),
      ['bob catalog'],
    );
  });

  test('an empty trail says so', () => {
    assert.equal(remotes('status', '--history').stdout, 'No change is recorded yet.\n');
  });
});

describe('preview', () => {
  const SECRET = 'a-preview-key-of-forty-characters-long!!';
  const preview = (...args: string[]) =>
    remotesWith({ PREVIEW_LINK_SECRET: SECRET, HOST_PORT: '3100' }, 'preview', ...args);

  test('prints a signed link to the version on the live site, and records it', () => {
    remotes('promote', 'content', V1);
    const before = registryText();
    const started = Math.floor(Date.now() / 1000) * 1000;
    const result = preview('content', V2, '--hours', '2', '--by', 'qa', '--reason', 'check banner');
    assert.equal(result.code, 0, result.stderr);
    const [line, link, ...rest] = result.stdout.split('\n');
    assert.deepEqual(rest, ['']);
    const url = new URL(link ?? '');
    assert.equal(url.origin + url.pathname, 'http://localhost:3100/');
    const check = verifyPreviewToken(url.searchParams.get('sf_preview') ?? '', SECRET, {
      remote: 'content',
    });
    assert.ok(check.ok, JSON.stringify(check));
    assert.equal(check.version, V2);
    const hours = (check.expiresAt.getTime() - started) / 3_600_000;
    assert.ok(hours >= 2 && hours < 2.01, `${hours} h`);
    assert.equal(
      line,
      `content ${V2} for whoever opens this link until ${check.expiresAt.toISOString()}:`,
    );
    // Nobody else's assignment changes.
    assert.equal(registryText(), before);
    const [, entry] = JSON.parse(remotes('status', '--history', '--json').stdout);
    assert.deepEqual(
      { ...entry, id: undefined, at: undefined },
      {
        id: undefined,
        at: undefined,
        by: 'qa',
        action: 'preview',
        remote: 'content',
        version: V2,
        expiresAt: check.expiresAt.toISOString(),
        reason: 'check banner',
        applied: true,
      },
    );
  });

  test('--revoke refuses the links made until then, records who did it, and changes no assignment', () => {
    remotes('promote', 'content', V1);
    const link = new URL(preview('content', V2).stdout.split('\n')[1] ?? '');
    const token = link.searchParams.get('sf_preview') ?? '';
    const result = preview('--revoke', 'content', V2, '--by', 'sec', '--reason', 'link leaked');
    assert.equal(result.code, 0, result.stderr);
    assert.match(
      result.stdout,
      /^Preview links of content 20261124100000-bbbbbbb made until \S+Z are refused from the next page on\.\n$/,
    );
    const registry = JSON.parse(registryText());
    assert.deepEqual(registry.remotes.content, {
      live: V1,
      canary: null,
      percent: 0,
      previous: [],
    });
    const revoked = registry.previewsRevoked;
    assert.deepEqual(
      revoked.map(({ remote, version }: { remote: string; version: string }) => [remote, version]),
      [['content', V2]],
    );
    const check = verifyPreviewToken(token, SECRET, { remote: 'content', revoked });
    assert.equal(
      check.ok ? 'taken' : check.reason.replace(/at \S+$/, 'at …'),
      'it was revoked at …',
    );
    const entry = JSON.parse(remotes('status', '--history', '--json').stdout).at(-1);
    assert.deepEqual(
      [entry.by, entry.action, entry.remote, entry.version, entry.reason],
      ['sec', 'preview-revoke', 'content', V2, 'link leaked'],
    );
  });

  test('a --site link keeps its address', () => {
    const result = preview('content', V2, '--site', 'https://shop.example.com/catalog');
    assert.match(
      result.stdout.split('\n')[1] ?? '',
      /^https:\/\/shop\.example\.com\/catalog\?sf_preview=content\.20261124100000-bbbbbbb\.\d+\.\d+\.[\w-]{43}$/,
    );
  });

  test('refuses a version the host cannot run, even with --force, an unpublished one, bad hours and no key', () => {
    assert.deepEqual(preview('content', V3, '--force'), {
      code: 1,
      stdout: '',
      stderr: `refused: content ${V3} needs @storefront/shared export bannerSuffix, which the host (@storefront/shared 5.0.0) does not have\n`,
    });
    assert.match(
      preview('content', '20261124120000-ddddddd').stderr,
      /^refused: content 20261124120000-ddddddd is not published/,
    );
    assert.equal(
      preview('content', V2, '--hours', '200').stderr,
      'refused: --hours must be a whole number from 1 to 168, not 200\n',
    );
    assert.equal(
      remotes('preview', 'content', V2).stderr,
      'refused: PREVIEW_LINK_SECRET is not set: preview links are signed with the key the host servers hold (docs/deploy.md "Preview links")\n',
    );
    // Nothing refused is recorded.
    assert.equal(remotes('status', '--history').stdout, 'No change is recorded yet.\n');
  });
});

describe('a remote the workspace does not know, shipped by publishing and promoting it', () => {
  const wishlistRoutes = (path: string) => ({
    serverRendered: false,
    routes: [{ path, access: 'login' }],
    nav: [{ label: 'Wishlist', path }],
  });

  test('is promoted when its routes are its own, and status lists it', () => {
    publish('wishlist', V1, { routes: wishlistRoutes('/wishlist') });
    const result = remotes('promote', 'wishlist', V1);
    assert.equal(result.code, 0, result.stderr);
    assert.equal(result.stdout, `wishlist: live is now ${V1} (was none)\n`);
    assert.deepEqual(status().wishlist, {
      live: V1,
      canary: null,
      percent: 0,
      versions: [V1],
    });
  });

  test('is refused, even with --force, when it declares no routes: shoppers would get a 404', () => {
    publish('wishlist', V1);
    const result = remotes('promote', 'wishlist', V1, '--force');
    assert.equal(result.code, 1);
    assert.equal(
      result.stderr,
      `refused: wishlist ${V1} declares no routes (route-manifest.json in its package), so the host would serve none of its pages: shoppers would get a 404\n`,
    );
    assert.equal(status().wishlist.live, null);
  });

  test('is refused when it claims a page another remote serves, and so is a canary of it', () => {
    publish('wishlist', V1, { routes: wishlistRoutes('/About') });
    const promoted = remotes('promote', 'wishlist', V1);
    assert.equal(promoted.code, 1);
    assert.equal(
      promoted.stderr,
      `refused: wishlist ${V1} its route /About is already content's\n`,
    );
    assert.equal(remotes('canary', 'wishlist', V1, '10').code, 1);
    assert.equal(status().wishlist.live, null);
  });
});
