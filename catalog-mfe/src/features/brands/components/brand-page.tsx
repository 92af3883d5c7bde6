import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA, Skeleton } from '@storefront/ui-kit';
import { storeApiErrorMessage } from '@storefront/platform';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../seo';
import { useBrandQuery } from '../api/get-brand';
import { BrandLogo } from './brand-logo';
import { BrandProducts } from './brand-products';

/** /brands/{id}: the brand's logo, description and products. */
export function BrandPage() {
  const brandId = parsePositiveInt(useParams().id);
  const {
    data: brand,
    isLoading,
    isError,
    error,
  } = useBrandQuery(brandId ?? 0, { skip: brandId === undefined });
  usePageMeta(brand ? { kind: 'brand', brand } : undefined);

  if (brandId === undefined || isError) {
    return (
      <Page>
        <NoticePanel
          level={1}
          title={brandId === undefined ? 'Invalid brand ID' : storeApiErrorMessage(error)}
          actions={<Link to={paths.brands}>Back to Brands</Link>}
        />
      </Page>
    );
  }
  return (
    <Page>
      <Link to={paths.brands}>Back to Brands</Link>
      {isLoading || !brand ? (
        <Skeleton height={HEADER_HEIGHT} />
      ) : (
        <Header>
          <BrandLogo name={brand.name} logo={brand.logo} size={LOGO_SIZE} />
          <PageTitle>{brand.name}</PageTitle>
          <p>{brand.description || brand.product_types.join(', ')}</p>
        </Header>
      )}
      <BrandProducts brandId={brandId} />
    </Page>
  );
}

const LOGO_SIZE = 96;
/**
 * The skeleton's height, and the loaded header's least: a short description keeps the products
 * where the skeleton put them. A longer one makes the header grow rather than be cut (on a phone
 * it cut the name and the description's both ends); a server-rendered page comes loaded.
 */
const HEADER_HEIGHT = '7.5rem';

// The logo beside the name and description; on a phone the description takes the full width
// under the logo and name, where a column beside the logo gave it a few words a line.
const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas: 'logo title' 'logo text';
  align-content: center;
  align-items: center;
  column-gap: 1.25rem;
  min-height: ${HEADER_HEIGHT};
  > :first-child {
    grid-area: logo;
  }
  h1 {
    grid-area: title;
    align-self: end;
  }
  p {
    grid-area: text;
    align-self: start;
    margin: 0.5rem 0 0;
  }
  @media ${PHONE_MEDIA} {
    grid-template-areas: 'logo title' 'text text';
    h1 {
      align-self: center;
    }
  }
`;
