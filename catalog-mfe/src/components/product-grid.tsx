import styled from 'styled-components';
import { Button, Skeleton, type Product } from '@storefront/shared';
import { CARD_HEIGHT, ProductCard } from './product-card';

interface ProductGridProps {
  products: Product[] | undefined;
  isLoading: boolean;
  /** Readable error text; when set the grid shows it with a Retry button. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Number of skeleton cards while loading (12 on product pages, 9 on the home page). */
  skeletonCount: number;
  emptyMessage: string;
  label: string;
}

/** Products in a responsive grid with the loading, error and empty states every catalogue list shares. */
export function ProductGrid({
  products,
  isLoading,
  errorMessage,
  onRetry,
  skeletonCount,
  emptyMessage,
  label,
}: ProductGridProps) {
  if (isLoading) {
    return (
      <Grid aria-label={label} aria-busy="true">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={`skeleton-${index}`} data-testid="product-skeleton">
            <Skeleton height={CARD_HEIGHT} />
          </li>
        ))}
      </Grid>
    );
  }
  if (errorMessage) {
    return (
      <Problem role="alert">
        <p>{errorMessage}</p>
        {onRetry && <Button onClick={onRetry}>Retry</Button>}
      </Problem>
    );
  }
  if (!products || products.length === 0) {
    return <Problem role="status">{emptyMessage}</Problem>;
  }
  return (
    <Grid aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </Grid>
  );
}

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
export const Problem = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;
