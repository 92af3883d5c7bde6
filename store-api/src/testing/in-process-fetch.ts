// A `fetch` that goes to the app in-process (app.inject): the ops CLI's calls in tests.
import type { FastifyInstance } from 'fastify';

export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (url: string, init: RequestInit = {}) => {
    const target = new URL(url);
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: init.headers as Record<string, string>,
      ...(typeof init.body === 'string' && { payload: init.body }),
    });
    return new Response(response.body, { status: response.statusCode });
  }) as typeof fetch;
}
