// /lists/{listId} (issue 40 item 4): one job list's lines at today's prices and stock, each with
// its units and a tick; Add All to Cart or Add Selected to Cart sends them over the bus, and what
// could not go in is listed. The list can be renamed and deleted here.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  ResponsiveTable,
  Spinner,
  type TableColumn,
} from '@storefront/ui-kit';
import { TextField } from '@storefront/ui-kit/forms';
import { formatCents, MAX_JOB_LIST_NAME_LENGTH, MAX_LINE_QUANTITY } from '@storefront/contract';
import type { JobListRecord, PricedLineRecord } from '@storefront/contract/records';
import { usePageTitle } from '@storefront/platform';
import { Actions, FormStack, Muted, Page, PageTitle } from '../../../components/page-layout';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { serverRefusalMessage } from '../../session';
import {
  useDeleteJobListMutation,
  useGetJobListQuery,
  useRemoveJobListLineMutation,
  useRenameJobListMutation,
  useSetJobListLineMutation,
} from '../api/job-lists-api';
import { CartOutcomeView } from './cart-outcome-view';
import { useSendToCart } from './use-send-to-cart';

export const JOB_LIST_TEXT = {
  notFound: 'Job list not found',
  loadFailed: 'Failed to load the job list',
  backToLists: 'Back to Job Lists',
  empty: 'This list is empty. Add products from a product page, your cart or an order.',
  addAll: 'Add All to Cart',
  addSelected: 'Add Selected to Cart',
  adding: 'Adding…',
  rename: 'Rename',
  nameLabel: 'List name',
  saveName: 'Save Name',
  nameRequired: 'Please enter a name for the list.',
  delete: 'Delete List',
  confirmDelete: 'Yes, Delete This List',
  keep: 'Keep It',
  deleteQuestion: (name: string) => `Delete "${name}"? Its lines are deleted with it.`,
  changeFailed: 'That change could not be saved. Please try again.',
  total: 'Total at today’s prices',
  availability: {
    'in-stock': 'In stock',
    'out-of-stock': 'Out of stock',
    'not-sold': 'No longer sold',
  },
} as const;

const QuantityInput = styled.input`
  width: 5rem;
  padding: 0.25rem 0.5rem;
`;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The units field of a line: a new whole number in range is taken when it loses focus (saved, and
 * handed to `onCommit` so the cart buttons send what the field shows even before the save is
 * answered). Keyed by the saved units, so a new answer from the API starts it afresh.
 */
function LineQuantity({
  listId,
  line,
  onCommit,
}: {
  listId: number;
  line: PricedLineRecord;
  onCommit(quantity: number): void;
}) {
  const [setLine] = useSetJobListLineMutation();
  const [value, setValue] = useState(String(line.quantity));
  const commit = () => {
    const quantity = Number(value);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      setValue(String(line.quantity));
      return;
    }
    onCommit(quantity);
    if (quantity !== line.quantity) void setLine({ listId, productId: line.productId, quantity });
  };
  return (
    <QuantityInput
      type="number"
      min={1}
      max={MAX_LINE_QUANTITY}
      value={value}
      aria-label={`Quantity of ${line.name}`}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
    />
  );
}

function RenameForm({ list }: { list: JobListRecord }) {
  const [rename, { isLoading }] = useRenameJobListMutation();
  const [name, setName] = useState(list.name);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(JOB_LIST_TEXT.nameRequired);
      return;
    }
    const result = await rename({ listId: list.id, name: name.trim() });
    setProblem(
      'error' in result ? serverRefusalMessage(result.error, JOB_LIST_TEXT.changeFailed) : null,
    );
  };
  return (
    <FormStack onSubmit={(event) => void save(event)} aria-label="Rename this list" noValidate>
      <TextField
        label={JOB_LIST_TEXT.nameLabel}
        value={name}
        maxLength={MAX_JOB_LIST_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
        error={problem ?? undefined}
      />
      <Actions>
        <Button type="submit" variant="outline" size="sm" disabled={isLoading}>
          {JOB_LIST_TEXT.saveName}
        </Button>
      </Actions>
    </FormStack>
  );
}

function DeleteList({ list }: { list: JobListRecord }) {
  const navigate = useNavigate();
  const [deleteList, { isLoading }] = useDeleteJobListMutation();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    const result = await deleteList(list.id);
    if ('error' in result) setFailed(true);
    else void navigate('/lists');
  };
  if (!asking) {
    return (
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        {JOB_LIST_TEXT.delete}
      </Button>
    );
  }
  return (
    <Alert
      variant="warning"
      actions={
        <>
          <Button variant="danger" size="sm" disabled={isLoading} onClick={() => void confirm()}>
            {JOB_LIST_TEXT.confirmDelete}
          </Button>
          <Button variant="link" size="sm" onClick={() => setAsking(false)}>
            {JOB_LIST_TEXT.keep}
          </Button>
        </>
      }
    >
      {failed ? JOB_LIST_TEXT.changeFailed : JOB_LIST_TEXT.deleteQuestion(list.name)}
    </Alert>
  );
}

function ListView({ list }: { list: JobListRecord }) {
  const [removeLine] = useRemoveJobListLineMutation();
  const { state, send } = useSendToCart();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Units typed but perhaps not yet saved: the cart gets what the fields show.
  const [edited, setEdited] = useState<ReadonlyMap<number, number>>(new Map());
  const shown = list.lines.map((line) => ({
    ...line,
    quantity: edited.get(line.productId) ?? line.quantity,
  }));
  const sending = state.status === 'sending';
  const toggle = (productId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(productId)) next.delete(productId);
      else next.add(productId);
      return next;
    });

  const columns: readonly TableColumn<PricedLineRecord>[] = [
    {
      header: 'Select',
      cell: (line) => (
        <input
          type="checkbox"
          checked={selected.has(line.productId)}
          onChange={() => toggle(line.productId)}
          aria-label={`Select ${line.name}`}
        />
      ),
    },
    {
      header: 'Product',
      rowHeader: true,
      cell: (line) => <Link to={`/product/${line.productId}`}>{line.name}</Link>,
    },
    { header: 'SKU', kind: 'code', cell: (line) => line.sku },
    { header: 'Price', kind: 'money', cell: (line) => formatCents(line.unitPriceCents) },
    {
      header: 'Quantity',
      kind: 'number',
      cell: (line) => (
        <LineQuantity
          key={`${line.productId}x${line.quantity}`}
          listId={list.id}
          line={line}
          onCommit={(quantity) =>
            setEdited((current) => new Map(current).set(line.productId, quantity))
          }
        />
      ),
    },
    {
      header: 'Stock',
      cell: (line) => (
        <Badge variant={line.availability === 'in-stock' ? 'success' : 'secondary'}>
          {JOB_LIST_TEXT.availability[line.availability]}
        </Badge>
      ),
    },
    { header: 'Total', kind: 'money', cell: (line) => formatCents(line.lineTotalCents) },
    {
      header: 'Remove',
      cell: (line) => (
        <Button
          variant="link"
          size="sm"
          aria-label={`Remove ${line.name} from the list`}
          onClick={() => void removeLine({ listId: list.id, productId: line.productId })}
        >
          Remove
        </Button>
      ),
    },
  ];

  if (list.lines.length === 0) return <Muted>{JOB_LIST_TEXT.empty}</Muted>;
  const chosen = shown.filter((line) => selected.has(line.productId));
  return (
    <>
      <ResponsiveTable
        label={`Lines of ${list.name}`}
        columns={columns}
        rows={list.lines}
        rowKey={(line) => line.productId}
      />
      <p>
        {JOB_LIST_TEXT.total}: <strong>{formatCents(list.totalCents)}</strong>
      </p>
      <Actions>
        <Button disabled={sending} onClick={() => void send(shown)}>
          {sending ? JOB_LIST_TEXT.adding : JOB_LIST_TEXT.addAll}
        </Button>
        <Button
          variant="secondary"
          disabled={sending || chosen.length === 0}
          onClick={() => void send(chosen)}
        >
          {JOB_LIST_TEXT.addSelected}
        </Button>
      </Actions>
      <CartOutcomeView state={state} />
    </>
  );
}

export function JobListPage() {
  const { listId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(listId) ? Number(listId) : 0;
  const handleExpiry = useSessionExpiry();
  const { data: list, error, isLoading } = useGetJobListQuery(id, { skip: id === 0 });
  usePageTitle(list?.name ?? 'Job List', 'One job list: its products at today’s prices.');
  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);

  const back = <Link to="/lists">{JOB_LIST_TEXT.backToLists}</Link>;
  let body;
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!list)
    body = (
      <Alert variant="danger" actions={back}>
        {id === 0 || isNotFound(error) ? JOB_LIST_TEXT.notFound : JOB_LIST_TEXT.loadFailed}
      </Alert>
    );
  else
    body = (
      <>
        <ListView list={list} />
        <RenameForm key={list.name} list={list} />
        <DeleteList list={list} />
        {back}
      </>
    );

  return (
    <Page $wide>
      <PageTitle>{list?.name ?? 'Job List'}</PageTitle>
      {body}
    </Page>
  );
}
