// /quick-order (issue 40): a contractor's order by part number. Rows of part number and quantity,
// typed, pasted from a list or read from a CSV file; the store API looks them all up at once and
// each row shows what it found; "Add N items to cart" puts every row that can go into the cart.
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, PageFrame, PHONE_MEDIA, visuallyHidden } from '@storefront/ui-kit';
import { formatMoney, QUICK_ORDER_MAX_LINES, type CartItem } from '@storefront/contract';
import type { QuickOrderLineRecord } from '@storefront/contract/records';
import {
  showToast,
  storeApiErrorMessage,
  useAppDispatch,
  useAppSelector,
} from '@storefront/platform';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { paths } from '../../../lib/paths';
import { selectCartItems, unitsAdded } from '../../cart-state';
import { useResolveQuickOrderMutation } from '../api/quick-order-api';
import { ORDER_LIST_MAX_BYTES, orderListMessages, parseOrderList } from '../lib/parse-order-list';
import { planCartAdditions, type QuickOrderPlan } from '../lib/units-to-add';

interface Row {
  key: number;
  partNumber: string;
  quantity: string;
  /** The store's answer for this part number and quantity; cleared when either is edited. */
  result?: QuickOrderLineRecord;
}

const BLANK_ROWS = 5;
let nextKey = 1;
const blankRow = (): Row => ({ key: nextKey++, partNumber: '', quantity: '1' });
const isFilled = (row: Row) => row.partNumber.trim() !== '';

export function QuickOrderPage() {
  const dispatch = useAppDispatch();
  const cart: CartItem[] = useAppSelector(selectCartItems);
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: BLANK_ROWS }, blankRow));
  const [pasted, setPasted] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [added, setAdded] = useState<QuickOrderPlan | null>(null);
  const [resolve, { isLoading: checking, error: resolveError }] = useResolveQuickOrderMutation();

  const filled = rows.filter(isFilled);
  const resolved = filled.flatMap((row) => (row.result ? [row.result] : []));
  const plan = planCartAdditions(resolved, cart);

  async function check(toCheck: Row[]) {
    setAdded(null);
    const lines = toCheck.filter(isFilled).map((row) => ({
      partNumber: row.partNumber.trim(),
      quantity: Math.max(1, Math.min(999, Math.trunc(Number(row.quantity)) || 1)),
    }));
    if (lines.length === 0) return;
    const answer = await resolve(lines);
    if (!answer.data) return;
    const results = [...answer.data.lines];
    setRows(toCheck.map((row) => (isFilled(row) ? { ...row, result: results.shift() } : row)));
  }

  function addListed(text: string) {
    const list = parseOrderList(text);
    if ('error' in list) {
      setListError(list.error);
      return;
    }
    const kept = rows.filter(isFilled);
    if (kept.length + list.lines.length > QUICK_ORDER_MAX_LINES) {
      setListError(orderListMessages.tooManyLines(kept.length + list.lines.length));
      return;
    }
    setListError(null);
    setPasted('');
    const next = [
      ...kept,
      ...list.lines.map((line) => ({
        key: nextKey++,
        partNumber: line.partNumber,
        quantity: String(line.quantity),
      })),
    ];
    setRows(next);
    void check(next);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > ORDER_LIST_MAX_BYTES) {
      setListError(orderListMessages.tooLarge);
      return;
    }
    addListed(await file.text());
  }

  function edit(key: number, change: Partial<Pick<Row, 'partNumber' | 'quantity'>>) {
    setAdded(null);
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, ...change, result: undefined } : row)),
    );
  }

  function choose(key: number, sku: string) {
    const next = rows.map((row) => (row.key === key ? { ...row, partNumber: sku } : row));
    setRows(next);
    void check(next);
  }

  function addToCart() {
    if (plan.units === 0) return;
    dispatch(unitsAdded(plan.additions));
    showToast(`Added ${plan.units} ${plan.units === 1 ? 'item' : 'items'} to cart`, 'success');
    setAdded(plan);
  }

  return (
    <PageFrame $width="wide">
      <h1>Quick Order</h1>
      <p>
        Order by part number: type them below, paste a list, or upload a CSV file with a part number
        and a quantity on each line (up to {QUICK_ORDER_MAX_LINES} items).
      </p>

      <ListInputs>
        <label>
          Paste a list
          <textarea
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            rows={5}
            placeholder={'DF-CRX-000035, 3\nTH-269269-32\t2'}
          />
        </label>
        <Button variant="secondary" onClick={() => addListed(pasted)} disabled={!pasted.trim()}>
          Add pasted items
        </Button>
        <label>
          Upload a CSV file
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={upload} />
        </label>
      </ListInputs>
      {listError && <Alert variant="danger">{listError}</Alert>}

      <Rows>
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Quantity</th>
            <th scope="col">Found</th>
            <th scope="col">
              <VisuallyHidden>Remove</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} data-testid="quick-order-row">
              <td>
                <input
                  aria-label={`Part number, row ${index + 1}`}
                  value={row.partNumber}
                  maxLength={64}
                  onChange={(event) => edit(row.key, { partNumber: event.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={`Quantity, row ${index + 1}`}
                  type="number"
                  min={1}
                  max={999}
                  value={row.quantity}
                  onChange={(event) => edit(row.key, { quantity: event.target.value })}
                />
              </td>
              <td aria-live="polite">
                {row.result && (
                  <RowResult result={row.result} onChoose={(sku) => choose(row.key, sku)} />
                )}
              </td>
              <td>
                <Button
                  variant="link"
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => setRows(rows.filter((other) => other.key !== row.key))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Rows>

      <Actions>
        <Button
          variant="outline"
          onClick={() => setRows([...rows, blankRow()])}
          disabled={rows.length >= QUICK_ORDER_MAX_LINES}
        >
          Add a row
        </Button>
        <Button
          variant="secondary"
          onClick={() => void check(rows)}
          disabled={checking || filled.length === 0}
          aria-busy={checking}
        >
          Check part numbers
        </Button>
        <Button onClick={addToCart} disabled={plan.units === 0}>
          {`Add ${plan.units} ${plan.units === 1 ? 'item' : 'items'} to cart`}
        </Button>
      </Actions>
      {resolveError && <Alert variant="danger">{storeApiErrorMessage(resolveError)}</Alert>}
      {added && (
        <Alert
          variant={added.notAdded.length > 0 ? 'warning' : 'success'}
          title={`Added ${added.units} ${added.units === 1 ? 'item' : 'items'} to your cart.`}
          actions={<Link to={paths.cart}>Go to Cart</Link>}
        >
          {added.notAdded.length > 0 && (
            <>
              Not added:
              <ul>
                {added.notAdded.map((rest, index) => (
                  <li key={index}>
                    {rest.partNumber || '(blank)'}: {rest.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
    </PageFrame>
  );
}

function RowResult({
  result,
  onChoose,
}: {
  result: QuickOrderLineRecord;
  onChoose: (sku: string) => void;
}) {
  const { product, candidates } = result;
  const failed = result.status !== 'found';
  return (
    <div>
      {product && (
        <p>
          <strong>{product.name}</strong> ({product.sku}) · {formatMoney(product.unit_price)} ·{' '}
          {product.stock} in stock
        </p>
      )}
      <Message $failed={failed}>{result.message}</Message>
      {candidates && (
        <ul aria-label="Matching parts">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <Button variant="link" onClick={() => onChoose(candidate.sku)}>
                {`Choose ${candidate.sku}`}
              </Button>{' '}
              {candidate.name} · {formatMoney(candidate.unit_price)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ListInputs = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-bottom: 1rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  textarea {
    min-width: min(28rem, 80vw);
    font-family: inherit;
  }
`;
const Rows = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.4rem;
  }
  input {
    width: 100%;
    min-height: 2.5rem;
  }
  td p {
    margin: 0;
  }
  td ul {
    margin: 0.25rem 0 0;
    padding-left: 1rem;
  }
  /* A phone's four columns crushed the part number to five characters: each row is a card there,
     part number and quantity on one line, what was found under them (the inputs keep their
     labels, the column headers are read only). */
  @media ${PHONE_MEDIA} {
    thead {
      ${visuallyHidden}
    }
    tbody,
    td {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 5rem auto;
      grid-template-areas:
        'part quantity remove'
        'found found found';
      align-items: center;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td:nth-child(1) {
      grid-area: part;
    }
    td:nth-child(2) {
      grid-area: quantity;
    }
    td:nth-child(3) {
      grid-area: found;
    }
    td:nth-child(4) {
      grid-area: remove;
    }
    input {
      box-sizing: border-box;
    }
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin: 1rem 0;
`;
const Message = styled.p<{ $failed: boolean }>`
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;
