import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@storefront/ui-kit';

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
  /**
   * The most columns the grid takes, however wide. A grid of 12 capped at 4 only ever shows 1, 2, 3
   * or 4 columns, each dividing 12, so every row is full.
   */
  maxColumns?: number;
  /** While set, skeleton cards stand in for the children. */
  skeletons?: CardSkeletons;
  children?: ReactNode;
}

/**
 * Same-size cards in a list that wraps with the width. Loading and loaded are one list element,
 * so it stays in place (and keeps its identity) when the cards arrive.
 */
export function CardGrid({ label, minCardWidth, maxColumns, skeletons, children }: CardGridProps) {
  return (
    <List
      aria-label={label}
      aria-busy={skeletons ? 'true' : undefined}
      $minCardWidth={minCardWidth}
      $maxColumns={maxColumns}
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

const GAP = '1rem';

/**
 * The narrowest column: `minCardWidth`, or with a cap of n columns wide enough that n + ½ of them
 * fill the row, so auto-fill fits n at most and rounding cannot cost the nth.
 */
function columnMinWidth(minCardWidth: string, maxColumns: number | undefined): string {
  if (!maxColumns) return minCardWidth;
  return `max(${minCardWidth}, (100% + ${GAP}) / ${maxColumns + 0.5} - ${GAP})`;
}

const List = styled.ul<{ $minCardWidth: string; $maxColumns?: number }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $minCardWidth, $maxColumns }) => columnMinWidth($minCardWidth, $maxColumns)}, 1fr)
  );
  gap: ${GAP};
  margin: 0;
  padding: 0;
  list-style: none;
`;
