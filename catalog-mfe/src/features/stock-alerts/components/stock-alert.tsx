// "E-mail me when it's back" under an out-of-stock product (issue 40 item 5). A signed-in customer
// subscribes with one click (their account's address); a guest gives an address and confirms it
// with the e-mailed link. Nothing shows for a product in stock, nor in mock mode (its products are
// the sample API's, unknown to the store API).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button } from '@storefront/ui-kit';
import { TextField } from '@storefront/ui-kit/forms';
import {
  isMockCatalog,
  selectIsAuthenticated,
  storeApiErrorMessage,
  useAppSelector,
} from '@storefront/platform';
import type { Product } from '@storefront/contract';
import { useRequestStockAlertMutation } from '../api/stock-alerts';

export const STOCK_ALERT_BUTTON = "E-mail me when it's back";

export function StockAlert({ product }: { product: Pick<Product, 'id' | 'inStock'> }) {
  if (product.inStock || isMockCatalog()) return null;
  return <StockAlertForm productId={product.id} />;
}

function StockAlertForm({ productId }: { productId: number }) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [email, setEmail] = useState('');
  const [requestAlert, { data, error, isLoading }] = useRequestStockAlertMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void requestAlert(signedIn ? { productId } : { productId, email });
  };

  if (data) {
    return (
      <Box aria-label="Back-in-stock alert">
        <Alert variant="success">{data.message}</Alert>
      </Box>
    );
  }
  return (
    <Box as="form" aria-label="Back-in-stock alert" onSubmit={submit}>
      <p>Out of stock right now. We can e-mail you when it is back.</p>
      {!signedIn && (
        <TextField
          label="Your e-mail"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
        {STOCK_ALERT_BUTTON}
      </Button>
      {error && <Alert variant="danger">{storeApiErrorMessage(error)}</Alert>}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.6rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  p {
    margin: 0;
  }
`;
