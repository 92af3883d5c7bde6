import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { undeclaredKeys, type OpenApiDocument } from './undeclared-keys.js';

const document: OpenApiDocument = {
  paths: {},
  components: {
    schemas: {
      User: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          tags: { type: 'object', additionalProperties: { type: 'string' } },
          parent: { anyOf: [{ $ref: '#/components/schemas/User' }, { type: 'null' }] },
        },
        additionalProperties: false,
      },
    },
  },
};
const list = {
  type: 'object',
  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/User' } } },
};

describe('undeclared keys', () => {
  it('accepts a body with only declared keys and any keys of a record', () => {
    const body = { data: [{ id: 1, tags: { colour: 'red' }, parent: null }] };
    assert.deepEqual(undeclaredKeys(document, list, body), []);
  });

  it('names a leaked field in a referenced, nested record', () => {
    const body = {
      data: [
        { id: 1, parent: { id: 2, password_hash: 'x' } },
        { id: 3, password_hash: 'y' },
      ],
    };
    assert.deepEqual(undeclaredKeys(document, list, body), [
      'data[0].parent.password_hash',
      'data[1].password_hash',
    ]);
  });

  it('names an extra key at the top of the body', () => {
    assert.deepEqual(undeclaredKeys(document, list, { data: [], total: 3 }), ['total']);
  });
});
