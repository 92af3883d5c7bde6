import styled from 'styled-components';
import { PHONE_MEDIA, touchTarget } from '@storefront/shared';

export interface FilterOption {
  id: number;
  name: string;
}

interface FilterStripProps {
  label: string;
  options: FilterOption[];
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** A row of toggle buttons, "All" first, for one list filter (category or brand). */
export function FilterStrip({ label, options, selectedId, onSelect }: FilterStripProps) {
  return (
    <Strip role="group" aria-label={label}>
      <Chip
        type="button"
        aria-pressed={selectedId === undefined}
        onClick={() => onSelect(undefined)}
      >
        All
      </Chip>
      {options.map((option) => (
        <Chip
          key={option.id}
          type="button"
          aria-pressed={selectedId === option.id}
          onClick={() => onSelect(selectedId === option.id ? undefined : option.id)}
        >
          {option.name}
        </Chip>
      ))}
    </Strip>
  );
}

/** Fixed height: options arriving (and the sideways scrollbar they bring) never push the grid down. */
const Strip = styled.div`
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
const Chip = styled.button`
  flex: none;
  padding: 0.35rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  white-space: nowrap;
  ${touchTarget}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textaccent};
  }
`;
