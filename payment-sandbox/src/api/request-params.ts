import type { FastifyRequest } from 'fastify';
import type { FormObject } from '../lib/form-encoding.js';

/** The request's decoded params: the form body of a POST, the query string otherwise. */
export function requestParams(request: FastifyRequest): FormObject {
  const source = request.method === 'POST' ? request.body : request.query;
  return source && typeof source === 'object' ? (source as FormObject) : {};
}
