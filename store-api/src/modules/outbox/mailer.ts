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
  /**
   * Longest a send may take (connect, greeting, the replies): the worker sends a claimed message
   * only while its lease has at least this left, so a slow server never makes two workers send
   * one message.
   */
  sendLimitMs: number;
}

export interface SmtpMailerOptions {
  /** The outbox lease: each SMTP time limit is a quarter of it, so one send fits in a lease. */
  leaseMs: number;
  /** Told whether the server could be reached (the mail's state in /health). */
  onOutcome?: (reached: boolean) => void;
}

/** nodemailer's codes for a server that could not be reached or did not answer in time. */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

export function createSmtpMailer(
  smtpUrl: string,
  { leaseMs, onOutcome = () => {} }: SmtpMailerOptions,
): Mailer {
  const timeoutMs = Math.floor(leaseMs / 4);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const secrets = credentialsOf(smtpUrl);
  return {
    async send(email) {
      try {
        await transport.sendMail(email);
        onOutcome(true);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        // A refused address or message says nothing about the server being down.
        if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) onOutcome(false);
        throw new Error(redact(error instanceof Error ? error.message : String(error), secrets), {
          cause: error,
        });
      }
    },
    close: () => transport.close(),
    sendLimitMs: 3 * timeoutMs,
  };
}

function credentialsOf(smtpUrl: string): string[] {
  const { username, password } = new URL(smtpUrl);
  return [username, password, decodeURIComponent(password)].filter((part) => part.length >= 3);
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('***'), text);
}
