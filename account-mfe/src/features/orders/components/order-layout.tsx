// The order pages' cards, definition lists, status badges and address, and the print stylesheet that
// prints only the order under the store's letterhead (styled-components, so the CSP needs no inline
// style).
import styled, { createGlobalStyle } from 'styled-components';
import { Badge, themeOf } from '@storefront/ui-kit';
import { formatPostalAddress, type Order } from '@storefront/contract';
import { selectStoreConfig, useAppSelector } from '@storefront/platform';
import { countryName } from '@storefront/contract/validation';

/** A tracking number on one line: a browser would break it after a hyphen. */
export const TrackingNumber = styled.span`
  white-space: nowrap;
`;

/** The order's buttons and cards, spaced apart. */
export const OrderSheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const Card = styled.section`
  border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
  border-radius: ${({ theme }) => themeOf(theme).radii.md};
  background: ${({ theme }) => themeOf(theme).colors.surface};
  padding: 1rem 1.25rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.375rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/** While printing, only the element marked data-print-area shows, without its buttons. */
export const PrintOnlyTheOrder = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible;
    }
    [data-print-area] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
    }
    [data-print-area] [data-print-hide] {
      display: none;
    }
  }
`;

/** The order's status, with a Returned mark beside it once it was returned (it stays completed). */
export function OrderStatusBadges({ status, returned }: { status: string; returned: boolean }) {
  return (
    <Badges>
      <Badge status={status} />
      {returned && <Badge status="returned" />}
    </Badges>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;

export function OrderAddressLines({
  address,
}: {
  address: NonNullable<Order['shipping_address']>;
}) {
  const name = `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim();
  return (
    <Address>
      {name && (
        <>
          {name}
          <br />
        </>
      )}
      {address.street}
      <br />
      {address.city}, {address.state} {address.postal_code}
      <br />
      {countryName(address.country)}
    </Address>
  );
}

const Address = styled.address`
  font-style: normal;
`;

/** Only on paper: the store the order was placed with, since the page's own header is not printed. */
export function StoreLetterhead() {
  const { name, contact } = useAppSelector(selectStoreConfig);
  return (
    <Letterhead>
      <strong>{name}</strong>
      <span>{formatPostalAddress(contact.address)}</span>
      <span>
        {contact.phone} · {contact.email}
      </span>
    </Letterhead>
  );
}

const Letterhead = styled.div`
  display: none;
  @media print {
    display: flex;
    flex-direction: column;
    margin-bottom: 1rem;
    strong {
      font-size: 1.25rem;
    }
  }
`;

export function formatOrderDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(time)) return '';
  return new Date(time).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** What a shopper reads for the payment provider ids the API records. */
const PAYMENT_PROVIDER_NAMES: Record<string, string> = { stripe: 'Card (Stripe)' };

/** "stripe" → "Card (Stripe)"; an id without a name is shown as it is, none as '—'. */
export function paymentProviderName(provider: string | null | undefined): string {
  if (!provider) return '—';
  return PAYMENT_PROVIDER_NAMES[provider] ?? provider;
}
