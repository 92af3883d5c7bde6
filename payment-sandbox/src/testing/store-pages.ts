// Stand-ins for the store's success and cancel pages, for the browser scenarios.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StorePages {
  /** success_url with the provider's `{CHECKOUT_SESSION_ID}` template. */
  successUrl: string;
  cancelUrl: string;
  close(): Promise<void>;
}

export async function startStorePages(): Promise<StorePages> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body =
      url.pathname === '/checkout/success'
        ? `<h1>Order confirmation</h1><p>Session <output id="session-id">${encodeURIComponent(url.searchParams.get('session_id') ?? '')}</output></p>`
        : url.pathname === '/checkout/cancel'
          ? '<h1>Payment cancelled</h1>'
          : '<h1>Not found</h1>';
    response.writeHead(url.pathname.startsWith('/checkout/') ? 200 : 404, {
      'Content-Type': 'text/html; charset=utf-8',
    });
    response.end(`<!doctype html><html lang="en"><title>Store</title>${body}</html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    successUrl: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/checkout/cancel`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
