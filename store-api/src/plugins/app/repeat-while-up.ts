// Background work of the API (settling reservations, retrying refunds): a task run every few
// seconds while the app is up, one run at a time, none after close, a failed run only logged.
import type { FastifyInstance } from 'fastify';

export function repeatWhileUp(
  app: FastifyInstance,
  everyMs: number,
  task: () => Promise<unknown>,
  what: string,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = running.then(() =>
        task().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`)),
      );
    }, everyMs);
    timer.unref();
  });
  // Before onClose, where the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}
