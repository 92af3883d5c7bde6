import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from '@storefront/ui-kit';
import { storeApiErrorMessage } from '@storefront/platform';
import { truncateText } from '../../../lib/text';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { CategoryEquipmentSelector } from '../../models';
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
        {category.isError ? (
          <ErrorArea>
            <NoticePanel
              level={1}
              title={storeApiErrorMessage(category.error)}
              actions={<WaysOn />}
            />
          </ErrorArea>
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
        <Sidebar>
          <TreeDisclosure>
            <summary>Categories</summary>
            {tree.data && <CategoryTree tree={tree.data} currentId={categoryId} />}
          </TreeDisclosure>
        </Sidebar>
        <Products>
          <CategoryEquipmentSelector tree={tree.data} categoryId={categoryId} />
          <CategoryProducts categoryId={categoryId} />
        </Products>
      </Columns>
    </Page>
  );
}

/**
 * The skeleton's height, and the loaded header's least: the products below keep their place when
 * a short description arrives, and a longer one (or a name on two lines) grows the header instead
 * of running under the grid, as it did on a phone. A server-rendered page comes loaded.
 */
const HEADER_HEIGHT = '6rem';
const HEADER_DESCRIPTION_MAX = 160;
const PHONE_COLUMNS = '(max-width: 760px)';
const WIDE_COLUMNS = '(min-width: 761px)';

const Header = styled.header`
  grid-area: header;
  min-height: ${HEADER_HEIGHT};
  p {
    margin: 0.5rem 0 0;
  }
`;
const ErrorArea = styled.div`
  grid-area: header;
`;
// Beside the header and the products on a wide screen, the tree takes its own column. On a phone,
// where they stack, it sits between the header and the grid as a closed disclosure: in reach
// without scrolling past every product and the pager, and one line high whether the tree has
// arrived or not, so nothing moves when it does.
const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'tree header'
    'tree products';
  gap: 1rem 1.5rem;
  @media ${PHONE_COLUMNS} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas: 'header' 'tree' 'products';
  }
`;
const Sidebar = styled.aside`
  grid-area: tree;
`;
const Products = styled.div`
  grid-area: products;
`;
// A <details>, so the phone's disclosure opens without JavaScript too. On a wide screen the tree is
// always shown: the summary goes and the closed content shows (where the browser can style it;
// elsewhere the disclosure stays, closed, as on a phone).
const TreeDisclosure = styled.details`
  summary {
    min-height: 2.75rem;
    padding: 0 0.75rem;
    line-height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    cursor: pointer;
  }
  &[open] summary {
    margin-bottom: 0.5rem;
  }
  @media ${WIDE_COLUMNS} {
    @supports selector(::details-content) {
      summary {
        display: none;
      }
      &::details-content {
        content-visibility: visible;
      }
    }
  }
`;
