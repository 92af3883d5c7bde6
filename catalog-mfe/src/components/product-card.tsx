import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Badge, PHONE_MEDIA, visuallyHidden } from '@storefront/ui-kit';
import { lowStockNote, stripControlChars, type Product } from '@storefront/contract';
import { ELLIPSIS, TITLE_MAX_LENGTH } from '../lib/text';
import { matchedNumberText } from '../lib/matched-number';
import { paths } from '../lib/paths';
import { CardAddToCart } from './card-add-to-cart';
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
  /**
   * Add to Cart on the card (listings); not under a product page's own Add to Cart, whose
   * "You might also like" strip would otherwise repeat the button eight times.
   */
  withAddToCart?: boolean;
}

/** Spaces and punctuation between a brand and the rest of a name ("Acme - Pump", "Acme: Pump"). */
const BRAND_SEPARATOR = /^[\s\-–:|,]+/;

/**
 * The product name without a leading brand name ("Atlas Hand Tools Elite Ratchet" → "Elite Ratchet"):
 * the card shows the brand on its own line, and the 30-character cut would otherwise leave little
 * more than the brand. Only a whole word goes ("Acme" stays in "Acmeline Pump").
 */
function nameWithoutBrand(name: string, brand: string): string {
  const prefix = brand.trim();
  if (!prefix || !name.toLowerCase().startsWith(prefix.toLowerCase())) return name;
  const rest = name.slice(prefix.length);
  const stripped = rest.replace(BRAND_SEPARATOR, '');
  return stripped !== rest && stripped ? stripped : name;
}

/**
 * The link text of a card: the name after the brand, cut at 30 characters (SPEC §9). What the cut
 * or the brand line leaves out is still read out, so the link's name is the full product name and
 * the visible words are a piece of it (WCAG 2.5.3, label in name).
 */
function CardTitleText({ title, brand }: { title: string; brand: string }) {
  const shown = nameWithoutBrand(title, brand);
  const brandPrefix = title.slice(0, title.length - shown.length);
  const visible = shown.slice(0, TITLE_MAX_LENGTH);
  const cutOff = shown.slice(visible.length);
  return (
    <>
      {brandPrefix && <ScreenReaderOnly>{brandPrefix}</ScreenReaderOnly>}
      {visible}
      {cutOff && (
        <>
          <span aria-hidden="true">{ELLIPSIS}</span>
          <ScreenReaderOnly>{cutOff}</ScreenReaderOnly>
        </>
      )}
    </>
  );
}

/**
 * A product tile: image, brand on its own line, the rest of the name cut at 30 characters on two
 * lines (three on a phone), price, rating and stock, linking to the product page, and Add to Cart
 * (issue 40: one unit, the cart's widget once the shopper reaches for it). The full
 * name is the card's name, the link's name and its title (tooltip).
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  withAddToCart = true,
}: ProductCardProps) {
  const title = stripControlChars(product.title || product.name);
  const brand = stripControlChars(product.brand ?? '');
  const fewLeft = product.inStock ? lowStockNote(product.unitsOnHand) : undefined;
  return (
    <Card aria-label={title}>
      <ImageLink to={paths.product(product.id)} tabIndex={-1} aria-hidden="true">
        <CardImage
          src={product.image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          priority={priority}
        />
      </ImageLink>
      <Meta>{brand}</Meta>
      <Title as={`h${headingLevel}`}>
        <Link to={paths.product(product.id)} title={title}>
          <CardTitleText title={title} brand={brand} />
        </Link>
      </Title>
      {/* One line taken from the image's room, so the card keeps its fixed height. */}
      {product.matchedNumber && (
        <MatchedNumber>{stripControlChars(matchedNumberText(product.matchedNumber))}</MatchedNumber>
      )}
      <Footer>
        <PriceTag price={product.price} discount={product.discount} />
        <RatingStars rate={product.rating?.rate ?? 0} count={product.rating?.count ?? 0} />
        {withAddToCart && <CardAddToCart product={product} />}
      </Footer>
      {/* Over the image corner, so a sold-out card keeps the height of the others. */}
      {!product.inStock && <StockBadge variant="danger">Out of stock</StockBadge>}
      {fewLeft && <StockBadge variant="warning">{fewLeft}</StockBadge>}
    </Card>
  );
}

/** Card height is fixed so skeletons and loaded cards take the same room (no layout shift). */
export const CARD_HEIGHT = '390px';

export const Card = styled.article`
  position: relative;
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
/**
 * The image takes the room the text leaves: on a narrow card it grows to fill the fixed height
 * instead of leaving a gap above the price.
 */
const ImageLink = styled(Link)`
  display: flex;
  flex: 1 1 0;
  min-height: 0;
  justify-content: center;
`;
const CardImage = styled(ProductImage)`
  width: 100%;
  height: 100%;
`;
/** Two lines always (three on a phone; a short name keeps the room), so prices line up across a row. */
const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.3;
  height: 2.6em;
  overflow: hidden;
  overflow-wrap: anywhere;
  /* A phone's half-width card needs a third line for 30 characters. */
  @media ${PHONE_MEDIA} {
    font-size: 0.95rem;
    height: 3.9em;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
const ScreenReaderOnly = styled.span`
  ${visuallyHidden}
`;
/** Price and rating sit on the card's bottom edge, whatever the name's length. */
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin-top: auto;
`;
const Meta = styled.p`
  margin: 0;
  min-height: 1.2em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;
const MatchedNumber = styled.p`
  margin: 0;
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
const StockBadge = styled(Badge)`
  position: absolute;
  top: 0.75rem;
  left: 0.75rem;
`;
