// A MailDev of its own for a test file: a child process on free loopback ports whose inbox the
// test reads over MailDev's REST API, and which it can stop and start again (SMTP down, then up).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** MailDev's record of a received message (the fields the tests read). */
export interface InboxEmail {
  subject: string;
  text: string;
  html: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  replyTo?: Array<{ address: string; name: string }>;
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

export async function createTestInbox() {
  const smtpPort = await freePort();
  const webPort = await freePort();
  const mailDir = mkdtempSync(path.join(tmpdir(), 'store-api-maildev-'));
  const inboxUrl = `http://127.0.0.1:${webPort}`;
  let child: ChildProcess | undefined;

  const request = async (pathname: string, method = 'GET') => {
    const response = await fetch(`${inboxUrl}${pathname}`, { method });
    if (!response.ok)
      throw new Error(`MailDev answered ${response.status} to ${method} ${pathname}`);
    return response;
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    /** Starts MailDev and waits until it answers. */
    async start() {
      const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
      const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1'];
      child = spawn(process.execPath, [bin, ...args, '--mail-directory', mailDir, '--silent'], {
        stdio: 'ignore',
      });
      for (let tries = 0; tries < 100; tries += 1) {
        if (
          await request('/healthz').then(
            () => true,
            () => false,
          )
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('MailDev did not start');
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
    async emails(): Promise<InboxEmail[]> {
      return (await (await request('/email')).json()) as InboxEmail[];
    },
    /**
     * The messages whose subject contains `subject`, once there are `count` of them (MailDev
     * files a message just after accepting it); what there is after `timeoutMs` otherwise.
     */
    async received(subject: string, count = 1, timeoutMs = 5000): Promise<InboxEmail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (await this.emails()).filter((email) => email.subject.includes(subject));
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async clear() {
      await request('/email/all', 'DELETE');
    },
    async dispose() {
      await this.stop();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

export type TestInbox = Awaited<ReturnType<typeof createTestInbox>>;
