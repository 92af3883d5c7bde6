// Entry point of `pnpm --filter store-api start`: reads the environment, migrates and (when the
// catalogue is empty) seeds the database, then listens.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Store API ready at ${config.publicBaseUrl}/store-api (docs: ${config.publicBaseUrl}/store-api/docs) on ${app.database.description}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Store API failed to start:', error);
  process.exit(1);
});
