import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { previewSecretProblem, signPreviewToken, verifyPreviewToken } from './preview-link.js';

const SECRET = 'a-preview-key-of-forty-characters-long!!';
const OTHER_SECRET = 'another-preview-key-of-forty-characters!';
const VERSION = '20261124100000-bbbbbbb';
const NOW = new Date('2026-11-28T12:00:00Z');
const UNTIL = new Date('2026-11-29T12:00:00Z');
const token = signPreviewToken(
  { remote: 'content', version: VERSION, expiresAt: UNTIL },
  SECRET,
  NOW,
);

describe('preview tokens', () => {
  test('name the remote, the version, when they were made and the expiry, then the signature', () => {
    assert.match(
      token,
      /^content\.20261124100000-bbbbbbb\.1795867200\.1795953600\.[A-Za-z0-9_-]{43}$/,
    );
  });

  test('a valid token grants its version of its remote until it expires', () => {
    assert.deepEqual(verifyPreviewToken(token, SECRET, { now: NOW, remote: 'content' }), {
      ok: true,
      remote: 'content',
      version: VERSION,
      expiresAt: UNTIL,
    });
  });

  test('refuses an expired, tampered, foreign or other-remote token, saying why', () => {
    const [remote, version, issued, expiry, signature] = token.split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const cases: [string, string, { now?: Date; remote?: string }][] = [
      [token, 'it expired at 2026-11-29T12:00:00.000Z', { now: UNTIL }],
      [
        [remote, '20261124110000-ccccccc', issued, expiry, signature].join('.'),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [
        [remote, version, issued, String(Number(expiry) + 86_400), signature].join('.'),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [
        [remote, version, String(Number(issued) + 60), expiry, signature].join('.'),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [
        ['catalog', version, issued, expiry, signature].join('.'),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [
        [remote, version, issued, expiry, flipped].join('.'),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [
        signPreviewToken({ remote: 'content', version: VERSION, expiresAt: UNTIL }, OTHER_SECRET),
        'its signature does not match (changed, or signed with another key)',
        { now: NOW },
      ],
      [token, 'it previews content, not catalog', { now: NOW, remote: 'catalog' }],
      ['content.20261124100000-bbbbbbb.1795953600', 'it is not a preview link of this site', {}],
      // The first form of the token, without the time it was made.
      [
        [remote, version, expiry, signature].join('.'),
        'it is not a preview link of this site',
        { now: NOW },
      ],
      ['../../etc/passwd', 'it is not a preview link of this site', {}],
      [`${token}${'x'.repeat(300)}`, 'it is not a preview link of this site', {}],
      ['', 'it is not a preview link of this site', {}],
    ];
    for (const [candidate, reason, options] of cases) {
      assert.deepEqual(
        verifyPreviewToken(candidate, SECRET, options),
        { ok: false, reason },
        candidate,
      );
    }
  });

  test('refuses a link revoked for its remote (or its version) after it was made, not before', () => {
    const madeAt = Number(token.split('.')[2]);
    const revokedAt = '2026-11-28T12:00:00.000Z';
    const refused = { ok: false, reason: `it was revoked at ${revokedAt}` };
    const check = (revoked: { remote: string; version: string | null; before: number }[]) =>
      verifyPreviewToken(token, SECRET, { now: NOW, revoked });
    assert.deepEqual(check([{ remote: 'content', version: null, before: madeAt }]), refused);
    assert.deepEqual(check([{ remote: 'content', version: VERSION, before: madeAt }]), refused);
    // Another version's, another remote's, or one made before this link was: it still works.
    for (const revoked of [
      { remote: 'content', version: '20261124110000-ccccccc', before: madeAt },
      { remote: 'catalog', version: null, before: madeAt },
      { remote: 'content', version: null, before: madeAt - 1 },
    ]) {
      assert.equal(check([revoked]).ok, true, JSON.stringify(revoked));
    }
  });

  test('the key must be set and at least 32 characters long', () => {
    assert.equal(previewSecretProblem(undefined), 'PREVIEW_LINK_SECRET is not set');
    assert.equal(
      previewSecretProblem('short'),
      'PREVIEW_LINK_SECRET is shorter than 32 characters',
    );
    assert.equal(previewSecretProblem(SECRET), null);
  });
});
