// Runs the migrations in ./migrations, in order, at start-up (and from tests and the seed CLI).
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import * as catalog from './migrations/0001-catalog.js';
import * as activeProductIndexes from './migrations/0002-active-product-indexes.js';
import * as outbox from './migrations/0003-outbox.js';
import * as outboxFailed from './migrations/0004-outbox-failed.js';
import * as accounts from './migrations/0005-accounts.js';
import * as carts from './migrations/0007-carts.js';
import * as bulkRequests from './migrations/0006-bulk-requests.js';
import * as orders from './migrations/0008-orders.js';
import * as accountLinkPurpose from './migrations/0009-account-link-purpose.js';
import * as checkoutTrust from './migrations/0010-checkout-trust.js';
import * as refundRetries from './migrations/0011-refund-retries.js';
import * as convertedGuestCarts from './migrations/0012-converted-guest-carts.js';
import * as activeProductCounts from './migrations/0013-active-product-counts.js';
import * as unpaidRenewals from './migrations/0014-unpaid-renewals.js';
import * as partNumbers from './migrations/0015-part-numbers.js';
import * as equipmentModels from './migrations/0016-equipment-models.js';
import * as wordSearch from './migrations/0017-word-search.js';
import * as productSpecs from './migrations/0018-product-specs.js';
import * as savedEquipment from './migrations/0019-saved-equipment.js';
import * as vehicleFitment from './migrations/0020-vehicle-fitment.js';
import * as modelWordSearch from './migrations/0021-model-word-search.js';
import * as unpaddedNumbers from './migrations/0022-unpadded-numbers.js';
import * as productNameWords from './migrations/0023-product-name-words.js';
import * as jobLists from './migrations/0025-job-lists.js';
import * as stockAlerts from './migrations/0026-stock-alerts.js';
import * as orderReturns from './migrations/0027-order-returns.js';
import * as freightShipping from './migrations/0028-freight-shipping.js';
import * as productListVersion from './migrations/0029-product-list-version.js';
import * as priceAndNameListIndexes from './migrations/0030-price-and-name-list-indexes.js';

/** Every migration, by name; names sort in the order they must run. Append, never edit. */
const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-active-product-indexes': activeProductIndexes,
  '0003-outbox': outbox,
  '0004-outbox-failed': outboxFailed,
  '0005-accounts': accounts,
  '0007-carts': carts,
  '0006-bulk-requests': bulkRequests,
  '0008-orders': orders,
  '0009-account-link-purpose': accountLinkPurpose,
  '0010-checkout-trust': checkoutTrust,
  '0011-refund-retries': refundRetries,
  '0012-converted-guest-carts': convertedGuestCarts,
  '0013-active-product-counts': activeProductCounts,
  '0014-unpaid-renewals': unpaidRenewals,
  '0015-part-numbers': partNumbers,
  '0016-equipment-models': equipmentModels,
  '0017-word-search': wordSearch,
  '0018-product-specs': productSpecs,
  '0019-saved-equipment': savedEquipment,
  '0020-vehicle-fitment': vehicleFitment,
  '0021-model-word-search': modelWordSearch,
  '0022-unpadded-numbers': unpaddedNumbers,
  '0023-product-name-words': productNameWords,
  '0025-job-lists': jobLists,
  '0026-stock-alerts': stockAlerts,
  '0027-order-returns': orderReturns,
  '0028-freight-shipping': freightShipping,
  '0029-product-list-version': productListVersion,
  '0030-price-and-name-list-indexes': priceAndNameListIndexes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const { error, results = [] } = await handle.withoutTimeLimits((db) =>
    new Migrator({
      db,
      provider,
      migrationTableSchema: handle.schema,
      // Parallel branches number their migrations ahead of time (0007 may merge before 0004): a
      // database that already ran a higher number still takes the lower one that arrives later.
      allowUnorderedMigrations: true,
    }).migrateToLatest(),
  );
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return results.filter((result) => result.status === 'Success').map((r) => r.migrationName);
}
