import styled from 'styled-components';
import { truncateDescription, type Brand } from '@storefront/shared';
import { BrandLogo } from './brand-logo';

/** Height shared with the skeleton cards so the grid does not jump when brands arrive. */
export const BRAND_CARD_HEIGHT = '180px';

interface BrandCardProps {
  brand: Brand;
  onChoose: (brand: Brand) => void;
}

/**
 * One brand in the grid; choosing it shows its products in place. The button is named by what it
 * shows (name, then description), so voice control can use the visible words (axe
 * label-content-name-mismatch); the logo beside the name is decorative.
 */
export function BrandCard({ brand, onChoose }: BrandCardProps) {
  return (
    <Card type="button" onClick={() => onChoose(brand)}>
      <BrandLogo name={brand.name} logo={brand.logo} size={64} decorative />
      <strong>{brand.name}</strong>
      <small>{truncateDescription(brand.description || brand.product_types.join(', '))}</small>
    </Card>
  );
}

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.4rem;
  width: 100%;
  height: ${BRAND_CARD_HEIGHT};
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font: inherit;
  text-align: center;
  overflow: hidden;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
