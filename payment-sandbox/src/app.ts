// Builds the payment sandbox: the provider's REST subset under /v1, the hosted payment page
// under /pay, webhook delivery and the expiry sweep. Exported so tests (here and in other
// packages) can run it in-process.
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { providerApi } from './api/provider-api.js';
import { pruneIdempotentResponses } from './api/idempotency.js';
import { expireDueSessions } from './checkout-sessions/expire-checkout-session.js';
import { defaultSandboxConfig, type SandboxConfig, type WebhookRetryPolicy } from './config.js';
import { hostedPageRoutes } from './hosted-page/hosted-page-routes.js';
import { standInStripeJsRoutes } from './stripe-js/stripe-js-route.js';
import { type Clock, systemClock } from './lib/clock.js';
import { parseFormEncoded } from './lib/form-encoding.js';
import { newId } from './lib/ids.js';
import type { SandboxContext } from './sandbox-context.js';
import { SandboxStore } from './state/sandbox-store.js';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
  }
}

export interface SandboxOptions {
  /** Overrides of the defaults (not of the environment: server.ts passes loadConfig()). */
  config?: Partial<Omit<SandboxConfig, 'webhookRetry'>> & {
    webhookRetry?: Partial<WebhookRetryPolicy>;
  };
  clock?: Clock;
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
}

/** `http://localhost:<port>` for wildcard and loopback names, the configured host otherwise. */
function listeningOrigin(app: FastifyInstance, host: string): string {
  const address = app.server.address() as AddressInfo | null;
  const port = address?.port ?? defaultSandboxConfig.port;
  const name = ['', '0.0.0.0', '::', 'localhost'].includes(host) ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const config: SandboxConfig = {
    ...defaultSandboxConfig,
    ...options.config,
    webhookRetry: { ...defaultSandboxConfig.webhookRetry, ...options.config?.webhookRetry },
  };
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => newId('req'),
    routerOptions: { querystringParser: parseFormEncoded },
  });
  const store = new SandboxStore(config.stateFile);
  const webhooks = new WebhookDispatcher({
    store,
    clock,
    endpoints: config.webhookEndpoints,
    secret: config.webhookSecret,
    retry: config.webhookRetry,
    log: app.log,
  });
  const context: SandboxContext = {
    config,
    store,
    clock,
    webhooks,
    publicUrl: () => config.publicUrl ?? listeningOrigin(app, config.host),
  };
  app.decorate('sandbox', context);

  app.register(formBody, { parser: parseFormEncoded });
  app.get('/', async () => ({
    name: 'payment-sandbox',
    api: '/v1',
    hostedPaymentPage: '/pay/{checkout_session_id}',
    health: '/health',
    stripeJs: '/v3/stripe.js',
  }));
  app.get('/health', async () => ({ status: 'ok' }));
  app.register(providerApi, { prefix: '/v1' });
  app.register(hostedPageRoutes);
  app.register(standInStripeJsRoutes);

  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    webhooks.resumePending();
    sweep = setInterval(() => {
      try {
        expireDueSessions(context);
        if (pruneIdempotentResponses(store, clock) > 0) store.save();
      } catch (error) {
        app.log.error({ err: error }, 'expiry sweep failed');
      }
    }, config.expirySweepIntervalMs);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await webhooks.close();
  });
  return app;
}
