// The alerts' units of work, each one transaction with the e-mail it queues: a signed-in
// customer's alert (on at once), a guest's pending alert and its confirmation e-mail, the
// confirmation, the unsubscribe, and the e-mails of a restock (on the stock change's transaction).
import type { Db } from '../../db/connection.js';
import { normalizeEmail } from '../../email-address.js';
import { hashLinkToken, newLinkToken, storefrontOrigin } from '../auth/index.js';
import { createOutboxRepository, type OutboxMessage } from '../outbox/index.js';
import { createStockAlertsRepository, type AlertProduct } from './repository.js';

/** How long a guest's confirmation link works. */
export const CONFIRM_TOKEN_TTL_HOURS = 48;
/**
 * Unconfirmed alerts one address may have in a store: past it, a request for another product
 * sends nothing (with the same answer), so nobody can fill a stranger's inbox with confirmations.
 */
export const PENDING_ALERTS_MAX = 3;

export interface StockAlertServiceOptions {
  db: Db;
  /** Store id → the origin of its shop pages: every link of an alert e-mail points there. */
  storefrontUrls: Readonly<Record<string, string>>;
  /** The API's public origin: the List-Unsubscribe header's one-click address. */
  publicBaseUrl: string;
}

export function createStockAlertService({
  db,
  storefrontUrls,
  publicBaseUrl,
}: StockAlertServiceOptions) {
  const alerts = createStockAlertsRepository(db);
  const pageUrl = (storeId: string, path: string, token?: string) => {
    const url = new URL(path, storefrontOrigin(storefrontUrls, storeId));
    if (token) url.searchParams.set('token', token);
    return url.toString();
  };
  const productUrl = (storeId: string, productId: number) =>
    pageUrl(storeId, `/product/${productId}`);

  /** The product a link's alert is for, as the landing page names it. */
  async function linkOutcome(found: { productId: number; storeId: string } | undefined) {
    if (!found) return undefined;
    // The product may have left the catalogue since: its id and no name then.
    const product = await alerts.product(found.storeId, found.productId);
    return product ?? { id: found.productId, storeId: found.storeId, name: '', inStock: false };
  }

  return {
    product: (storeId: string, productId: number) => alerts.product(storeId, productId),

    /** A signed-in customer's alert: their account's address, on at once. */
    async subscribeCustomer(product: AlertProduct, email: string): Promise<void> {
      await alerts.activate(product.storeId, product.id, normalizeEmail(email));
    },

    /**
     * A guest's request: a pending alert and its confirmation e-mail, unless the address already
     * has the alert on or has PENDING_ALERTS_MAX other unconfirmed ones. Answers whether an e-mail
     * was queued (for the tests and the log; the caller never tells the guest).
     */
    async requestConfirmation(product: AlertProduct, email: string): Promise<boolean> {
      const address = normalizeEmail(email);
      const { token, hash } = newLinkToken();
      return db.transaction().execute(async (trx) => {
        const inTrx = createStockAlertsRepository(trx);
        const status = await inTrx.lockedStatus(product.id, address);
        if (status === 'active') return false;
        if (
          status !== 'pending' &&
          (await inTrx.pendingCount(product.storeId, address)) >= PENDING_ALERTS_MAX
        ) {
          return false;
        }
        const expiresAt = new Date(Date.now() + CONFIRM_TOKEN_TTL_HOURS * 3_600_000);
        await inTrx.savePending(
          { storeId: product.storeId, productId: product.id, email: address },
          hash,
          expiresAt,
        );
        await createOutboxRepository(trx).add({
          topic: 'stock-alert.confirm',
          storeId: product.storeId,
          payload: {
            to: address,
            productName: product.name,
            productUrl: productUrl(product.storeId, product.id),
            confirmUrl: pageUrl(product.storeId, '/stock-alerts/confirm', token),
            expiresInHours: CONFIRM_TOKEN_TTL_HOURS,
          },
        });
        return true;
      });
    },

    /** Confirms a guest's alert with its link's token; undefined for a bad or expired link. */
    async confirm(token: string): Promise<AlertProduct | undefined> {
      return linkOutcome(await alerts.confirm(hashLinkToken(token)));
    },

    /** Ends the alert of an alert e-mail's unsubscribe token; undefined for an unknown one. */
    async unsubscribe(token: string): Promise<AlertProduct | undefined> {
      return linkOutcome(await alerts.unsubscribe(hashLinkToken(token)));
    },

    /**
     * Queues one back-in-stock e-mail per active alert of the store's products with the SKU, each
     * with an unsubscribe token of its own, on `trx`: the transaction of the stock change that
     * took the SKU from none to some, so a restock e-mails each subscriber exactly once.
     */
    async queueRestockAlerts(trx: Db, storeId: string, sku: string): Promise<number> {
      const inTrx = createStockAlertsRepository(trx);
      const due = await inTrx.dueAlerts(storeId, sku);
      const tokens = due.map((alert) => ({ alert, ...newLinkToken() }));
      await inTrx.addUnsubscribeTokens(
        tokens.map(({ alert, hash }) => ({ alertId: alert.alertId, tokenHash: hash })),
      );
      const oneClick = new URL('/store-api/stock-alerts/one-click-unsubscribe', publicBaseUrl);
      const messages = tokens.map(({ alert, token }): OutboxMessage => {
        oneClick.searchParams.set('token', token);
        return {
          topic: 'stock-alert.back-in-stock',
          storeId,
          payload: {
            to: alert.email,
            productName: alert.productName,
            productUrl: productUrl(storeId, alert.productId),
            unsubscribeUrl: pageUrl(storeId, '/stock-alerts/unsubscribe', token),
            oneClickUnsubscribeUrl: oneClick.toString(),
          },
        };
      });
      await createOutboxRepository(trx).addMany(messages);
      return messages.length;
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
