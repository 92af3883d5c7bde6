// A local webhook endpoint for tests: records every delivery and answers with the status codes
// it is told to (e.g. 500, 500, then 200).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
  receivedAt: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Resolves once `count` deliveries have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** The first delivery of an event of `type` about the object `objectId`, once it has arrived. */
  waitForEvent(type: string, objectId: string, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** @param statuses the answer to the first, second, … delivery; later ones get the last entry. */
export async function startWebhookReceiver(statuses: number[] = [200]): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const nextDelivery = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  const isEvent = (delivery: ReceivedWebhook, type: string, objectId: string) => {
    const event = JSON.parse(delivery.body) as { type: string; data: { object: { id: string } } };
    return event.type === type && event.data.object.id === objectId;
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      });
      const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ received: status < 300 }));
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`Expected ${count} webhook deliveries, got ${received.length}`);
        }
        await nextDelivery(left);
      }
      return received.slice(0, count);
    },
    async waitForEvent(type, objectId, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((delivery) => isEvent(delivery, type, objectId));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No ${type} event for ${objectId} arrived`);
        await nextDelivery(left);
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
