import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@storefront/shared';

/** Placeholders a card grid shows while its cards load. */
export interface CardSkeletons {
  count: number;
  /** The loaded card's height, so nothing moves when the cards arrive. */
  cardHeight: string;
  /** Marks each placeholder for the tests that count them. */
  testId?: string;
}

interface CardGridProps {
  label: string;
  /** The narrowest a card gets before the grid drops a column. */
  minCardWidth: string;
  /** While set, skeleton cards stand in for the children. */
  skeletons?: CardSkeletons;
  children?: ReactNode;
}

/**
 * Same-size cards in a list that wraps with the width. Loading and loaded are one list element,
 * so it stays in place (and keeps its identity) when the cards arrive.
 */
export function CardGrid({ label, minCardWidth, skeletons, children }: CardGridProps) {
  return (
    <List
      aria-label={label}
      aria-busy={skeletons ? 'true' : undefined}
      $minCardWidth={minCardWidth}
    >
      {skeletons
        ? Array.from({ length: skeletons.count }, (_, index) => (
            <li key={`skeleton-${index}`} data-testid={skeletons.testId}>
              <Skeleton height={skeletons.cardHeight} />
            </li>
          ))
        : children}
    </List>
  );
}

const List = styled.ul<{ $minCardWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minCardWidth }) => $minCardWidth}, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;
