import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { responseSerializerCompiler, ResponseShapeError } from './response-serializer.js';

const schema = z.object({ id: z.number().int(), tags: z.record(z.string(), z.string()) });
const route = { schema, method: 'GET', url: '/things', httpStatus: '200' };

describe('response serializer', () => {
  it('sends what the handler returned as plain JSON when unchecked', () => {
    const serialize = responseSerializerCompiler({ check: false })(route);
    const answer = { id: 1, tags: { b: 'x', a: 'y' } };
    assert.equal(serialize(answer), JSON.stringify(answer));
  });

  it('answers the same bytes when checked and the handler returns the schema shape', () => {
    const serialize = responseSerializerCompiler({ check: true })(route);
    assert.equal(serialize({ id: 1, tags: { b: 'x' } }), '{"id":1,"tags":{"b":"x"}}');
  });

  it('fails a checked answer with a field the schema would drop', () => {
    const serialize = responseSerializerCompiler({ check: true })(route);
    assert.throws(() => serialize({ id: 1, tags: {}, secret: 'x' }), ResponseShapeError);
  });

  it('fails a checked answer in another key order than the schema', () => {
    const serialize = responseSerializerCompiler({ check: true })(route);
    assert.throws(() => serialize({ tags: {}, id: 1 }), ResponseShapeError);
  });

  it('fails a checked answer the schema refuses', () => {
    const serialize = responseSerializerCompiler({ check: true })(route);
    assert.throws(() => serialize({ id: 1.5, tags: {} }));
  });
});
