// Reads the e-mails a stack's store API sent, from its MailDev inbox (REST API at
// `stack.mailInboxUrl`): scenarios wait for a message to a shopper and read its text and links.
import type { Stack } from './launch-stack';

export interface ReceivedEmail {
  subject: string;
  text: string;
  html: string;
  from: string;
  to: string[];
}

/** MailDev's record of a message (the fields used here). */
interface MaildevEmail {
  subject?: string;
  text?: string;
  html?: string;
  from?: Array<{ address: string; name?: string }>;
  to?: Array<{ address: string; name?: string }>;
}

export interface WaitForEmailOptions {
  /** The recipient (case-insensitive). */
  to: string;
  /** Part of the subject, or a pattern it matches. */
  subject?: string | RegExp;
  timeoutMs?: number;
}

const POLL_MS = 250;

async function readInbox(stack: Pick<Stack, 'mailInboxUrl'>): Promise<MaildevEmail[]> {
  const response = await fetch(`${stack.mailInboxUrl}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for its inbox`);
  return (await response.json()) as MaildevEmail[];
}

function toReceived(email: MaildevEmail): ReceivedEmail {
  const [from] = email.from ?? [];
  return {
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    from: from ? (from.name ? `${from.name} <${from.address}>` : from.address) : '',
    to: (email.to ?? []).map((recipient) => recipient.address),
  };
}

function matches(email: ReceivedEmail, { to, subject }: WaitForEmailOptions): boolean {
  const recipient = to.toLowerCase();
  if (!email.to.some((address) => address.toLowerCase() === recipient)) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string'
    ? email.subject.includes(subject)
    : subject.test(email.subject);
}

/**
 * The newest e-mail to `to` (and with `subject`) in the stack's inbox, waiting for it to arrive
 * (the API's outbox worker sends within about a second); rejects after `timeoutMs` (15 s).
 */
export async function waitForEmail(
  stack: Pick<Stack, 'mailInboxUrl'>,
  options: WaitForEmailOptions,
): Promise<ReceivedEmail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const inbox = await readInbox(stack);
    // MailDev lists messages in the order they arrived; their Date headers tie within a second.
    const newestFirst = [...inbox].reverse();
    const found = newestFirst.map(toReceived).find((email) => matches(email, options));
    if (found) return found;
    if (Date.now() > deadline) {
      const wanted = options.subject ? ` with subject ${String(options.subject)}` : '';
      throw new Error(
        `no e-mail to ${options.to}${wanted} within ${options.timeoutMs ?? 15_000} ms (inbox: ${inbox.length} messages)`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Deletes every message of the stack's inbox, so a scenario sees only its own. */
export async function clearInbox(stack: Pick<Stack, 'mailInboxUrl'>): Promise<void> {
  const response = await fetch(`${stack.mailInboxUrl}/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} when clearing its inbox`);
}

/**
 * The path and query of the first link in the e-mail's text that leads to `pathname` on any host
 * (e.g. '/set-password'), to open on the stack's own host; throws when the e-mail has none.
 */
export function linkIn(email: Pick<ReceivedEmail, 'text'>, pathname: string): string {
  for (const match of email.text.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`the e-mail has no link to ${pathname}`);
}
