// Test helper: what the outbox holds for some recipients, as the e-mail tests read it.
import type { Db } from '../db/connection.js';

/** The payloads of `topic` queued for any of `recipients`, oldest first. */
export async function queuedPayloads(db: Db, topic: string, recipients: string[]) {
  const rows = await db
    .selectFrom('outbox')
    .select('payload')
    .where('topic', '=', topic)
    .orderBy('id')
    .execute();
  return rows
    .map((row) => row.payload as Record<string, unknown>)
    .filter((payload) => recipients.includes(String(payload.to)));
}
