// Sends the rendered e-mails over SMTP (nodemailer, SMTP_URL). Errors come back as text fit for the
// outbox's last_error: the server's answer, never the credentials of the URL.
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './templates.js';

export interface OutgoingEmail extends RenderedEmail {
  from: { name: string; address: string };
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * Longest a send may take (connect, greeting, each reply): the worker stops a batch before its
 * lease has less than this left, so a slow server never makes two workers send one message.
 */
export const SMTP_TIMEOUT_MS = 20_000;

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const secrets = credentialsOf(smtpUrl);
  return {
    async send(email) {
      try {
        await transport.sendMail(email);
      } catch (error) {
        throw new Error(redact(error instanceof Error ? error.message : String(error), secrets), {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
  };
}

function credentialsOf(smtpUrl: string): string[] {
  const { username, password } = new URL(smtpUrl);
  return [username, password, decodeURIComponent(password)].filter((part) => part.length >= 3);
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('***'), text);
}
