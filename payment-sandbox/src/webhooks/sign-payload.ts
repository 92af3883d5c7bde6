import { createHmac } from 'node:crypto';

/**
 * The provider's `Stripe-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256>` where the
 * HMAC, keyed with the endpoint secret, covers `<t>.<payload>` exactly as sent.
 */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestamp}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
