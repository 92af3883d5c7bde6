import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@storefront/ui-kit';
import { type Product } from '@storefront/contract';
import { CardGrid } from './card-grid';
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
  /** Shown under the empty message, e.g. a way out of filters that match nothing. */
  emptyAction?: ReactNode;
  label: string;
  /** Heading level of the card titles (axe heading-order: no h3 straight after the h1). */
  cardHeadingLevel?: 2 | 3;
}

/** Products in a responsive grid with the loading, error and empty states every catalogue list shares. */
export function ProductGrid({
  products,
  isLoading,
  errorMessage,
  onRetry,
  skeletonCount,
  emptyMessage,
  emptyAction,
  label,
  cardHeadingLevel,
}: ProductGridProps) {
  if (isLoading) {
    return (
      <CardGrid
        label={label}
        minCardWidth={MIN_CARD_WIDTH}
        maxColumns={maxColumnsFor(skeletonCount)}
        skeletons={{ count: skeletonCount, cardHeight: CARD_HEIGHT, testId: 'product-skeleton' }}
      />
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
    return (
      <Problem>
        <p role="status">{emptyMessage}</p>
        {emptyAction}
      </Problem>
    );
  }
  return (
    <CardGrid label={label} minCardWidth={MIN_CARD_WIDTH} maxColumns={maxColumnsFor(skeletonCount)}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </CardGrid>
  );
}

/** Two cards side by side on a 390 px phone. */
const MIN_CARD_WIDTH = '160px';

/**
 * 4 or 3 columns, whichever divides a page of `pageSize` cards (4 for 12, 3 for 9), so rows fill;
 * narrower screens drop to 2 (or 1), which divide 12 too.
 */
function maxColumnsFor(pageSize: number): number {
  return pageSize % 4 !== 0 && pageSize % 3 === 0 ? 3 : 4;
}

const Problem = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;
