// Starts the payment sandbox from the environment (see .env.example) and stops it cleanly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSandbox } from './app.js';
import { loadConfig, packageDir } from './config.js';

const envFile = path.join(packageDir, '.env');
// Values already in the environment win over the file.
if (existsSync(envFile)) process.loadEnvFile(envFile);

const config = loadConfig();
const app = buildSandbox({ config, logger: { level: config.logLevel } });

async function shutDown(signal: string): Promise<void> {
  app.log.info({ signal }, 'payment sandbox stopping');
  await app.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown('SIGINT'));
process.once('SIGTERM', () => void shutDown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      hostedPages: `${app.sandbox.publicUrl()}/pay/:id`,
      webhookEndpoints: config.webhookEndpoints,
      stateFile: config.stateFile ?? '(memory only)',
    },
    'payment sandbox ready',
  );
} catch (error) {
  app.log.error({ err: error }, 'payment sandbox failed to start');
  process.exit(1);
}
