import { buildSandbox, type SandboxOptions } from './app.js';

export interface RunningSandbox {
  /** Origin of the sandbox, e.g. `http://127.0.0.1:43123`. */
  url: string;
  host: string;
  port: number;
  /** The configured webhook signing secret, for `stripe.webhooks.constructEvent`. */
  webhookSecret: string;
  app: ReturnType<typeof buildSandbox>;
  close(): Promise<void>;
}

/**
 * Starts a sandbox on 127.0.0.1 and a free port: what a test needs to point the official SDK at
 * it (`new Stripe(key, { host, port, protocol: 'http' })`).
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = '127.0.0.1';
  const app = buildSandbox({ ...options, config: { host, port: 0, ...options.config } });
  await app.listen({ host, port: app.sandbox.config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    host,
    port,
    webhookSecret: app.sandbox.config.webhookSecret,
    app,
    close: () => app.close(),
  };
}
