// The saved billing addresses of SPEC §2 Profile: listed, added, changed and deleted.
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, themeOf } from '@storefront/ui-kit';
import { type Customer, type SavedAddress } from '@storefront/contract';
import {
  formToSavedAddress,
  savedAddressToForm,
  serverAddressToForm,
} from '@storefront/ui-kit/forms';
import type { AddressFormValues } from '@storefront/contract/validation';
import { FormError } from '../../../components/form-error';
import { Actions, Muted } from '../../../components/page-layout';
import { useAddBillingAddressMutation } from '../api/add-billing-address';
import { useDeleteBillingAddressMutation } from '../api/delete-billing-address';
import { useUpdateBillingAddressMutation } from '../api/update-billing-address';
import { useSessionExpiry } from '../../../lib/use-session-expiry';
import { SavedAddressEditor } from './saved-address-editor';

export const ADDRESS_SAVED = 'Address saved';
export const ADDRESS_DELETED = 'Address deleted';
export const ADDRESS_SAVE_FAILED = 'Failed to save address';
export const ADDRESS_DELETE_FAILED = 'Failed to delete address';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Card = styled.li`
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  padding: 0.75rem 1rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  address {
    font-style: normal;
  }
`;

type Editing = { mode: 'add' } | { mode: 'edit'; address: SavedAddress } | null;
type Notice = { ok: true; message: string } | { ok: false; message: string } | null;

export function SavedBillingAddresses({ customer }: { customer: Customer }) {
  const [addAddress] = useAddBillingAddressMutation();
  const [updateAddress] = useUpdateBillingAddressMutation();
  const [deleteAddress] = useDeleteBillingAddressMutation();
  const handleExpiry = useSessionExpiry();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const report = (error: unknown, failure: string, success: string) => {
    if (error === undefined) {
      setNotice({ ok: true, message: success });
      return true;
    }
    if (!handleExpiry(error)) setNotice({ ok: false, message: failure });
    return false;
  };

  const save = async (values: AddressFormValues) => {
    const address = formToSavedAddress(values);
    const result =
      editing?.mode === 'edit'
        ? await updateAddress({ id: editing.address.id, address })
        : await addAddress(address);
    if (report(result.error, ADDRESS_SAVE_FAILED, ADDRESS_SAVED)) setEditing(null);
  };

  const remove = async (address: SavedAddress) => {
    const result = await deleteAddress(address.id);
    report(result.error, ADDRESS_DELETE_FAILED, ADDRESS_DELETED);
  };

  const addresses = customer.billingAddresses;
  return (
    <section aria-labelledby="saved-billing-title">
      <h2 id="saved-billing-title">Saved Billing Addresses</h2>
      {notice &&
        (notice.ok ? (
          <Alert variant="success">{notice.message}</Alert>
        ) : (
          <FormError message={notice.message} />
        ))}
      {addresses.length === 0 ? (
        <Muted>No saved billing addresses yet.</Muted>
      ) : (
        <List>
          {addresses.map((address) => {
            const name = `${address.first_name} ${address.last_name}`;
            return (
              <Card key={address.id}>
                <address>
                  {name}
                  <br />
                  {address.street}
                  <br />
                  {address.city}, {address.state} {address.postal_code}
                  {address.phone && (
                    <>
                      <br />
                      {address.phone}
                    </>
                  )}
                </address>
                <Actions>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit the address of ${name}, ${address.street}`}
                    onClick={() => setEditing({ mode: 'edit', address })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={`Delete the address of ${name}, ${address.street}`}
                    onClick={() => void remove(address)}
                  >
                    Delete
                  </Button>
                </Actions>
              </Card>
            );
          })}
        </List>
      )}
      {editing ? (
        <SavedAddressEditor
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          title={editing.mode === 'edit' ? 'Edit Billing Address' : 'New Billing Address'}
          initial={
            editing.mode === 'edit'
              ? savedAddressToForm(editing.address)
              : serverAddressToForm(null, {
                  firstName: customer.first_name,
                  lastName: customer.last_name,
                  phone: customer.phone,
                })
          }
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
            Add Billing Address
          </Button>
        </div>
      )}
    </section>
  );
}
