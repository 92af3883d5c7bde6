// `pnpm --filter store-api bench:login`: the time of one sign-in (POST /auth/login, argon2id
// verification included) on this machine, through the real app on an in-memory PGlite, one
// request at a time. Prints the median and the 95th percentile; never passes or fails.
import { parseArgs } from 'node:util';
import { buildTestApp } from '../src/testing/test-app.js';
import { callApi, registerCustomer } from '../src/testing/customers.js';
import { PASSWORD_HASH_OPTIONS, verifyPassword } from '../src/modules/auth/passwords.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100' } } });
const runs = Number(values.runs);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function time(task: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

async function main() {
  const context = await buildTestApp('pglite', { checkResponses: false });
  try {
    const { app } = context;
    const customer = await registerCustomer(app);
    const storedHash = await app.accounts
      .findByEmail('hvac', customer.email)
      .then((row) => row?.password_hash ?? null);
    const body = { email: customer.email, password: customer.password };
    // Warm up the JIT, the connection and the dummy hash.
    for (let run = 0; run < 5; run += 1)
      await callApi(app, { method: 'POST', path: '/auth/login', body });

    const rows = {
      'POST /auth/login (200)': await time(async () => {
        const { status } = await callApi(app, { method: 'POST', path: '/auth/login', body });
        if (status !== 200) throw new Error(`login answered ${status}`);
      }),
      'argon2id verify alone': await time(() => verifyPassword(storedHash, customer.password)),
    };
    console.log(
      `argon2id m=${PASSWORD_HASH_OPTIONS.memoryCost} KiB t=${PASSWORD_HASH_OPTIONS.timeCost} p=${PASSWORD_HASH_OPTIONS.parallelism}, ${runs} runs each, sequential`,
    );
    console.table(
      Object.entries(rows).map(([name, samples]) => ({
        measure: name,
        'p50 ms': Number(percentile(samples, 50).toFixed(1)),
        'p95 ms': Number(percentile(samples, 95).toFixed(1)),
      })),
    );
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
