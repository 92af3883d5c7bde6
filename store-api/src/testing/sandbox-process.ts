// A payment sandbox of its own for a test, as a child process (not in-process like
// startCheckoutSandbox), so the test can freeze it with SIGSTOP as a provider that stops answering
// and thaw it with SIGCONT. Its state file tells every refund it ever made. The bench runs it too:
// a real provider is another machine, never the API's own event loop and CPU.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET_KEY } from 'payment-sandbox/testing/sandbox-client';
import { freePort } from './maildev.js';

const WEBHOOK_SECRET = 'whsec_sandbox_process';

/** The refunds in the sandbox's state file. */
interface SandboxState {
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
}

/**
 * `persist: false` keeps the sandbox's state in memory only (no refunds()): the bench's thousands of
 * sessions would each rewrite the whole state file, a cost no real provider charges its callers.
 */
export async function startSandboxProcess({ persist = true }: { persist?: boolean } = {}) {
  const port = await freePort();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'store-api-sandbox-'));
  const stateFile = path.join(stateDir, 'state.json');
  const packageDir = path.dirname(
    path.dirname(fileURLToPath(import.meta.resolve('payment-sandbox'))),
  );
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(packageDir, 'src', 'server.ts')],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        PAYMENT_SANDBOX_PORT: String(port),
        PAYMENT_SANDBOX_HOST: '127.0.0.1',
        SANDBOX_SECRET_KEYS: TEST_SECRET_KEY,
        SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRET,
        SANDBOX_WEBHOOK_ENDPOINTS: '',
        SANDBOX_PUBLIC_URL: `http://127.0.0.1:${port}`,
        SANDBOX_STATE_FILE: persist ? stateFile : '',
        PAYMENT_SANDBOX_LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    },
  );
  const pid = child.pid;
  if (pid === undefined) throw new Error('the payment sandbox did not start');
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (tries > 200 || child.exitCode !== null)
      throw new Error('the payment sandbox did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    pid,
    /** The store API's configuration for this sandbox. */
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    /** The sandbox stops answering: connections are accepted, nothing comes back. */
    freeze: () => process.kill(pid, 'SIGSTOP'),
    thaw: () => process.kill(pid, 'SIGCONT'),
    /** Every refund the sandbox made, from its state file (written after each change). */
    refunds(): SandboxState['refunds'] {
      return (JSON.parse(readFileSync(stateFile, 'utf8')) as SandboxState).refunds;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        process.kill(pid, 'SIGCONT');
        process.kill(pid, 'SIGTERM');
        await exited;
      }
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export type SandboxProcess = Awaited<ReturnType<typeof startSandboxProcess>>;
