import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from '@storefront/ui-kit';
import { storeApiErrorMessage } from '@storefront/platform';
import { TEXT_FILTER_DEBOUNCE_MS } from '../../../lib/catalog-rules';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { SearchField } from '../../../components/search-field';
import { paths } from '../../../lib/paths';
import { useDebouncedUrlSearch } from '../../../lib/use-debounced-url-search';
import { usePageMeta } from '../../seo';
import { useModelsQuery } from '../api/get-models';
import { isModelKind, MODEL_KINDS, modelKinds } from '../model-kinds';
import { OutboardSelector, VehicleSelector } from './equipment-selectors';

/** /models: find your model by its number, brand and kind. The filters live in the URL. */
export function ModelSearchPage() {
  const { searchParams, setFilter, urlSearch, searchText, setSearchText } =
    useDebouncedUrlSearch(TEXT_FILTER_DEBOUNCE_MS);
  const kindParam = searchParams.get('kind');
  const kind = isModelKind(kindParam) ? kindParam : '';
  const brand = searchParams.get('brand') ?? '';
  const { data, isLoading, isFetching, isError, error, refetch } = useModelsQuery({
    search: urlSearch,
    brand,
    kind,
  });
  usePageMeta({ kind: 'model-list' });

  return (
    <Page>
      <PageTitle>Find your model</PageTitle>
      <p>Type the model number from your equipment&apos;s rating plate to see its parts.</p>
      {/* Each shows only in a store that has vehicles or outboards. */}
      <VehicleSelector />
      <OutboardSelector />
      <Filters>
        <SearchField label="Model number" value={searchText} onChange={setSearchText} />
        <label>
          Brand{' '}
          <input
            type="text"
            value={brand}
            onChange={(event) => setFilter('brand', event.target.value || undefined)}
          />
        </label>
        <label>
          Kind{' '}
          <select
            value={kind}
            onChange={(event) => setFilter('kind', event.target.value || undefined)}
          >
            <option value="">All kinds</option>
            {modelKinds.map((value) => (
              <option key={value} value={value}>
                {MODEL_KINDS[value].label}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <details>
        <summary>Where is my model number?</summary>
        <dl>
          {(kind ? [kind] : modelKinds).map((value) => (
            <div key={value}>
              <dt>{MODEL_KINDS[value].label}</dt>
              <dd>{MODEL_KINDS[value].whereIsTheNumber}</dd>
            </div>
          ))}
        </dl>
      </details>
      {isError ? (
        <NoticePanel
          title={`Failed to load models: ${storeApiErrorMessage(error)}`}
          actions={
            <button type="button" onClick={() => void refetch()}>
              Retry
            </button>
          }
        />
      ) : isLoading || !data ? (
        <Skeleton height="12rem" />
      ) : data.models.length === 0 ? (
        <p role="status">No model matches. Check the number on the rating plate.</p>
      ) : (
        <section aria-label="Models" aria-busy={isFetching}>
          <p role="status">{data.total === 1 ? '1 model' : `${data.total} models`}</p>
          <Results>
            {data.models.map((model) => (
              <li key={model.id}>
                <Link to={paths.model(model.id)}>
                  {model.brand} {model.modelNumber}
                </Link>{' '}
                <span>
                  {model.name} · {yearsOf(model)} ·{' '}
                  {model.partCount === 1 ? '1 part' : `${model.partCount} parts`}
                </span>
              </li>
            ))}
          </Results>
        </section>
      )}
    </Page>
  );
}

/** "2006–2011", or "2018–" for a model still made. */
export function yearsOf(model: { yearFrom: number; yearTo: number | null }): string {
  return `${model.yearFrom}–${model.yearTo ?? ''}`;
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin: 1rem 0;
  input[type='text'],
  select {
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    font: inherit;
  }
`;

const Results = styled.ul`
  list-style: none;
  padding: 0;
  li {
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
