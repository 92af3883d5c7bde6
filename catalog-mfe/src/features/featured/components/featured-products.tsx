import styled from 'styled-components';
import { type FeaturedStrategy } from '@storefront/contract';
import { FEATURED_DEFAULT_STRATEGY, FEATURED_HOME_LIMIT } from '../../../lib/catalog-rules';
import { ProductGrid } from '../../../components/product-grid';
import { useFeaturedProductsQuery } from '../api/get-featured-products';

export interface FeaturedProductsProps {
  /** Defaults to the home page's choice: random, 9 products. */
  strategy?: FeaturedStrategy;
  limit?: number;
  categoryId?: number;
  brandId?: number;
  title?: string;
}

/** Featured products (exposed as `./FeaturedProducts` for other pages of the site). */
export function FeaturedProducts({
  strategy = FEATURED_DEFAULT_STRATEGY,
  limit = FEATURED_HOME_LIMIT,
  categoryId,
  brandId,
  title = 'Featured Products',
}: FeaturedProductsProps) {
  const { data, isLoading, isError } = useFeaturedProductsQuery({
    strategy,
    limit,
    categoryId,
    brandId,
  });
  return (
    <Section aria-labelledby="featured-products-heading">
      <h2 id="featured-products-heading">{title}</h2>
      <ProductGrid
        label={title}
        products={data}
        isLoading={isLoading}
        errorMessage={isError ? 'Failed to load featured products' : undefined}
        skeletonCount={limit}
        emptyMessage="No products available"
      />
    </Section>
  );
}

const Section = styled.section`
  h2 {
    margin: 0 0 1rem;
  }
`;

export default FeaturedProducts;
