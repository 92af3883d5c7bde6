import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../global-style';
import { themeOf } from '../theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 3px solid ${({ theme }) => themeOf(theme).colors.border};
  border-top-color: ${({ theme }) => themeOf(theme).colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Wrapper = styled.span<{ $centered: boolean }>`
  display: ${({ $centered }) => ($centered ? 'flex' : 'inline-flex')};
  justify-content: center;
  padding: ${({ $centered }) => ($centered ? '2rem 0' : '0')};
`;

const Label = styled.span`
  ${visuallyHidden}
`;

export interface SpinnerProps {
  /** Read by screen readers. */
  label?: string;
  size?: string;
  /** Centre it in a block of its own (page loading state). */
  centered?: boolean;
}

export function Spinner({ label = 'Loading...', size = '2rem', centered = false }: SpinnerProps) {
  return (
    <Wrapper role="status" $centered={centered}>
      <Ring aria-hidden="true" $size={size} />
      <Label>{label}</Label>
    </Wrapper>
  );
}
