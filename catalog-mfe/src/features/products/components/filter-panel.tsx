import { useId, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PHONE_MEDIA, touchTarget } from '@storefront/ui-kit';
import {
  SPEC_PARAM_PREFIX,
  type ProductFacets,
  type ProductSort,
  type SpecFacet,
} from '@storefront/contract';
import { withParam, withUnit, withValueToggled } from '../../../lib/list-refinements';

/** A number spec with at most this many values is ticked value by value; more get a range. */
const MAX_NUMBER_CHOICES = 8;

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Rating',
  name: 'Name',
};

/** The list's order: Relevance only for a search (elsewhere it is newest first). */
export function SortSelect({ search }: { search: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = useId();
  const fallback: ProductSort = search ? 'relevance' : 'newest';
  const offered: ProductSort[] = [
    ...(search ? (['relevance'] as const) : []),
    'newest',
    'price_asc',
    'price_desc',
    'rating',
  ];
  const current = offered.find((sort) => sort === searchParams.get('sort')) ?? fallback;
  return (
    <SortField>
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const sort = event.target.value;
          setSearchParams((params) =>
            withParam(params, 'sort', sort === fallback ? undefined : sort),
          );
        }}
      >
        {offered.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </SortField>
  );
}

interface RangeFormProps {
  legend: string;
  unit?: string | null;
  minParam: string;
  maxParam: string;
  /** The range of the values there are, shown as the inputs' placeholders. */
  bounds?: { min: number; max: number } | null;
}

interface BoundInputProps {
  id: string;
  name: 'min' | 'max';
  label: string;
  /** The URL's value of this end. */
  value: string | null;
  /** The end of the values there are. */
  placeholder: number | undefined;
}

function BoundInput({ id, name, label, value, placeholder }: BoundInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        step="any"
        min={0}
        inputMode="decimal"
        defaultValue={value ?? ''}
        placeholder={placeholder === undefined ? undefined : String(placeholder)}
      />
    </>
  );
}

/** From / to inputs applied together (a range is one filter change, one history step). */
function RangeForm({ legend, unit, minParam, maxParam, bounds }: RangeFormProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = useId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setSearchParams((params) =>
      withParam(withParam(params, minParam, value('min')), maxParam, value('max')),
    );
  };
  const suffix = unit ? ` (${unit})` : '';
  // Keyed by the URL's values, so going back in history shows the range of that page.
  const key = `${searchParams.get(minParam)}-${searchParams.get(maxParam)}`;
  return (
    <Group>
      <legend>
        {legend}
        {suffix}
      </legend>
      <RangeRow key={key} onSubmit={apply} aria-label={legend}>
        <BoundInput
          id={`${id}-min`}
          name="min"
          label="Min"
          value={searchParams.get(minParam)}
          placeholder={bounds?.min}
        />
        <BoundInput
          id={`${id}-max`}
          name="max"
          label="Max"
          value={searchParams.get(maxParam)}
          placeholder={bounds?.max}
        />
        <Button type="submit" size="sm" variant="secondary">
          Apply
        </Button>
      </RangeRow>
    </Group>
  );
}

/** Checkboxes of one spec's values with their counts; ticking one more widens the list. */
function SpecChoices({ facet }: { facet: SpecFacet }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = `${SPEC_PARAM_PREFIX}${facet.key}`;
  const chosen = searchParams.getAll(param);
  return (
    <Group>
      <legend>{facet.label}</legend>
      {facet.values.map(({ value, count }) => {
        const text = String(value);
        return (
          <Check key={text}>
            <input
              type="checkbox"
              checked={chosen.includes(text)}
              onChange={() => setSearchParams((params) => withValueToggled(params, param, text))}
            />
            {withUnit(value, facet.unit)} <Count>({count})</Count>
          </Check>
        );
      })}
    </Group>
  );
}

function SpecControl({ facet }: { facet: SpecFacet }) {
  if (facet.kind === 'choice' || facet.values.length <= MAX_NUMBER_CHOICES) {
    return <SpecChoices facet={facet} />;
  }
  const param = `${SPEC_PARAM_PREFIX}${facet.key}`;
  return (
    <RangeForm
      legend={facet.label}
      unit={facet.unit}
      minParam={`${param}.min`}
      maxParam={`${param}.max`}
      bounds={facet}
    />
  );
}

interface FilterPanelProps {
  id: string;
  facets: ProductFacets | undefined;
  /** Shown on a phone (the "Filters" button opened it); always shown from tablet width up. */
  open: boolean;
  /** More filter controls, first in the panel (e.g. "Fits my equipment"). */
  children?: ReactNode;
}

/** The filters of a product list: in stock only, price range and the list's spec facets. */
export function FilterPanel({ id, facets, open, children }: FilterPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const inStock = searchParams.get('inStock') === 'true';
  return (
    <Panel id={id} aria-label="Filters" $open={open}>
      {children}
      <Group>
        <legend>Availability</legend>
        <Check>
          <input
            type="checkbox"
            checked={inStock}
            onChange={() =>
              setSearchParams((params) =>
                withParam(params, 'inStock', inStock ? undefined : 'true'),
              )
            }
          />
          In stock only {facets && <Count>({facets.inStock})</Count>}
        </Check>
      </Group>
      <RangeForm
        legend="Price"
        unit="$"
        minParam="minPrice"
        maxParam="maxPrice"
        bounds={facets?.price}
      />
      {facets?.specs.map((facet) => (
        <SpecControl key={facet.key} facet={facet} />
      ))}
    </Panel>
  );
}

const Panel = styled.section<{ $open: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  @media ${PHONE_MEDIA} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  border: none;
  legend {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
`;
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  cursor: pointer;
  ${touchTarget}
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;
const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const RangeRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem;
  input {
    width: 5.5rem;
    padding: 0.35rem;
    ${touchTarget}
  }
`;
const SortField = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  select {
    padding: 0.35rem 0.5rem;
    ${touchTarget}
  }
`;
