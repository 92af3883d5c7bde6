import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  0% { background-position: -200px 0; }
  100% { background-position: calc(200px + 100%) 0; }
`;

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  /** Border radius; 'circle' for avatars. */
  radius?: string | 'circle';
  className?: string;
}

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background-color: #e7eaee;
  background-image: linear-gradient(90deg, #e7eaee, #f5f7f9, #e7eaee);
  background-size: 200px 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.2s ease-in-out infinite;
`;

function toCss(value: string | number): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/** A grey placeholder block shown while content loads (hidden from screen readers). */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius = '4px',
  className,
}: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-skeleton=""
      className={className}
      $width={toCss(width)}
      $height={toCss(height)}
      $radius={radius === 'circle' ? '50%' : radius}
    />
  );
}
