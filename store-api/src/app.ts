// Builds the Fastify app. The server and the tests both call buildApp, so what the tests inject
// into is exactly what runs.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import { accountEquipmentModule } from './modules/account-equipment/index.js';
import { jobListsModule } from './modules/job-lists/index.js';
import { authRoutes, customerAuth } from './modules/auth/index.js';
import { cartRoutes, cartServicePlugin } from './modules/cart/index.js';
import {
  catalogRepositories,
  catalogResponseCache,
  catalogRoutes,
  opsInventoryRoutes,
} from './modules/catalog/index.js';
import { contentRoutes } from './modules/contact/index.js';
import {
  checkoutRoutes,
  checkoutService,
  disabledPaymentRoutes,
} from './modules/checkout/index.js';
import { flows, recordAnyRefund } from './flows/index.js';
import { ordersRoutes } from './modules/orders/index.js';
import { dependencyStatus, healthRoutes } from './modules/health/index.js';
import { createImageUrls, imageRoutes } from './modules/images/index.js';
import { courtesyEmails, outboxWorker } from './modules/outbox/index.js';
import { paymentProvider, refundRetries } from './modules/payments/index.js';
import { shippingRoutes } from './modules/shipping/index.js';
import { stockAlertRoutes, stockAlertService } from './modules/stock-alerts/index.js';
import { quickOrderRoutes } from './modules/quick-order/index.js';
import databasePlugin from './plugins/app/database.js';
import backgroundWork from './plugins/app/background-work.js';
import { answerClientError } from './plugins/app/client-error.js';
import errorHandler from './plugins/app/error-handler.js';
import inputGuard, { BODY_LIMITS, rewriteRejectedUrl } from './plugins/app/input-guard.js';
import { RequestLogController } from './plugins/app/request-log.js';
import storeScope from './plugins/app/store-scope.js';
import compress from './plugins/external/compress.js';
import cors from './plugins/external/cors.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import redis from './plugins/external/redis.js';
import swagger from './plugins/external/swagger.js';
import { responseSerializerCompiler } from './response-serializer.js';

/**
 * Never logged, wherever a log line carries them: the Authorization header, and passwords, tokens
 * and hashes in a logged body or object. Fastify logs no bodies itself; this guards the day
 * someone logs one.
 */
export const LOG_REDACT_PATHS = [
  // Fastify's own request lines carry no headers; these cover a request or headers logged by hand.
  ...['headers', '*.headers'].flatMap((path) => [`${path}.authorization`, `${path}.cookie`]),
  ...['password', 'token', 'passwordHash', 'password_hash', 'confirmPassword'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];

export interface BuildAppOptions {
  config: AppConfig;
  /** Use this open database instead of opening one from config.database (tests, benchmarks). */
  database?: DatabaseHandle;
  /** Fastify logger options; defaults to pino at config.logLevel with LOG_REDACT_PATHS. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read the log from it); stdout when absent. */
  logStream?: DestinationStream;
  /**
   * Encode every response with its zod schema and fail it when that differs from what the handler
   * returned (tests). Off, responses are sent as returned, which is much cheaper.
   */
  checkResponses?: boolean;
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  checkResponses = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: LOG_REDACT_PATHS,
      ...(logStream && { stream: logStream }),
    },
    // Bodies are small too; the routes that take larger ones say so (BODY_LIMITS).
    bodyLimit: BODY_LIMITS.default,
    // Ids and query values are short; anything longer is a mistake or an attack.
    routerOptions: { maxParamLength: 200 },
    // Creating an embedded database and seeding it can take a while on a slow first start.
    pluginTimeout: 120_000,
    // The request deadline: whatever it waits on, a request unanswered by then gets 503 with
    // Retry-After (error-handler.ts); the database's and the provider's own limits come first.
    handlerTimeout: config.requestTimeoutMs,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: anyone else could
    // pick their own address and so their own rate-limit allowance.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Malformed, NUL-carrying and over-long URLs are refused by the input guard, not the router.
    rewriteUrl: rewriteRejectedUrl,
    clientErrorHandler: answerClientError,
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: checkResponses }));

  await app.register(errorHandler);
  await app.register(helmet);
  await app.register(cors, { origins: config.corsOrigins });
  // Before the routes; its onSend runs after the catalogue cache's, which tags the plain body.
  await app.register(compress);
  await app.register(dependencyStatus);
  // Before everything that keeps a count or a cache the API processes must share.
  await app.register(redis, config.redis);
  await app.register(rateLimit, config.rateLimit);
  // After the headers and the rate limit, so a refused input still gets and counts against both.
  await app.register(inputGuard);
  await app.register(swagger, { publicBaseUrl: config.publicBaseUrl, ui: config.apiDocs });

  await app.register(databasePlugin, {
    config: config.database,
    timeouts: config.databaseTimeouts,
    handle: database,
    seedIfEmpty: config.seedOnStart,
    seedProductsPerStore: config.seedProductsPerStore,
  });
  await app.register(storeScope);
  await app.register(backgroundWork);
  await app.register(outboxWorker, config.mail);
  await app.register(courtesyEmails, config.mail.courtesyLimits);

  const imageUrls = createImageUrls(config.publicBaseUrl);
  await app.register(catalogRepositories, { imageUrls });
  await app.register(catalogResponseCache, { ttlMs: config.catalogCacheTtlMs });
  await app.register(cartServicePlugin, { imageUrls });
  await app.register(customerAuth, config.auth);
  await app.register(paymentProvider, { config: config.checkout.provider });
  await app.register(checkoutService, config.checkout);
  await app.register(refundRetries, {
    retryMs: config.refundRetryMs,
    onRefunded: recordAnyRefund(app.db),
  });
  await app.register(stockAlertService, {
    storefrontUrls: config.auth.storefrontUrls,
    publicBaseUrl: config.publicBaseUrl,
  });
  await app.register(flows);

  // Every route lives under /store-api. Later domains (cart, auth, orders, checkout, shipping,
  // contact) register here next to the catalogue, each as its own module.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { opsApiKey: config.opsApiKey });
      await api.register(imageRoutes);
      await api.register(catalogRoutes);
      await api.register(authRoutes, { config: config.auth });
      await api.register(accountEquipmentModule);
      await api.register(jobListsModule, { imageUrls, writeLimit: config.jobListWriteLimit });
      await api.register(cartRoutes);
      await api.register(shippingRoutes);
      await api.register(quickOrderRoutes, {
        imageUrls,
        rateLimit: config.quickOrderRateLimit,
      });
      await api.register(contentRoutes, config.formRateLimit);
      await api.register(checkoutRoutes, { flow: app.flows.checkout });
      await api.register(ordersRoutes, {
        opsApiKey: config.opsApiKey,
        actions: app.flows.orderActions,
      });
      await api.register(stockAlertRoutes, { clientLimit: config.formRateLimit });
      await api.register(opsInventoryRoutes, {
        opsApiKey: config.opsApiKey,
        setStock: app.flows.setStock,
      });
    },
    { prefix: '/store-api' },
  );
  // SPEC §7's switched-off payment paths, one of them outside /store-api: a clear 410 each.
  await app.register(disabledPaymentRoutes);

  return app;
}
