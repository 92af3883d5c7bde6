import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, storeApiErrorMessage } from '@storefront/shared';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { usePageMeta } from '../../seo/use-page-meta';
import { useCategoryQuery } from '../api/get-category';
import { useCategoryTreeQuery } from '../api/get-category-tree';
import { CategoryProducts } from './category-products';
import { CategoryTree } from './category-tree';

/** /categories/{id}: category tree sidebar plus the category's products. */
export function CategoryPage() {
  const categoryId = parsePositiveInt(useParams().id);
  if (categoryId === undefined) {
    return (
      <Page>
        <NoticePanel title="Invalid category ID" />
      </Page>
    );
  }
  return <CategoryView categoryId={categoryId} />;
}

/** The category page body; also used by /products/{category} once the name is resolved. */
export function CategoryView({ categoryId, path }: { categoryId: number; path?: string }) {
  const category = useCategoryQuery(categoryId);
  const tree = useCategoryTreeQuery();
  usePageMeta(category.data ? { kind: 'category', category: category.data, path } : undefined);

  return (
    <Page>
      <Columns>
        <aside>{tree.data && <CategoryTree tree={tree.data} currentId={categoryId} />}</aside>
        <Main>
          {category.isError ? (
            <NoticePanel title={storeApiErrorMessage(category.error)} />
          ) : category.data ? (
            <>
              <PageTitle>{category.data.name}</PageTitle>
              {category.data.description && <p>{category.data.description}</p>}
            </>
          ) : (
            <Skeleton height="2.5rem" />
          )}
          <CategoryProducts categoryId={categoryId} />
        </Main>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: 1.5rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;
const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;
