// A store API stand-in on a free port for the server render's jest tests: `handle` answers each
// request; the server listens before the file's tests and is closed after them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts the stand-in around the file's tests; answers its base URL (valid inside tests). */
export function startStandInApi(handle: http.RequestListener): () => string {
  const api = http.createServer(handle);
  let apiBaseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiBaseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));
  return () => apiBaseUrl;
}

/** A render of a page no remote serves (only the shell's widgets), against `apiBaseUrl`. */
export const shellPageRequest = (apiBaseUrl: string) => ({
  url: '/nope',
  hostname: 'localhost',
  env: { apiBaseUrl },
  serverEntries: {},
  nonce: 'n0nce',
  deadlineMs: 2000,
});
