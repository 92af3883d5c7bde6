// The equipment selectors of the parts store (issue 37 item 4): a vehicle by year → make → model
// → engine (shaped like ACES: a base vehicle plus its engine) and an outboard by make →
// horsepower → year. Each choice narrows the next; changing one clears the choices after it.
// The last choice names an equipment model: shop its parts, or ask the account to save it.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { emit } from '@storefront/platform';
import { type SavedEquipment } from '@storefront/contract/events';
import { paths } from '../../../lib/paths';
import {
  useOutboardHorsepowerQuery,
  useOutboardMakesQuery,
  useOutboardYearsQuery,
  useVehicleEnginesQuery,
  useVehicleMakesQuery,
  useVehicleModelsQuery,
  useVehicleYearsQuery,
} from '../api/get-selector-choices';

interface Choice {
  value: string;
  label: string;
}

interface ChoiceList {
  data?: Choice[];
  isFetching: boolean;
}

const asChoices = (values: (string | number)[] | undefined): Choice[] | undefined =>
  values?.map((value) => ({ value: String(value), label: String(value) }));

/** A labelled select; disabled (with "Loading…" while its list comes) until it has choices. */
function ChoiceSelect({
  label,
  prompt,
  list,
  value,
  onChange,
}: {
  label: string;
  prompt: string;
  list: ChoiceList | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const loading = list?.isFetching ?? false;
  const choices = loading ? [] : (list?.data ?? []);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={list === undefined || loading || choices.length === 0}
        aria-busy={loading}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{loading ? 'Loading…' : prompt}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The chosen model: a link to its parts and a request to save it to My equipment. */
function ChosenEquipment({
  title,
  shopLabel,
  equipment,
}: {
  title: string;
  shopLabel: string;
  equipment: SavedEquipment;
}) {
  return (
    <Chosen aria-label="Chosen equipment">
      <strong>{title}</strong>
      <Actions>
        <Link to={paths.model(equipment.modelId)}>{shopLabel}</Link>
        <Button variant="secondary" onClick={() => emit('equipment:save-requested', { equipment })}>
          Save to My equipment
        </Button>
      </Actions>
    </Chosen>
  );
}

function SelectorFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Frame>
  );
}

/** Year → make → model → engine. Renders nothing in a store without vehicles. */
export function VehicleSelector() {
  const [year, setYear] = useState('');
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [modelId, setModelId] = useState('');
  const years = useVehicleYearsQuery();
  const makes = useVehicleMakesQuery({ year: Number(year) }, { skip: !year });
  const models = useVehicleModelsQuery({ year: Number(year), make }, { skip: !make });
  const engines = useVehicleEnginesQuery({ year: Number(year), make, model }, { skip: !model });
  if (!years.data?.length) return null;

  const engine = engines.data?.find((choice) => String(choice.modelId) === modelId);
  return (
    <SelectorFrame title="Shop by vehicle">
      <Fields>
        <ChoiceSelect
          label="Year"
          prompt="Choose a year"
          list={{ data: asChoices(years.data), isFetching: false }}
          value={year}
          onChange={(value) => {
            setYear(value);
            setMake('');
            setModel('');
            setModelId('');
          }}
        />
        <ChoiceSelect
          label="Make"
          prompt="Choose a make"
          list={year ? { data: asChoices(makes.data), isFetching: makes.isFetching } : undefined}
          value={make}
          onChange={(value) => {
            setMake(value);
            setModel('');
            setModelId('');
          }}
        />
        <ChoiceSelect
          label="Model"
          prompt="Choose a model"
          list={make ? { data: asChoices(models.data), isFetching: models.isFetching } : undefined}
          value={model}
          onChange={(value) => {
            setModel(value);
            setModelId('');
          }}
        />
        <ChoiceSelect
          label="Engine"
          prompt="Choose an engine"
          list={
            model
              ? {
                  data: engines.data?.map((choice) => ({
                    value: String(choice.modelId),
                    label: choice.engine,
                  })),
                  isFetching: engines.isFetching,
                }
              : undefined
          }
          value={modelId}
          onChange={setModelId}
        />
      </Fields>
      {engine && (
        <ChosenEquipment
          title={`${year} ${make} ${model} ${engine.engine}`}
          shopLabel="Shop parts for this vehicle"
          equipment={{
            modelId: engine.modelId,
            brand: make,
            modelNumber: engine.modelNumber,
            name: model,
            kind: 'vehicle',
            year: Number(year),
          }}
        />
      )}
    </SelectorFrame>
  );
}

/** Make → horsepower → year. Renders nothing in a store without outboards. */
export function OutboardSelector() {
  const [make, setMake] = useState('');
  const [horsepower, setHorsepower] = useState('');
  /** `{year}/{modelId}`: a year can name two models of one rating (an old and a new line). */
  const [yearChoice, setYearChoice] = useState('');
  const makes = useOutboardMakesQuery();
  const ratings = useOutboardHorsepowerQuery({ make }, { skip: !make });
  const years = useOutboardYearsQuery(
    { make, horsepower: Number(horsepower) },
    { skip: !horsepower },
  );
  if (!makes.data?.length) return null;

  const yearCount = new Map<number, number>();
  for (const choice of years.data ?? []) {
    yearCount.set(choice.year, (yearCount.get(choice.year) ?? 0) + 1);
  }
  const chosen = years.data?.find((choice) => `${choice.year}/${choice.modelId}` === yearChoice);
  return (
    <SelectorFrame title="Shop by outboard">
      <Fields>
        <ChoiceSelect
          label="Make"
          prompt="Choose a make"
          list={{ data: asChoices(makes.data), isFetching: false }}
          value={make}
          onChange={(value) => {
            setMake(value);
            setHorsepower('');
            setYearChoice('');
          }}
        />
        <ChoiceSelect
          label="Horsepower"
          prompt="Choose horsepower"
          list={
            make
              ? {
                  data: ratings.data?.map((rating) => ({
                    value: String(rating),
                    label: `${rating} HP`,
                  })),
                  isFetching: ratings.isFetching,
                }
              : undefined
          }
          value={horsepower}
          onChange={(value) => {
            setHorsepower(value);
            setYearChoice('');
          }}
        />
        <ChoiceSelect
          label="Year"
          prompt="Choose a year"
          list={
            horsepower
              ? {
                  data: years.data?.map((choice) => ({
                    value: `${choice.year}/${choice.modelId}`,
                    label:
                      (yearCount.get(choice.year) ?? 0) > 1
                        ? `${choice.year} (${choice.modelNumber})`
                        : String(choice.year),
                  })),
                  isFetching: years.isFetching,
                }
              : undefined
          }
          value={yearChoice}
          onChange={setYearChoice}
        />
      </Fields>
      {chosen && (
        <ChosenEquipment
          title={`${chosen.year} ${make} ${horsepower} HP outboard (${chosen.modelNumber})`}
          shopLabel="Shop parts for this outboard"
          equipment={{
            modelId: chosen.modelId,
            brand: make,
            modelNumber: chosen.modelNumber,
            name: chosen.name,
            kind: 'outboard',
            year: chosen.year,
          }}
        />
      )}
    </SelectorFrame>
  );
}

const Frame = styled.section`
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

// Four selects in a row on a wide screen, two per row on a phone (390 px), so the products
// stay near; the chosen line below spells out a long engine a narrow select cuts.
const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 0.75rem;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  select {
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
`;

const Chosen = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  a {
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * Top-level categories whose pages carry a selector: the seed's segment names (catalog-data.ts),
 * the only hint a category gives of what its parts fit. A store without such models shows none.
 */
const SELECTOR_OF_SEGMENT: Record<string, () => ReactNode> = {
  'Automotive Parts': () => <VehicleSelector />,
  'Marine Parts': () => <OutboardSelector />,
};

interface TreeNode {
  id: number;
  name: string;
  children?: TreeNode[];
}

const holds = (node: TreeNode, id: number): boolean =>
  node.id === id || (node.children ?? []).some((child) => holds(child, id));

/** The vehicle selector on an automotive category page, the outboard one on a marine one. */
export function CategoryEquipmentSelector({
  tree,
  categoryId,
}: {
  tree: TreeNode[] | undefined;
  categoryId: number;
}) {
  const segment = tree?.find((root) => holds(root, categoryId));
  const selector = segment && SELECTOR_OF_SEGMENT[segment.name];
  return selector ? selector() : null;
}
