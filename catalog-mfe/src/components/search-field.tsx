import styled from 'styled-components';
import { SEARCH_MAX_LENGTH } from '@storefront/contract';

interface SearchFieldProps {
  /** Accessible name, shown as the placeholder too. */
  label: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box above a list page (brands, categories). */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      maxLength={SEARCH_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const Input = styled.input`
  max-width: 360px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  font: inherit;
`;
