import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import {
  bucketOf,
  newVisitorId,
  rolloutCookie,
  versionManifestUrl,
  visitorIdFrom,
} from './rollout.js';

describe('rollout cookie', () => {
  test('reads a visitor id the server could have set, and nothing else', () => {
    assert.equal(
      visitorIdFrom('theme=dark; sf_rollout=DDDDDDDDDDDDDDDDDDDDDw'),
      'DDDDDDDDDDDDDDDDDDDDDw',
    );
    for (const header of [
      undefined,
      '',
      'sf_rollout=',
      'sf_rollout=abc',
      // 22 characters, but not 16 bytes: the last one carries only 2 bits.
      'sf_rollout=DDDDDDDDDDDDDDDDDDDDDD',
      'sf_rollout=DDDDDDDDDDDDDDDDDDDDDw=',
      'xsf_rollout=DDDDDDDDDDDDDDDDDDDDDw',
    ]) {
      assert.equal(visitorIdFrom(header), null, String(header));
    }
  });

  test('makes ids it accepts back, and a long-lived first-party cookie', () => {
    const id = newVisitorId();
    assert.equal(visitorIdFrom(`sf_rollout=${id}`), id);
    assert.equal(
      rolloutCookie('DDDDDDDDDDDDDDDDDDDDDw'),
      'sf_rollout=DDDDDDDDDDDDDDDDDDDDDw; HttpOnly; SameSite=Lax; Path=/; Max-Age=31536000',
    );
  });
});

describe('bucketOf', () => {
  test('is the first 4 bytes of sha256("<id>:<remote>") mod 100 (worked out with sha256sum)', () => {
    assert.equal(bucketOf('AAAAAAAAAAAAAAAAAAAAAA', 'catalog'), 99);
    assert.equal(bucketOf('AAAAAAAAAAAAAAAAAAAAAA', 'content'), 44);
    assert.equal(bucketOf('DDDDDDDDDDDDDDDDDDDDDw', 'catalog'), 28);
  });
});

describe('versionManifestUrl', () => {
  test("puts the version's directory in place of the remote's own manifest", () => {
    assert.equal(
      versionManifestUrl('http://localhost:3004/mf-manifest.json', '20261124110000-ddddddd'),
      'http://localhost:3004/versions/20261124110000-ddddddd/mf-manifest.json',
    );
    assert.equal(
      versionManifestUrl(
        'https://cdn.example.com/content/mf-manifest.json',
        '20261124110000-ddddddd',
      ),
      'https://cdn.example.com/content/versions/20261124110000-ddddddd/mf-manifest.json',
    );
    assert.equal(
      versionManifestUrl(
        'https://cdn.example.com/content/remoteEntry.js',
        '20261124110000-ddddddd',
      ),
      null,
    );
  });
});
