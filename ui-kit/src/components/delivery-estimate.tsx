// The estimated delivery window of a product or a cart (issue 40 item 7): the store's handling
// time plus the transit days of the shipping ZIP's zone, with a field to give the ZIP. Before it
// is known the window spans every zone. Dates appear only after mount: "today" and the ZIP kept in
// the browser are the browser's, so the server's render shows business days and never disagrees.
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  STORAGE_KEYS,
  deliveryWindowFor,
  formatDeliveryWindow,
  localToday,
  type DeliveryRules,
  type ShippingClass,
} from '@storefront/contract';
import { themeOf } from '../theme';
import { Button } from './button';

const ZIP_PATTERN = /^\d{5}$/;

const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export const FREIGHT_NOTE =
  'Ships by freight: curbside delivery by appointment, the carrier calls to schedule.';

function storedZip(): string {
  try {
    const zip = window.localStorage.getItem(STORAGE_KEYS.deliveryZip) ?? '';
    return ZIP_PATTERN.test(zip) ? zip : '';
  } catch {
    return '';
  }
}

function storeZip(zip: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.deliveryZip, zip);
  } catch {
    // Storage refused (private mode, full): the estimate still shows for this page.
  }
}

export interface DeliveryEstimateProps {
  rules: DeliveryRules;
  shippingClass: ShippingClass;
  /** The checkout's shipping ZIP when the shopper gave one: it wins over the ZIP typed here. */
  shippingZip?: string | null;
  /** Today, YYYY-MM-DD; the browser's date when absent. */
  today?: string;
}

export function DeliveryEstimate({
  rules,
  shippingClass,
  shippingZip,
  today,
}: DeliveryEstimateProps) {
  // False on the server and while hydrating, true after: the hydration-safe "mounted".
  const mounted = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  /** The ZIP typed here; null until the shopper gives one. */
  const [typedZip, setTypedZip] = useState<string | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const zip = typedZip ?? shippingZip?.slice(0, 5) ?? (mounted ? storedZip() : '');

  const estimate = deliveryWindowFor(shippingClass, zip, rules, today ?? localToday());
  const when = mounted
    ? formatDeliveryWindow(estimate)
    : `${estimate.minDays}-${estimate.maxDays} business days`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = (draft ?? zip).trim();
    if (!ZIP_PATTERN.test(next)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setTypedZip(next);
    storeZip(next);
  };

  return (
    <Box aria-label="Estimated delivery">
      <p data-testid="delivery-window">
        <strong>Estimated delivery:</strong> {when}
        {estimate.zone ? ` to ${zip}` : ''}
      </p>
      {shippingClass === 'freight' && <Note>{FREIGHT_NOTE}</Note>}
      <Form onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Delivery ZIP code</label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft ?? zip}
          aria-invalid={invalid}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline">
          Update
        </Button>
      </Form>
      {invalid && <Note role="alert">Enter a 5-digit ZIP code</Note>}
    </Box>
  );
}

const Box = styled.section`
  margin: 0.75rem 0;
  p {
    margin: 0.25rem 0;
  }
`;
const Note = styled.p`
  color: ${({ theme }) => themeOf(theme).colors.muted};
  font-size: 0.9rem;
`;
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  input {
    width: 6rem;
    padding: 0.4rem 0.5rem;
    border: 1px solid ${({ theme }) => themeOf(theme).colors.border};
    border-radius: ${({ theme }) => themeOf(theme).radii.md};
  }
`;
