import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalJson, parseFormEncoded } from './form-encoding.js';

describe('parseFormEncoded', () => {
  it('decodes nested line items the way the SDK encodes them', () => {
    const body = [
      'mode=payment',
      'line_items[0][price_data][currency]=usd',
      'line_items[0][price_data][unit_amount]=1999',
      'line_items[0][price_data][product_data][name]=Fan%20motor',
      'line_items[0][price_data][product_data][images][0]=http%3A%2F%2Flocalhost%2Fa.svg',
      'line_items[0][quantity]=2',
      'line_items[1][price_data][product_data][name]=Capacitor+45%2F5',
      'line_items[1][quantity]=1',
      'metadata[orderId]=1001',
      'success_url=http%3A%2F%2Fshop.test%2Fok%3Fid%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');
    assert.deepEqual(parseFormEncoded(body), {
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '1999',
            product_data: { name: 'Fan motor', images: ['http://localhost/a.svg'] },
          },
          quantity: '2',
        },
        { price_data: { product_data: { name: 'Capacitor 45/5' } }, quantity: '1' },
      ],
      metadata: { orderId: '1001' },
      success_url: 'http://shop.test/ok?id={CHECKOUT_SESSION_ID}',
    });
  });

  it('accepts percent-encoded brackets too', () => {
    assert.deepEqual(parseFormEncoded('expand%5B0%5D=line_items&expand%5B1%5D=payment_intent'), {
      expand: ['line_items', 'payment_intent'],
    });
  });

  it('appends for empty brackets and orders indexed entries by index', () => {
    assert.deepEqual(parseFormEncoded('a[]=x&a[]=y'), { a: ['x', 'y'] });
    assert.deepEqual(parseFormEncoded('a[1]=second&a[0]=first'), { a: ['first', 'second'] });
    assert.deepEqual(parseFormEncoded('a[5]=only'), { a: ['only'] });
  });

  it('keeps the top level an object and keys that mix names and indices a hash', () => {
    assert.deepEqual(parseFormEncoded('0=a&1=b'), { '0': 'a', '1': 'b' });
    assert.deepEqual(parseFormEncoded('m[0]=a&m[x]=b'), { m: { '0': 'a', x: 'b' } });
  });

  it('keeps empty values (the provider uses them to unset) and skips empty pairs', () => {
    assert.deepEqual(parseFormEncoded('metadata[a]=&&b'), { metadata: { a: '' }, b: '' });
    assert.deepEqual(parseFormEncoded(''), {});
  });

  it('treats a key with unbalanced brackets as a literal name', () => {
    assert.deepEqual(parseFormEncoded('a[b=1'), { 'a[b': '1' });
  });

  it('keeps malformed percent-encoding as sent instead of failing', () => {
    assert.deepEqual(parseFormEncoded('name=100%'), { name: '100%' });
  });

  it('never writes to prototypes', () => {
    const parsed = parseFormEncoded('__proto__[polluted]=1&a[constructor][prototype][x]=1');
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
    assert.deepEqual(parsed, { a: {} });
  });
});

describe('canonicalJson', () => {
  it('gives the same text for the same params in any order', () => {
    assert.equal(
      canonicalJson({ b: '1', a: { d: ['x'], c: '2' } }),
      canonicalJson({ a: { c: '2', d: ['x'] }, b: '1' }),
    );
    assert.notEqual(canonicalJson({ a: ['x', 'y'] }), canonicalJson({ a: ['y', 'x'] }));
  });
});
