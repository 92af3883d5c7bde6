// Starts the sample product API stand-in on MOCK_PRODUCT_API_PORT (default 4300) and HOST.
import { buildMockProductApi } from './app.js';

const port = Number(process.env.MOCK_PRODUCT_API_PORT || 4300);
const host = process.env.HOST || '127.0.0.1';
const app = buildMockProductApi();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

try {
  await app.listen({ port, host });
  console.log(`mock product API ready on http://localhost:${port}`);
} catch (error) {
  console.error('mock product API failed to start', error);
  process.exit(1);
}
