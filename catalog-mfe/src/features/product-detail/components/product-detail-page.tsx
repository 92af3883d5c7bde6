import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Skeleton } from '@storefront/ui-kit';
import { RemoteWidgetSlot, type StoreApiError } from '@storefront/platform';
import { parseProductId, stripControlChars } from '@storefront/contract';
import { invalidProductIdMessage } from '../../../mock-catalog';
import { Page } from '../../../components/page-layout';
import { NoticePanel } from '../../../components/notice-panel';
import { PriceTag } from '../../../components/price-tag';
import { RatingStars } from '../../../components/rating-stars';
import { paths } from '../../../lib/paths';
import { useGoBack } from '../../../lib/use-go-back';
import { usePageMeta } from '../../seo';
import { FitBadge } from '../../fits';
import { FitsModels, useProductModelsQuery } from '../../models';
import { StockAlert } from '../../stock-alerts';
import { useProductQuery } from '../api/get-product';
import { productSummary } from '../product-texts';
import { ImageZoom } from './image-zoom';
import { ProductDelivery } from './product-delivery';
import { ProductTabs } from './product-tabs';
import { RelatedProducts } from './related-products';
import { AddToJobListSlot } from './add-to-job-list-slot';

const IMAGE_SIZE = 480;

/** /product/{id}: everything about one product, with Add to Cart. */
export function ProductDetailPage() {
  const { id } = useParams();
  const productId = parseProductId(id);
  if (productId === null) return <ProductUnavailable title={invalidProductIdMessage()} />;
  return <ProductDetail productId={productId} />;
}

function ProductDetail({ productId }: { productId: number }) {
  const { data: product, isLoading, isError, error } = useProductQuery(productId);
  // The first page of the models it fits (the list's own query): the JSON-LD names them too.
  const fitsModels = useProductModelsQuery({ productId, page: 1 }).data?.models;
  usePageMeta(product ? { kind: 'product', product, fitsModels } : undefined);

  if (isLoading) {
    return (
      <Page aria-busy="true">
        <Skeleton height="480px" />
      </Page>
    );
  }
  if (isError || !product) {
    // The catalogue's own words when it has them (mock mode's SPEC §8 texts).
    const shopperMessage = (error as Partial<StoreApiError> | undefined)?.shopperMessage;
    return <ProductUnavailable title={shopperMessage ?? 'Failed to load product'} />;
  }

  const title = stripControlChars(product.title || product.name);
  return (
    <Page>
      <Layout>
        <ImageZoom src={product.image} alt={title} width={IMAGE_SIZE} height={IMAGE_SIZE} />
        <Summary>
          <h1>{title}</h1>
          <p>
            <OptionalLink to={product.brandId ? paths.brand(product.brandId) : undefined}>
              {stripControlChars(product.brand)}
            </OptionalLink>
            {' · '}
            <OptionalLink to={product.categoryId ? paths.category(product.categoryId) : undefined}>
              {stripControlChars(product.category)}
            </OptionalLink>
          </p>
          <RatingStars rate={product.rating?.rate ?? 0} count={product.rating?.count ?? 0} />
          <PriceTag price={product.price} discount={product.discount} />
          <FitBadge productId={product.id} />
          <p>{productSummary(product)}</p>
          {/* The cart's widget (its stock rules and check), rendered through the host. */}
          <RemoteWidgetSlot
            remote="cartCheckout"
            expose="./AddToCart"
            exportName="AddToCart"
            props={{ product }}
            fallback={<CartWidgetPlace aria-busy="true" aria-label="Add to Cart is loading" />}
          />
          <ProductDelivery product={product} />
          <StockAlert product={product} />
          <AddToJobListSlot productId={product.id} />
        </Summary>
      </Layout>
      <ProductTabs product={product} />
      <FitsModels productId={product.id} />
      <RelatedProducts product={product} />
    </Page>
  );
}

/** A link when there is somewhere to go, plain text otherwise. */
function OptionalLink({ to, children }: { to: string | undefined; children: string }) {
  return to ? <Link to={to}>{children}</Link> : <>{children}</>;
}

/** The warning panel for a bad id or a failed load, with a way back and a way on. */
function ProductUnavailable({ title }: { title: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.products);
  return (
    <Page>
      <NoticePanel
        level={1}
        title={title}
        actions={
          <>
            <Button onClick={goBack}>Go Back</Button>
            <Button onClick={() => navigate(paths.products)}>Browse Our Products</Button>
          </>
        }
      />
    </Page>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 480px) 1fr;
  gap: 2rem;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;
const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  p {
    margin: 0;
  }
`;

/** Where the cart's widget goes while it loads: its stock line and buttons' height, so no shift. */
const CartWidgetPlace = styled.div`
  min-height: 6rem;
`;
