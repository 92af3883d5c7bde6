import { useParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH } from '@storefront/contract';
import { Skeleton } from '@storefront/ui-kit';
import { Page } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { useCategoriesQuery } from '../api/get-categories';
import { CategoryView } from './category-page';

/** "Hand Tools", "hand-tools" and "hand tools" all name the same category. */
function sameCategoryName(a: string, b: string): boolean {
  const normalise = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return normalise(a) === normalise(b);
}

/** /products/{category}: the products of a category given by id or by name. */
export function CategoryProductsPage() {
  const raw = useParams().category ?? '';
  const categoryId = parsePositiveInt(raw);
  const name = raw.replace(/-/g, ' ');
  const lookup = useCategoriesQuery(
    { search: name, page: 1, pageSize: 50 },
    // No category has a name longer than a search may be; the API would refuse the lookup.
    { skip: categoryId !== undefined || name.length > SEARCH_MAX_LENGTH },
  );

  if (categoryId !== undefined)
    return <CategoryView categoryId={categoryId} path={paths.categoryProducts(raw)} />;
  if (lookup.isFetching) {
    return (
      <Page aria-busy="true">
        <Skeleton height="2.5rem" />
      </Page>
    );
  }
  const match = lookup.data?.categories.find((category) => sameCategoryName(category.name, raw));
  if (!match) {
    return (
      <Page>
        <NoticePanel level={1} title="No products found in this category." />
      </Page>
    );
  }
  return <CategoryView categoryId={match.id} path={paths.categoryProducts(raw)} />;
}
