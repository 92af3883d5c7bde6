// "My equipment" on /account: the models the customer saved (account's runtime announces them
// with `equipment:changed`), each linking to its model page, with Remove (a bus command the
// runtime carries out, whoever shows the list); an empty list points to /models.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ResponsiveTable, type TableColumn } from '@storefront/ui-kit';
import { emit, selectStoreId, useAppSelector, useLastEvent } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';
import { Muted } from '../../../components/page-layout';

export const NO_EQUIPMENT =
  'You have not saved any equipment yet. Save the models you own to see which parts fit them.';
export const LOADING_EQUIPMENT = 'Loading your equipment…';

const Section = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const equipmentColumns: readonly TableColumn<SavedEquipment>[] = [
  {
    header: 'Model',
    rowHeader: true,
    kind: 'code',
    cell: (item) => <Link to={`/models/${item.modelId}`}>{item.modelNumber}</Link>,
  },
  { header: 'Brand', cell: (item) => item.brand },
  { header: 'Name', cell: (item) => item.name },
  { header: 'Kind', cell: (item) => item.kind },
  { header: 'Year', kind: 'number', cell: (item) => item.year ?? '—' },
  {
    header: 'Action',
    cell: (item) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove ${item.modelNumber} from My equipment`}
        onClick={() => emit('equipment:remove-requested', { modelId: item.modelId })}
      >
        Remove
      </Button>
    ),
  },
];

export function MyEquipmentSection() {
  const storeId = useAppSelector(selectStoreId);
  const announced = useLastEvent('equipment:changed');
  // Another store's list (announced before a switch) is not this one's.
  const equipment = announced?.storeId === storeId ? announced.equipment : undefined;

  let body;
  if (!equipment) body = <Muted role="status">{LOADING_EQUIPMENT}</Muted>;
  else if (equipment.length === 0)
    body = (
      <>
        <Muted>{NO_EQUIPMENT}</Muted>
        <p>
          <Link to="/models">Find your model</Link>
        </p>
      </>
    );
  else
    body = (
      <ResponsiveTable
        label="My equipment, newest first"
        columns={equipmentColumns}
        rows={equipment}
        rowKey={(item) => item.modelId}
      />
    );

  return (
    <Section aria-labelledby="my-equipment-heading">
      <Heading id="my-equipment-heading">My equipment</Heading>
      {body}
    </Section>
  );
}
