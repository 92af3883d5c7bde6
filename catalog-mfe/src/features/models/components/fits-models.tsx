import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { paths } from '../../../lib/paths';
import { MODEL_KINDS } from '../model-kinds';
import { yearsOf } from './model-search-page';
import { FITS_MODELS_PAGE_SIZE, useProductModelsQuery } from '../api/get-product-models';

/**
 * "Fits these models": the models whose diagrams name the part (the fitment data, never a free
 * text), each a link to its page, paged. Nothing for a part in no model. The first page is read
 * with the runtime, so the server renders it.
 */
export function FitsModels({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useProductModelsQuery({ productId, page });
  if (!data || data.total === 0) return null;
  const pageCount = Math.ceil(data.total / FITS_MODELS_PAGE_SIZE);
  return (
    <section aria-labelledby="fits-models-heading">
      <h2 id="fits-models-heading">Fits these models</h2>
      <p>{data.total === 1 ? 'This part fits 1 model.' : `This part fits ${data.total} models.`}</p>
      <ModelList aria-busy={isFetching}>
        {data.models.map((model) => (
          <li key={model.id}>
            <Link to={paths.model(model.id)}>
              {model.brand} {model.modelNumber}
            </Link>{' '}
            · {model.name} · {MODEL_KINDS[model.kind].label} · {yearsOf(model)}
          </li>
        ))}
      </ModelList>
      {pageCount > 1 && (
        <Pager aria-label="Pages of the models">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous models
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            More models
          </Button>
        </Pager>
      )}
    </section>
  );
}

const ModelList = styled.ul`
  padding-left: 1.25rem;
  li {
    margin: 0.25rem 0;
  }
`;
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`;
