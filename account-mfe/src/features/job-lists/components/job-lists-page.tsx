// /lists (issue 40 item 4): the customer's job lists, the last changed first, and a form to start
// a new one. A list's lines, rename and delete are on its own page.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, ResponsiveTable, Spinner, type TableColumn } from '@storefront/ui-kit';
import { TextField } from '@storefront/ui-kit/forms';
import { MAX_JOB_LIST_NAME_LENGTH } from '@storefront/contract';
import type { JobListSummaryRecord } from '@storefront/contract/records';
import { usePageTitle } from '@storefront/platform';
import { Actions, FormStack, Muted, Page, PageTitle } from '../../../components/page-layout';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { isUnauthorized, useSessionExpiry } from '../../../lib/use-session-expiry';
import { serverRefusalMessage } from '../../session';
import { useCreateJobListMutation, useGetJobListsQuery } from '../api/job-lists-api';
import { formatListDate } from '../domain/list-dates';

export const JOB_LISTS_TEXT = {
  title: 'Job Lists',
  intro:
    'Keep the parts for each job together ("Smith job – furnace") and put a whole list in your cart when you are ready.',
  none: 'You have no job lists yet.',
  loadFailed: 'Failed to load your job lists',
  newName: 'New list name',
  create: 'Create List',
  nameRequired: 'Please enter a name for the list.',
  createFailed: 'Could not create the list. Please try again.',
} as const;

const columns: readonly TableColumn<JobListSummaryRecord>[] = [
  {
    header: 'List',
    rowHeader: true,
    cell: (list) => <Link to={`/lists/${list.id}`}>{list.name}</Link>,
  },
  { header: 'Products', kind: 'number', cell: (list) => list.lineCount },
  { header: 'Last changed', cell: (list) => formatListDate(list.updatedAt) },
];

function NewListForm() {
  const navigate = useNavigate();
  const [createList, { isLoading }] = useCreateJobListMutation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(JOB_LISTS_TEXT.nameRequired);
      return;
    }
    const result = await createList({ name: name.trim() });
    if ('error' in result) {
      setProblem(serverRefusalMessage(result.error, JOB_LISTS_TEXT.createFailed));
      return;
    }
    void navigate(`/lists/${result.data.id}`);
  };

  return (
    <FormStack onSubmit={(event) => void create(event)} aria-label="Start a job list" noValidate>
      <TextField
        label={JOB_LISTS_TEXT.newName}
        value={name}
        maxLength={MAX_JOB_LIST_NAME_LENGTH}
        placeholder="Smith job – furnace"
        onChange={(event) => setName(event.target.value)}
        error={problem ?? undefined}
      />
      <Actions>
        <Button type="submit" disabled={isLoading}>
          {JOB_LISTS_TEXT.create}
        </Button>
      </Actions>
    </FormStack>
  );
}

export function JobListsPage() {
  usePageTitle(JOB_LISTS_TEXT.title, 'Your job lists: the parts for each job, ready for the cart.');
  const handleExpiry = useSessionExpiry();
  const { data: lists, error, isLoading, refetch } = useGetJobListsQuery();
  useEffect(() => {
    if (error) handleExpiry(error);
  }, [error, handleExpiry]);

  let body;
  if (isLoading || isUnauthorized(error)) body = <Spinner centered />;
  else if (!lists)
    body = <LoadFailedAlert message={JOB_LISTS_TEXT.loadFailed} onRetry={() => void refetch()} />;
  else if (lists.length === 0) body = <Muted>{JOB_LISTS_TEXT.none}</Muted>;
  else
    body = (
      <ResponsiveTable
        label="Your job lists, the last changed first"
        columns={columns}
        rows={lists}
        rowKey={(list) => list.id}
      />
    );

  return (
    <Page $wide>
      <PageTitle>{JOB_LISTS_TEXT.title}</PageTitle>
      <Muted>{JOB_LISTS_TEXT.intro}</Muted>
      <NewListForm />
      {body}
    </Page>
  );
}
