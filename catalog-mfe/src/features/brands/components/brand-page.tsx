import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton, storeApiErrorMessage } from '@storefront/shared';
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
      <Header>
        {isLoading || !brand ? (
          <Skeleton height={HEADER_HEIGHT} />
        ) : (
          <>
            <BrandLogo name={brand.name} logo={brand.logo} size={LOGO_SIZE} />
            <div>
              <PageTitle>{brand.name}</PageTitle>
              <p>{brand.description || brand.product_types.join(', ')}</p>
            </div>
          </>
        )}
      </Header>
      <BrandProducts brandId={brandId} />
    </Page>
  );
}

const LOGO_SIZE = 96;
/** The header keeps one height loading or loaded, so the products below never move. */
const HEADER_HEIGHT = '7.5rem';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 1.25rem;
  height: ${HEADER_HEIGHT};
  overflow: hidden;
  p {
    margin: 0.5rem 0 0;
  }
`;
