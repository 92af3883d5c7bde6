import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA, touchTarget } from '@storefront/ui-kit';
import {
  activeFilters,
  refinementParams,
  sortOf,
  withoutFilter,
  withoutRefinements,
} from '../../../lib/list-refinements';
import { useUrlFilters } from '../../../lib/search-params';
import { useProductFacetsQuery } from '../api/get-products';
import type { ProductListQuery } from '../types';
import { FilterPanel, SortSelect } from './filter-panel';
import { PagedProductGrid } from './paged-product-grid';

interface FilteredProductListProps {
  /**
   * The page's own filters (its category, brand or search, and the saved models of "Fits my
   * equipment"); the refinements come from the URL.
   */
  filters: Pick<ProductListQuery, 'categoryId' | 'brandId' | 'search' | 'fits'>;
  label: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  failureToast?: string;
  /** More filter controls for the panel, first in it (e.g. "Fits my equipment"). */
  extraControls?: ReactNode;
}

/**
 * A product list with its filter panel (in stock only, price, spec facets with counts), the sort,
 * and the active filters as removable chips. Everything lives in the URL. On a phone the panel
 * hides behind a "Filters" button that counts the active filters.
 */
export function FilteredProductList({
  filters,
  label,
  emptyMessage,
  emptyAction,
  failureToast,
  extraControls,
}: FilteredProductListProps) {
  const { searchParams } = useUrlFilters();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const refinements = refinementParams(searchParams);
  const facets = useProductFacetsQuery({ ...filters, refinements });
  const active = activeFilters(searchParams, facets.data);
  const clearAll = `?${withoutRefinements(searchParams).toString()}`;
  return (
    <>
      <Toolbar>
        <FiltersButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          Filters{active.length > 0 && ` (${active.length})`}
        </FiltersButton>
        <SortSelect search={filters.search !== undefined} />
      </Toolbar>
      {active.length > 0 && (
        <Chips aria-label="Active filters">
          {active.map((filter) => (
            <Chip
              key={`${filter.param}=${filter.value}`}
              to={`?${withoutFilter(searchParams, filter).toString()}`}
              aria-label={`Remove ${filter.label}`}
            >
              {filter.label} <span aria-hidden="true">×</span>
            </Chip>
          ))}
          <Link to={clearAll}>Clear all</Link>
        </Chips>
      )}
      <Columns>
        <FilterPanel id={panelId} facets={facets.data} open={open}>
          {extraControls}
        </FilterPanel>
        <PagedProductGrid
          filters={{ ...filters, refinements, sort: sortOf(searchParams) }}
          label={label}
          emptyMessage={emptyMessage}
          emptyAction={
            <>
              {emptyAction}
              {active.length > 0 && <Link to={clearAll}>Clear all filters</Link>}
            </>
          }
          failureToast={failureToast}
        />
      </Columns>
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: 1rem;
  margin: 0.5rem 0;
  @media ${PHONE_MEDIA} {
    justify-content: space-between;
  }
`;
const FiltersButton = styled.button`
  display: none;
  padding: 0.4rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${touchTarget}
  @media ${PHONE_MEDIA} {
    display: inline-flex;
    align-items: center;
  }
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
`;
const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.25rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${touchTarget}
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  @media ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
