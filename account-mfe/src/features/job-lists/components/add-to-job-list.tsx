// "Add to job list" (issue 40 item 4): account's widget, exposed as `./AddToJobList` for the
// product page (one product) and the cart page (its lines), and used on the order detail (the
// order's lines). A customer picks one of their lists or names a new one; a guest or a visitor
// not signed in sees nothing (job lists are for customers).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button } from '@storefront/ui-kit';
import { SelectField, TextField } from '@storefront/ui-kit/forms';
import { MAX_JOB_LIST_NAME_LENGTH } from '@storefront/contract';
import { selectIsAuthenticated, useAppSelector } from '@storefront/platform';
import { serverRefusalMessage } from '../../session';
import {
  useAddJobListLinesMutation,
  useCreateJobListMutation,
  useGetJobListsQuery,
  type ListLine,
} from '../api/job-lists-api';

export const ADD_TO_JOB_LIST_TEXT = {
  open: 'Add to Job List',
  listLabel: 'Job list',
  newList: 'New job list…',
  nameLabel: 'New list name',
  save: 'Save to List',
  cancel: 'Cancel',
  nameRequired: 'Please enter a name for the list.',
  added: (name: string) => `Added to ${name}.`,
  failed: 'Could not save to the job list. Please try again.',
  view: 'View list',
} as const;

const NEW_LIST = 'new';

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  max-width: 24rem;
`;

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

export interface AddToJobListProps {
  /** The products and units to add. */
  lines: ListLine[];
}

function AddToJobListPanel({ lines, onClose }: AddToJobListProps & { onClose(): void }) {
  const { data: lists = [] } = useGetJobListsQuery();
  const [createList, creating] = useCreateJobListMutation();
  const [addLines, adding] = useAddJobListLinesMutation();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const chosen = choice || (lists[0] ? String(lists[0].id) : NEW_LIST);
  const busy = creating.isLoading || adding.isLoading;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (chosen === NEW_LIST && !name.trim()) {
      setProblem(ADD_TO_JOB_LIST_TEXT.nameRequired);
      return;
    }
    const result =
      chosen === NEW_LIST
        ? await createList({ name: name.trim(), lines })
        : await addLines({ listId: Number(chosen), lines });
    if ('error' in result) {
      setProblem(serverRefusalMessage(result.error, ADD_TO_JOB_LIST_TEXT.failed));
      return;
    }
    setSaved({ id: result.data.id, name: result.data.name });
  };

  if (saved) {
    return (
      <Alert variant="success">
        {ADD_TO_JOB_LIST_TEXT.added(saved.name)}{' '}
        <Link to={`/lists/${saved.id}`}>{ADD_TO_JOB_LIST_TEXT.view}</Link>
      </Alert>
    );
  }
  return (
    <Panel onSubmit={(event) => void save(event)} aria-label="Add to a job list">
      <SelectField
        label={ADD_TO_JOB_LIST_TEXT.listLabel}
        value={chosen}
        onChange={(event) => setChoice(event.target.value)}
      >
        {lists.map((list) => (
          <option key={list.id} value={list.id}>
            {list.name}
          </option>
        ))}
        <option value={NEW_LIST}>{ADD_TO_JOB_LIST_TEXT.newList}</option>
      </SelectField>
      {chosen === NEW_LIST && (
        <TextField
          label={ADD_TO_JOB_LIST_TEXT.nameLabel}
          value={name}
          maxLength={MAX_JOB_LIST_NAME_LENGTH}
          onChange={(event) => setName(event.target.value)}
          placeholder="Smith job – furnace"
        />
      )}
      {problem && <Alert variant="danger">{problem}</Alert>}
      <Row>
        <Button type="submit" size="sm" disabled={busy}>
          {ADD_TO_JOB_LIST_TEXT.save}
        </Button>
        <Button type="button" variant="link" size="sm" onClick={onClose}>
          {ADD_TO_JOB_LIST_TEXT.cancel}
        </Button>
      </Row>
    </Panel>
  );
}

export function AddToJobList({ lines }: AddToJobListProps) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!signedIn || lines.length === 0) return null;
  return (
    <div data-print-hide>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {ADD_TO_JOB_LIST_TEXT.open}
      </Button>
      <div id={panelId}>
        {open && <AddToJobListPanel lines={lines} onClose={() => setOpen(false)} />}
      </div>
    </div>
  );
}
