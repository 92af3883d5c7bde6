import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PHONE_MEDIA, touchTarget } from '@storefront/ui-kit';

export interface FilterOption {
  id: number;
  name: string;
}

interface FilterStripProps {
  label: string;
  options: FilterOption[];
  selectedId: number | undefined;
  /** The URL with this option chosen (undefined: "All"), e.g. `useUrlFilters().filterLink`'s. */
  linkFor: (id: number | undefined) => string;
}

/** Which ends of a sideways-scrolling row have more chips beyond the edge. */
interface HiddenEnds {
  start: boolean;
  end: boolean;
}

/** A pixel of rounding never counts as more to scroll. */
const EDGE_SLACK_PX = 2;

/** Follows a scrolling row's hidden ends as it scrolls, resizes or gets new chips. */
function useHiddenEnds(optionCount: number) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });
  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const start = row.scrollLeft > EDGE_SLACK_PX;
    const end = row.scrollLeft + row.clientWidth < row.scrollWidth - EDGE_SLACK_PX;
    setHidden((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure, optionCount]);
  return { rowRef, hidden, measure };
}

/**
 * A row of links, "All" first, for one list filter (category or brand): each leads to the list
 * with that option chosen (the chosen one's back to "All"), so the filter works without
 * JavaScript and for crawlers; the chosen one is marked current. When the chips do
 * not fit, the row scrolls sideways: the cut edge fades and shows an arrow, so the shopper sees
 * there is more. The arrows are a mouse shortcut; keyboard focus scrolls the row by itself.
 */
export function FilterStrip({ label, options, selectedId, linkFor }: FilterStripProps) {
  const { rowRef, hidden, measure } = useHiddenEnds(options.length);
  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <Frame>
      <Strip
        ref={rowRef}
        role="group"
        aria-label={label}
        onScroll={measure}
        $fadeStart={hidden.start}
        $fadeEnd={hidden.end}
      >
        <Chip to={linkFor(undefined)} aria-current={selectedId === undefined ? 'true' : undefined}>
          All
        </Chip>
        {options.map((option) => (
          <Chip
            key={option.id}
            to={linkFor(selectedId === option.id ? undefined : option.id)}
            aria-current={selectedId === option.id ? 'true' : undefined}
          >
            {option.name}
          </Chip>
        ))}
      </Strip>
      {hidden.start && (
        <ScrollArrow
          type="button"
          $side="start"
          title={`Scroll ${label.toLowerCase()} back`}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollBy(-1)}
        >
          ‹
        </ScrollArrow>
      )}
      {hidden.end && (
        <ScrollArrow
          type="button"
          $side="end"
          title={`Scroll ${label.toLowerCase()} for more`}
          aria-hidden="true"
          tabIndex={-1}
          onClick={() => scrollBy(1)}
        >
          ›
        </ScrollArrow>
      )}
    </Frame>
  );
}

const FADE = '3rem';

const Frame = styled.div`
  position: relative;
`;

/** The edge that hides chips fades out (a mask, so it works on every store's background). */
function fadeMask(fadeStart: boolean, fadeEnd: boolean): string {
  if (!fadeStart && !fadeEnd) return '';
  const start = fadeStart ? `transparent, #000 ${FADE}` : '#000';
  const end = fadeEnd ? `#000 calc(100% - ${FADE}), transparent` : '#000';
  return `mask-image: linear-gradient(to right, ${start}, ${end});`;
}

/** Fixed height: options arriving (and the sideways scrollbar they bring) never push the grid down. */
const Strip = styled.div<{ $fadeStart: boolean; $fadeEnd: boolean }>`
  ${({ $fadeStart, $fadeEnd }) => fadeMask($fadeStart, $fadeEnd)}
  display: flex;
  gap: 0.5rem;
  height: 3rem;
  box-sizing: border-box;
  overflow-x: auto;
  overflow-y: hidden;
  padding: 0.25rem 0 0.5rem;
  /* Room for 44px chips. */
  @media ${PHONE_MEDIA}, (pointer: coarse) {
    height: 3.5rem;
  }
`;
const Chip = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  padding: 0.35rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  ${touchTarget}
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textaccent};
  }
`;
/** Over the faded edge, outside the masked row, so it stays solid. */
const ScrollArrow = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  top: 0.25rem;
  ${({ $side }) => ($side === 'start' ? 'left: 0;' : 'right: 0;')}
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  box-shadow: 0 1px 4px rgb(0 0 0 / 20%);
`;
