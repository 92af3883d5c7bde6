import { Fragment, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Skeleton } from '@storefront/ui-kit';
import { type Category } from '@storefront/contract';
import { PAGE_SIZES, TEXT_FILTER_DEBOUNCE_MS } from '../../../lib/catalog-rules';
import { truncateDescription } from '../../../lib/text';
import { storeApiErrorMessage } from '@storefront/platform';
import { CardGrid } from '../../../components/card-grid';
import { ListPagination } from '../../../components/list-pagination';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { SearchField } from '../../../components/search-field';
import { parsePositiveInt } from '../../../lib/search-params';
import { useDebouncedUrlSearch } from '../../../lib/use-debounced-url-search';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../seo';
import { useCategoriesQuery } from '../api/get-categories';
import { useCategoryQuery } from '../api/get-category';

const CATEGORIES_PER_PAGE = PAGE_SIZES.categories;
const CATEGORY_CARD_HEIGHT = '150px';
const MIN_CATEGORY_CARD_WIDTH = '240px';

/** /categories: searchable, paged list; choosing one lists its sub-categories. */
export function CategoryListPage() {
  const { searchParams, page, setPage, pageLink, setFilter, urlSearch, searchText, setSearchText } =
    useDebouncedUrlSearch(TEXT_FILTER_DEBOUNCE_MS);
  const selectedId = parsePositiveInt(searchParams.get('selected'));
  const categories = useCategoriesQuery({
    search: urlSearch || undefined,
    page,
    pageSize: CATEGORIES_PER_PAGE,
  });
  usePageMeta({ kind: 'category-list' });
  // A new search is a new list: the sub-categories chosen before it close.
  const searchBefore = useRef(urlSearch);
  useEffect(() => {
    if (searchBefore.current === urlSearch) return;
    searchBefore.current = urlSearch;
    setFilter('selected', undefined, { replace: true });
  }, [urlSearch, setFilter]);
  const subcategoriesId = useId();
  // A page change starts reading again from the heading right above the list.
  const listTopRef = useRef<HTMLHeadingElement>(null);

  return (
    <Page>
      <PageTitle ref={listTopRef} tabIndex={-1}>
        Shop by Category
      </PageTitle>
      <SearchField label="Search categories" value={searchText} onChange={setSearchText} />
      {categories.isFetching ? (
        <CardGrid
          label="Categories"
          minCardWidth={MIN_CATEGORY_CARD_WIDTH}
          skeletons={{ count: CATEGORIES_PER_PAGE, cardHeight: CATEGORY_CARD_HEIGHT }}
        />
      ) : categories.isError ? (
        <NoticePanel
          title={storeApiErrorMessage(categories.error)}
          actions={<Button onClick={() => void categories.refetch()}>Retry</Button>}
        />
      ) : (categories.data?.categories.length ?? 0) === 0 ? (
        <p role="status">No categories found matching your criteria</p>
      ) : (
        <CardGrid label="Categories" minCardWidth={MIN_CATEGORY_CARD_WIDTH}>
          {categories.data?.categories.map((category) => (
            <Fragment key={category.id}>
              <li>
                <CategoryCard
                  category={category}
                  expanded={category.id === selectedId}
                  subcategoriesId={subcategoriesId}
                  onShowSubcategories={() =>
                    setFilter('selected', category.id === selectedId ? undefined : category.id)
                  }
                />
              </li>
              {/* Opens right under the chosen card's row, where the shopper is looking. */}
              {category.id === selectedId && (
                <SubcategoriesItem id={subcategoriesId}>
                  <Subcategories categoryId={category.id} />
                </SubcategoriesItem>
              )}
            </Fragment>
          ))}
        </CardGrid>
      )}
      <ListPagination
        page={page}
        total={categories.data?.total}
        pageSize={CATEGORIES_PER_PAGE}
        loading={categories.isFetching}
        onPageChange={setPage}
        pageLink={pageLink}
        listTopRef={listTopRef}
      />
    </Page>
  );
}

interface CategoryCardProps {
  category: Category;
  /** Its sub-categories are open (in the element `subcategoriesId`). */
  expanded: boolean;
  subcategoriesId: string;
  onShowSubcategories: () => void;
}

function CategoryCard({
  category,
  expanded,
  subcategoriesId,
  onShowSubcategories,
}: CategoryCardProps) {
  return (
    <Card aria-label={category.name}>
      <h2>
        <Link to={paths.category(category.id)}>{category.name}</Link>
      </h2>
      <p>{truncateDescription(category.description ?? '')}</p>
      <small>{category.productCount} products</small>
      <LinkButton
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? subcategoriesId : undefined}
        onClick={onShowSubcategories}
      >
        Sub-categories
      </LinkButton>
    </Card>
  );
}

/** The direct children of the selected category. */
function Subcategories({ categoryId }: { categoryId: number }) {
  const { data, isFetching } = useCategoryQuery(categoryId);
  if (isFetching || !data) return <Skeleton height="3rem" />;
  const children = data.children ?? [];
  return (
    <section aria-label={`Sub-categories of ${data.name}`}>
      <h2>Sub-categories of {data.name}</h2>
      {children.length === 0 ? (
        <p>No categories found matching your criteria</p>
      ) : (
        <SubList>
          {children.map((child) => (
            <li key={child.id}>
              <Link to={paths.category(child.id)}>{child.name}</Link> ({child.productCount})
            </li>
          ))}
        </SubList>
      )}
    </section>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: ${CATEGORY_CARD_HEIGHT};
  box-sizing: border-box;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;
const LinkButton = styled.button`
  align-self: flex-start;
  margin-top: auto;
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  cursor: pointer;
  text-decoration: underline;
  &[aria-expanded='true'] {
    font-weight: 700;
  }
`;
/** A whole row of the card grid. */
const SubcategoriesItem = styled.li`
  grid-column: 1 / -1;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
`;
const SubList = styled.ul`
  columns: 2 12rem;
  margin: 0;
  padding-left: 1.25rem;
`;
