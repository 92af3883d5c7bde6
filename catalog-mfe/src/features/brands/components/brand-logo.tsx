import styled from 'styled-components';

interface BrandLogoProps {
  name: string;
  logo: string;
  size: number;
  /** Next to the brand's name already: no alt text to read twice. */
  decorative?: boolean;
}

/** The brand's logo, or its initial on a tile when it has none (the built-in fallback brands). */
export function BrandLogo({ name, logo, size, decorative = false }: BrandLogoProps) {
  if (!logo) {
    return (
      <Initial aria-hidden="true" $size={size}>
        {name.charAt(0).toUpperCase()}
      </Initial>
    );
  }
  return (
    <img
      src={logo}
      alt={decorative ? '' : `${name} logo`}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

const Initial = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  font-size: ${({ $size }) => $size / 2}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.border};
  color: #374151;
  font-weight: 700;
`;
