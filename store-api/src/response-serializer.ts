// How responses with a zod schema become JSON. Encoding every response with its zod schema before
// JSON.stringify cost about a tenth of the API process's CPU per product page, so the API sends
// what the handler returned as it is, and the tests check that this is exactly what the schema
// would have sent: handlers build their answers field by field in schema order, nothing to strip.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** Thrown (and answered 500) when a handler's answer would change when encoded by its schema. */
export class ResponseShapeError extends Error {}

/**
 * check false: plain JSON.stringify. check true (tests): the schema's encoding, which must be
 * byte for byte what JSON.stringify gives, or the response fails.
 */
export function responseSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<ZodType> {
  return (route) => {
    if (!check) return (data) => JSON.stringify(data);
    const encode = zodSerializerCompiler(route);
    return (data) => {
      const encoded = encode(data);
      if (JSON.stringify(data) !== encoded) {
        throw new ResponseShapeError(
          `${route.method} ${route.url} answered ${route.httpStatus ?? ''} with fields or values its ` +
            `response schema would drop or change: send exactly the schema's shape`,
        );
      }
      return encoded;
    };
  };
}
