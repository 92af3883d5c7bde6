import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, storeApiErrorMessage, truncateText } from '@storefront/shared';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../seo';
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
        <NoticePanel level={1} title="Invalid category ID" actions={<WaysOn />} />
      </Page>
    );
  }
  return <CategoryView categoryId={categoryId} />;
}

/** A way on from a category that cannot be shown, as the product and brand panels offer. */
function WaysOn() {
  return (
    <>
      <Link to={paths.products}>Browse Our Products</Link>
      <Link to={paths.categories}>Back to Categories</Link>
    </>
  );
}

/** The category page body; also used by /products/{category} once the name is resolved. */
export function CategoryView({ categoryId, path }: { categoryId: number; path?: string }) {
  const category = useCategoryQuery(categoryId);
  const tree = useCategoryTreeQuery();
  usePageMeta(category.data ? { kind: 'category', category: category.data, path } : undefined);

  return (
    <Page>
      <Columns>
        <Main>
          {category.isError ? (
            <NoticePanel
              level={1}
              title={storeApiErrorMessage(category.error)}
              actions={<WaysOn />}
            />
          ) : (
            <Header>
              {category.data ? (
                <>
                  <PageTitle>{category.data.name}</PageTitle>
                  <p>{truncateText(category.data.description, HEADER_DESCRIPTION_MAX)}</p>
                </>
              ) : (
                <Skeleton height={HEADER_HEIGHT} />
              )}
            </Header>
          )}
          <CategoryProducts categoryId={categoryId} />
        </Main>
        <Sidebar>{tree.data && <CategoryTree tree={tree.data} currentId={categoryId} />}</Sidebar>
      </Columns>
    </Page>
  );
}

/** The header keeps one height loading or loaded, so the products below never move. */
const HEADER_HEIGHT = '6rem';
const HEADER_DESCRIPTION_MAX = 160;

const Header = styled.header`
  height: ${HEADER_HEIGHT};
  overflow: hidden;
  p {
    margin: 0.5rem 0 0;
  }
`;
// The tree follows the products in the page, so on a narrow screen, where the columns stack, it
// arrives below them and moves nothing (it shifted the whole page down when it sat above them).
const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: 1.5rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;
const Sidebar = styled.aside`
  @media (min-width: 761px) {
    grid-row: 1;
    grid-column: 1;
  }
`;
const Main = styled.div`
  @media (min-width: 761px) {
    grid-column: 2;
  }
  display: flex;
  flex-direction: column;
  gap: 1rem;
  min-width: 0;
`;
