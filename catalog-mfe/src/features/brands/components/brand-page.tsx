import { Link, useParams } from 'react-router-dom';
import { Skeleton, storeApiErrorMessage } from '@storefront/shared';
import { Page, PageTitle } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { parsePositiveInt } from '../../../lib/search-params';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../seo/use-page-meta';
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
        <Skeleton height="96px" />
      ) : (
        <>
          <BrandLogo name={brand.name} logo={brand.logo} size={96} />
          <PageTitle>{brand.name}</PageTitle>
          <p>{brand.description || brand.product_types.join(', ')}</p>
        </>
      )}
      <BrandProducts brandId={brandId} />
    </Page>
  );
}
