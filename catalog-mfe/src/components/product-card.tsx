import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { stripControlChars, truncateTitle, type Product } from '@storefront/shared';
import { paths } from '../lib/paths';
import { ProductImage } from './product-image';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';

export const CARD_IMAGE_WIDTH = 240;
export const CARD_IMAGE_HEIGHT = 180;

interface ProductCardProps {
  product: Product;
  /** True for cards in the first visible row, whose images should not wait for lazy loading. */
  priority?: boolean;
  /** The title's heading level: 2 when the grid follows the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** A product tile: image, title cut at 30 characters, brand, price and rating, linking to the product page. */
export function ProductCard({ product, priority = false, headingLevel = 3 }: ProductCardProps) {
  const title = stripControlChars(product.title || product.name);
  return (
    <Card aria-label={title}>
      <ImageLink to={paths.product(product.id)} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          priority={priority}
        />
      </ImageLink>
      <Title as={`h${headingLevel}`}>
        <Link to={paths.product(product.id)} title={title}>
          {truncateTitle(title)}
        </Link>
      </Title>
      <Meta>{stripControlChars(product.brand ?? '')}</Meta>
      <PriceTag price={product.price} discount={product.discount} />
      <RatingStars rate={product.rating?.rate ?? 0} count={product.rating?.count ?? 0} />
    </Card>
  );
}

/** Card height is fixed so skeletons and loaded cards take the same room (no layout shift). */
export const CARD_HEIGHT = '340px';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  height: ${CARD_HEIGHT};
  box-sizing: border-box;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;
const ImageLink = styled(Link)`
  display: flex;
  justify-content: center;
`;
const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const Meta = styled.p`
  margin: 0;
  min-height: 1.2em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;
