import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { type Brand } from '@storefront/contract';
import { truncateDescription } from '../../../lib/text';
import { paths } from '../../../lib/paths';
import type { FallbackBrand } from '../fallback-brands';
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
    <CardButton type="button" onClick={() => onChoose(brand)}>
      <BrandCardContent brand={brand} logo={brand.logo} />
    </CardButton>
  );
}

/** A built-in brand has no id of its own, so its card searches the products by its name. */
export function FallbackBrandCard({ brand }: { brand: FallbackBrand }) {
  return (
    <CardLink to={paths.productSearch(brand.name)}>
      <BrandCardContent brand={brand} logo="" />
    </CardLink>
  );
}

function BrandCardContent({ brand, logo }: { brand: FallbackBrand; logo: string }) {
  return (
    <>
      <BrandLogo name={brand.name} logo={logo} size={64} decorative />
      <strong>{brand.name}</strong>
      <small>{truncateDescription(brand.description || brand.product_types.join(', '))}</small>
    </>
  );
}

const cardLook = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.4rem;
  width: 100%;
  height: ${BRAND_CARD_HEIGHT};
  box-sizing: border-box;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  cursor: pointer;
  font: inherit;
  text-align: center;
  text-decoration: none;
  overflow: hidden;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const CardButton = styled.button`
  ${cardLook}
`;
const CardLink = styled(Link)`
  ${cardLook}
`;
