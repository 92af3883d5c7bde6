import styled from 'styled-components';
import { type Product } from '@storefront/contract';
import { RELATED_PRODUCTS_LIMIT } from '../../../lib/catalog-rules';
import { ProductCard } from '../../../components/product-card';
import { useProductsQuery } from '../../products';

/** 'You might also like': up to 8 other products of the same category, in a horizontal scroller. */
export function RelatedProducts({ product }: { product: Product }) {
  // One extra so the list is still full after the current product is left out.
  const { data } = useProductsQuery({
    categoryId: product.categoryId,
    pageSize: RELATED_PRODUCTS_LIMIT + 1,
  });
  const related = (data?.products ?? [])
    .filter((candidate) => candidate.id !== product.id)
    .slice(0, RELATED_PRODUCTS_LIMIT);
  if (related.length === 0) return null;

  return (
    <section aria-labelledby="related-products-heading">
      <h2 id="related-products-heading">You might also like</h2>
      <Scroller aria-label="You might also like">
        {related.map((candidate) => (
          <li key={candidate.id}>
            <ProductCard product={candidate} withAddToCart={false} />
          </li>
        ))}
      </Scroller>
    </section>
  );
}

const Scroller = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 220px;
  gap: 1rem;
  overflow-x: auto;
  margin: 0;
  padding: 0 0 0.5rem;
  list-style: none;
  scroll-snap-type: x mandatory;
  li {
    scroll-snap-align: start;
  }
`;
