// Accounts in the database: customers of a store, their saved billing addresses, their sign-in
// sessions and the tokens of their e-mailed links (password reset, first password). Every read is
// scoped by store or by customer id.
import type { z } from 'zod';
import type { customerRecord, savedAddressRecord } from '@storefront/contract/records';
import type { Db } from '../../db/connection.js';
import type {
  AccountLinkPurpose,
  CustomerRow,
  SavedAddressRow,
  StoredAddress,
} from '../../db/schema.js';
import { normalizeEmail } from '../../email-address.js';

export type CustomerRecord = z.infer<typeof customerRecord>;
export type SavedAddressRecord = z.infer<typeof savedAddressRecord>;

/** Trimmed and lower-cased: two spellings of one address are one account. */
export { normalizeEmail };

export interface NewCustomer {
  storeId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
  passwordHash: string | null;
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** undefined keeps the value, null clears it. */
  phone?: string | null | undefined;
  shippingAddress?: StoredAddress | null | undefined;
  billingAddress?: StoredAddress | null | undefined;
}

export type SavedAddressFields = Omit<SavedAddressRecord, 'id'>;

const SAVED_ADDRESS_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'street',
  'city',
  'state',
  'postal_code',
  'country',
  'phone',
] as const;

/** Only the declared fields: a stored address may carry keys from an older shape. */
function addressRecord(address: StoredAddress | null): StoredAddress | null {
  if (!address) return null;
  const { street, city, state, postal_code, country } = address;
  return { street, city, state, postal_code, country };
}

function savedAddressRecordOf(row: Pick<SavedAddressRow, (typeof SAVED_ADDRESS_COLUMNS)[number]>) {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    street: row.street,
    city: row.city,
    state: row.state,
    postal_code: row.postal_code,
    country: row.country,
    phone: row.phone,
  } satisfies SavedAddressRecord;
}

const jsonOrNull = (address: StoredAddress | null) =>
  address === null ? null : JSON.stringify(addressRecord(address));

export function createAccountsRepository(db: Db) {
  async function savedAddresses(customerId: number): Promise<SavedAddressRecord[]> {
    const rows = await db
      .selectFrom('customer_billing_addresses')
      .select(SAVED_ADDRESS_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
    return rows.map(savedAddressRecordOf);
  }

  return {
    async findByEmail(storeId: string, email: string): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('store_id', '=', storeId)
        .where('email_normalized', '=', normalizeEmail(email))
        .executeTakeFirst();
    },

    async findById(storeId: string, id: number): Promise<CustomerRow | undefined> {
      return db
        .selectFrom('customers')
        .selectAll()
        .where('store_id', '=', storeId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The new customer, or undefined when the e-mail is already registered in the store. */
    async create(customer: NewCustomer): Promise<CustomerRow | undefined> {
      return db
        .insertInto('customers')
        .values({
          store_id: customer.storeId,
          email: customer.email.trim(),
          email_normalized: normalizeEmail(customer.email),
          password_hash: customer.passwordHash,
          first_name: customer.firstName,
          last_name: customer.lastName,
          phone: customer.phone ?? null,
          shipping_address: null,
          billing_address: null,
        })
        .onConflict((conflict) => conflict.columns(['store_id', 'email_normalized']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async updateProfile(customerId: number, changes: ProfileChanges): Promise<void> {
      await db
        .updateTable('customers')
        .set({
          first_name: changes.firstName,
          last_name: changes.lastName,
          ...(changes.phone !== undefined && { phone: changes.phone }),
          ...(changes.shippingAddress !== undefined && {
            shipping_address: jsonOrNull(changes.shippingAddress),
          }),
          ...(changes.billingAddress !== undefined && {
            billing_address: jsonOrNull(changes.billingAddress),
          }),
          updated_at: new Date(),
        })
        .where('id', '=', customerId)
        .execute();
    },

    async setPasswordHash(customerId: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', customerId)
        .execute();
    },

    /** Sets the first password of a passwordless account; false when it already has one. */
    async setFirstPasswordHash(customerId: number, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', customerId)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The customer as the API sends it, saved billing addresses included. Never the hash. */
    async toRecord(row: CustomerRow): Promise<CustomerRecord> {
      return {
        id: row.id,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        phone: row.phone,
        shippingAddress: addressRecord(row.shipping_address),
        billingAddress: addressRecord(row.billing_address),
        billingAddresses: await savedAddresses(row.id),
        store_id: row.store_id,
      };
    },

    async addSavedAddress(
      customerId: number,
      address: SavedAddressFields,
    ): Promise<SavedAddressRecord> {
      const row = await db
        .insertInto('customer_billing_addresses')
        .values({ customer_id: customerId, ...address })
        .returning(SAVED_ADDRESS_COLUMNS)
        .executeTakeFirstOrThrow();
      return savedAddressRecordOf(row);
    },

    /** The changed address, or undefined when the customer has no address with this id. */
    async updateSavedAddress(
      customerId: number,
      id: number,
      address: SavedAddressFields,
    ): Promise<SavedAddressRecord | undefined> {
      const row = await db
        .updateTable('customer_billing_addresses')
        .set(address)
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .returning(SAVED_ADDRESS_COLUMNS)
        .executeTakeFirst();
      return row && savedAddressRecordOf(row);
    },

    /** False when the customer has no address with this id. */
    async deleteSavedAddress(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('customer_billing_addresses')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async createSession(session: {
      id: string;
      customerId: number;
      storeId: string;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .insertInto('auth_sessions')
        .values({
          id: session.id,
          customer_id: session.customerId,
          store_id: session.storeId,
          expires_at: session.expiresAt,
        })
        .execute();
    },

    /** Whether the session exists for this customer and store, is not revoked and not expired. */
    async isSessionLive(
      session: { id: string; customerId: number; storeId: string },
      now = new Date(),
    ): Promise<boolean> {
      const row = await db
        .selectFrom('auth_sessions')
        .select('id')
        .where('id', '=', session.id)
        .where('customer_id', '=', session.customerId)
        .where('store_id', '=', session.storeId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    async revokeSession(id: string): Promise<void> {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Signs the customer out everywhere (after a password change). */
    async revokeAllSessions(customerId: number): Promise<void> {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: new Date() })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Stores a new link token's hash (a reset link unless `purpose` says otherwise); the
     * customer's expired or used tokens are dropped.
     */
    async addResetToken(
      customerId: number,
      tokenHash: string,
      expiresAt: Date,
      purpose: AccountLinkPurpose = 'reset',
    ): Promise<void> {
      await db
        .deleteFrom('password_reset_tokens')
        .where('customer_id', '=', customerId)
        .where((eb) => eb.or([eb('expires_at', '<=', new Date()), eb('used_at', 'is not', null)]))
        .execute();
      await db
        .insertInto('password_reset_tokens')
        .values({ customer_id: customerId, token_hash: tokenHash, expires_at: expiresAt, purpose })
        .execute();
    },

    /**
     * Marks a usable (unused, unexpired) token of `purpose` of this store's customer with this
     * e-mail used and answers its customer id. One UPDATE: two requests racing with one token
     * cannot both win. A token of the other purpose is never taken.
     */
    async consumeResetToken(
      storeId: string,
      email: string,
      tokenHash: string,
      purpose: AccountLinkPurpose,
      now = new Date(),
    ): Promise<number | undefined> {
      const row = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('customer_id', 'in', (eb) =>
          eb
            .selectFrom('customers')
            .select('id')
            .where('store_id', '=', storeId)
            .where('email_normalized', '=', normalizeEmail(email)),
        )
        .returning('customer_id')
        .executeTakeFirst();
      return row?.customer_id;
    },

    /**
     * Marks every unused token of the customer used, of both purposes: a reset or a first password
     * ends all earlier links.
     */
    async useAllResetTokens(customerId: number): Promise<void> {
      await db
        .updateTable('password_reset_tokens')
        .set({ used_at: new Date() })
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
