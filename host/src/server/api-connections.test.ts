/**
 * @jest-environment node
 */
// The server render's API requests over kept-alive connections (decision 1001): the answer the
// API client reads, one connection for a render's requests in a row, and a silent API given up.
import { startStandInApi } from '../testing/stand-in-api';
import { keptAliveFetch } from './api-connections';

/** The client port of each request the stand-in got: one per connection. */
const clientPorts: number[] = [];
const apiBaseUrl = startStandInApi((request, response) => {
  clientPorts.push(request.socket.remotePort ?? 0);
  if (request.url === '/silent') return; // never answers
  if (request.url === '/empty') {
    response.writeHead(204).end();
    return;
  }
  response.writeHead(request.url === '/missing' ? 404 : 200, {
    'content-type': 'application/json',
    'x-total-count': '42',
  });
  response.end(JSON.stringify({ asked: request.url, store: request.headers['x-store-id'] }));
});

it('gives the status, headers and body, and sends the headers asked for', async () => {
  const fetchKeptAlive = keptAliveFetch(1000);
  const ok = await fetchKeptAlive(`${apiBaseUrl()}/products?limit=3`, {
    headers: { 'X-Store-ID': 'hvac' },
  });
  expect(ok.status).toBe(200);
  expect(ok.headers.get('x-total-count')).toBe('42');
  expect(await ok.json()).toEqual({ asked: '/products?limit=3', store: 'hvac' });
  const missing = await fetchKeptAlive(`${apiBaseUrl()}/missing`);
  expect([missing.ok, missing.status]).toEqual([false, 404]);
  const empty = await fetchKeptAlive(`${apiBaseUrl()}/empty`);
  expect([empty.status, await empty.text()]).toEqual([204, '']);
});

it('asks one after another over one kept-alive connection', async () => {
  const fetchKeptAlive = keptAliveFetch(1000);
  clientPorts.length = 0;
  for (const page of ['/a', '/b', '/c'])
    await (await fetchKeptAlive(`${apiBaseUrl()}${page}`)).text();
  expect(clientPorts).toHaveLength(3);
  expect(new Set(clientPorts).size).toBe(1);
});

it('gives up on an API silent for longer than its time limit', async () => {
  const started = Date.now();
  await expect(keptAliveFetch(150)(`${apiBaseUrl()}/silent`)).rejects.toThrow(
    /was silent for 150 ms/,
  );
  expect(Date.now() - started).toBeLessThan(1000);
});

it("stops when the caller's signal is aborted", async () => {
  await expect(
    keptAliveFetch(5000)(`${apiBaseUrl()}/silent`, { signal: AbortSignal.timeout(100) }),
  ).rejects.toMatchObject({ name: 'AbortError' });
});
