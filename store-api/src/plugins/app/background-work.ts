// Work a route starts and its answer does not wait for: the reset e-mail of a known address, whose
// making would otherwise show in the answer time that the account exists. A failure is logged (the
// caller has its answer already); closing the app waits for what is still running, so a shutdown
// never cuts a transaction off half-way or closes the database under it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `work` once the current answer has gone out; a failure is logged as `what` failed. */
    inBackground(what: string, work: () => Promise<unknown>): void;
    /** Resolves when the background work started so far has ended (close, tests). */
    backgroundWorkDone(): Promise<void>;
  }
}

export default fp(
  async function backgroundWorkPlugin(app: FastifyInstance) {
    const running = new Set<Promise<void>>();
    app.decorate('inBackground', (what: string, work: () => Promise<unknown>) => {
      // setImmediate: after the answer's bytes were handed to the socket, not before.
      const task = new Promise<void>((resolve) => {
        setImmediate(() => {
          work()
            .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
            .finally(resolve);
        });
      }).finally(() => running.delete(task));
      running.add(task);
    });
    app.decorate('backgroundWorkDone', async () => {
      await Promise.all(running);
    });
    // Before onClose, where the database closes.
    app.addHook('preClose', () => app.backgroundWorkDone());
  },
  { name: 'background-work' },
);
