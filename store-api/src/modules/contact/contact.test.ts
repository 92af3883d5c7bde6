import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { getStoreConfig } from '@storefront/contract';
import { describeOnEachDatabase } from '../../testing/test-app.js';
import { renderEmail } from '../outbox/index.js';
import type { Db } from '../../db/connection.js';
import { CONTACT_FORM_BODY } from '../../testing/contact-form.js';
import { CONTACT_QUEUED } from './contact-routes.js';
import { htmlToText } from './html-text.js';

const validBody = CONTACT_FORM_BODY;

function postContact(app: FastifyInstance, body: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({
    method: 'POST',
    url: '/store-api/emails/contact',
    headers: { 'x-store-id': 'hvac', ...(extra.headers ?? {}) },
    payload: body as InjectOptions['payload'],
    remoteAddress: extra.remoteAddress,
  });
}

/** The contact messages queued since `afterId`. */
async function queuedContactMessages(db: Db, afterId = 0) {
  return db
    .selectFrom('outbox')
    .select(['id', 'store_id', 'topic', 'payload'])
    .where('topic', '=', 'contact.message')
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

async function lastOutboxId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

describe('htmlToText', () => {
  it('keeps the text, drops scripts and decodes each character reference once', () => {
    assert.equal(
      htmlToText('<p>Hi &amp; <b>welcome</b></p><script>alert(1)</script><p>5 &lt; 6 &amp;lt;</p>'),
      'Hi & welcome\n5 < 6 &lt;',
    );
    assert.equal(
      htmlToText('line one<br>line two<!-- hidden --><style>p{}</style>'),
      'line one\nline two',
    );
    assert.equal(htmlToText('&#60;img src=x&#x3e; &#0; &bogus;'), '<img src=x> &bogus;');
    assert.equal(htmlToText('<img src=x onerror=alert(1)>'), '');
  });
});

describeOnEachDatabase('POST /emails/contact', (context) => {
  it('answers 202 and queues one contact.message for the store of X-Store-ID', async () => {
    const { app, db } = context();
    const before = await lastOutboxId(db);
    const response = await postContact(app, validBody);
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { data: { message: CONTACT_QUEUED } });
    const rows = await queuedContactMessages(db, before);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.store_id, 'hvac');
    assert.deepEqual(rows[0]?.payload, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Contact form message from Ada Lovelace',
      message: 'Do you stock the 40/5 MFD capacitor?',
    });
  });

  it('never lets the browser choose the recipient', async () => {
    const { app, db } = context();
    const before = await lastOutboxId(db);
    for (const to of ['victim@elsewhere.example', 'a@b.example, c@d.example', '']) {
      const response = await postContact(
        app,
        { ...validBody, to },
        { headers: { 'x-store-id': 'parts' } },
      );
      assert.equal(response.statusCode, 202, response.body);
    }
    const rows = await queuedContactMessages(db, before);
    assert.equal(rows.length, 3);
    for (const row of rows) {
      // The worker sends to the store's own contact address: the payload names no recipient.
      assert.equal(row.store_id, 'parts');
      assert.equal(JSON.stringify(row.payload).includes('elsewhere.example'), false);
      assert.equal('to' in (row.payload as object), false);
      const email = renderEmail(row.topic, row.payload, getStoreConfig('parts'));
      assert.equal(email.to, getStoreConfig('parts').contact.email);
    }
  });

  it('keeps only the text of the HTML body, and the reply address given', async () => {
    const { app, db } = context();
    const before = await lastOutboxId(db);
    const response = await postContact(app, {
      ...validBody,
      replyTo: 'reply@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      body: '<p>Price &amp; <b>stock</b>?</p><script>steal()</script><img src=x onerror="alert(1)"><p>&lt;b&gt;literal&lt;/b&gt;</p>',
    });
    assert.equal(response.statusCode, 202, response.body);
    const [row] = await queuedContactMessages(db, before);
    const payload = row?.payload as Record<string, string>;
    assert.equal(payload.message, 'Price & stock?\n<b>literal</b>');
    assert.equal(payload.email, 'reply@example.com');
    assert.equal(payload.subject, 'Hello Bcc: victim@example.com');
    assert.doesNotMatch(JSON.stringify(payload), /script|onerror|steal/);
    // The e-mail's HTML is rebuilt from that text, escaped: the shopper's markup stays text.
    const email = renderEmail('contact.message', payload, getStoreConfig('hvac'));
    assert.match(email.html, /&lt;b&gt;literal&lt;\/b&gt;/);
    assert.doesNotMatch(email.html, /<b>literal|<script|onerror/);
  });

  it('refuses bad input with a readable 400 and queues nothing', async () => {
    const { app, db } = context();
    const before = await lastOutboxId(db);
    const cases: [unknown, RegExp][] = [
      [{ ...validBody, from: 'not-an-email' }, /Please enter a valid email address/],
      [{ ...validBody, name: '   ' }, /Please fill in all required fields/],
      [
        { ...validBody, body: '<p> </p><script>only()</script>' },
        /^Please fill in all required fields$/,
      ],
      [{ ...validBody, type: 'newsletter' }, /type must be "contact_form"/],
      [{ ...validBody, name: 'x'.repeat(101) }, /Name must be at most 100 characters/],
      [{ ...validBody, body: 'x'.repeat(20_001) }, /at most 20000 characters/],
      [{ ...validBody, replyTo: 'nobody' }, /valid email/],
    ];
    for (const [body, message] of cases) {
      const response = await postContact(app, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.match(response.json<{ error: string }>().error, message);
    }
    const missingStore = await app.inject({
      method: 'POST',
      url: '/store-api/emails/contact',
      payload: validBody,
    });
    assert.equal(missingStore.statusCode, 400);
    assert.equal((await queuedContactMessages(db, before)).length, 0);
  });
});

describeOnEachDatabase(
  'POST /emails/contact rate limit',
  (context) => {
    it('answers 429 after CONTACT_RATE_LIMIT_MAX messages from one address, others still served', async () => {
      const { app, db } = context();
      const before = await lastOutboxId(db);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await postContact(app, validBody, { remoteAddress: '203.0.113.5' })).statusCode,
        );
      }
      assert.deepEqual(statuses, [202, 202, 202, 429]);
      const refused = await postContact(app, validBody, { remoteAddress: '203.0.113.5' });
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json<{ error: string }>().error, /Too many requests/);
      assert.ok(Number(refused.headers['retry-after']) > 3000, 'the window is the configured hour');
      assert.equal(
        (await postContact(app, validBody, { remoteAddress: '203.0.113.6' })).statusCode,
        202,
      );
      // The catalogue keeps its own, wider allowance for the limited address.
      const catalogue = await app.inject({
        url: '/store-api/brands?limit=1',
        headers: { 'x-store-id': 'hvac' },
        remoteAddress: '203.0.113.5',
      });
      assert.equal(catalogue.statusCode, 200);
      assert.equal((await queuedContactMessages(db, before)).length, 4);
    });
  },
  {
    env: { CONTACT_RATE_LIMIT_MAX: '3', CONTACT_RATE_LIMIT_WINDOW_MS: '3600000' },
    oneDatabaseBecause: "the limiter counts in memory; the queued message is the contact suite's",
  },
);
